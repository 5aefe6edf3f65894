import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import type { PostalAddress } from './shop';
import { users } from './user';

export type AddressType = 'billing' | 'shipping';

/** A customer's saved address (CONTRACT §4 Address); created and updated through PUT /users/{id}. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').$type<AddressType>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    address: jsonb('address').$type<PostalAddress>().notNull(),
    location: jsonb('location').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId, t.type)],
);
