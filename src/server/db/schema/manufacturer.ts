import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, image, translations, updatedAt } from './common';
import { concerns } from './concern';
import { types } from './type';
import type { Social } from './user';

/** A brand or publisher ("Manufacturers/Publishers" in the UI), optionally owned by a concern. */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    website: text('website'),
    socials: jsonb('socials').$type<Social[]>().notNull().default([]),
    image: image(),
    coverImage: image('cover_image'),
    isApproved: boolean('is_approved').notNull().default(true),
    typeId: integer('type_id').references(() => types.id, { onDelete: 'set null' }),
    concernId: integer('concern_id').references(() => concerns.id, { onDelete: 'set null' }),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('manufacturers_name_idx').on(t.name),
    index('manufacturers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('manufacturers_approved_idx').on(t.isApproved, t.createdAt),
    index('manufacturers_type_idx').on(t.typeId),
    index('manufacturers_concern_idx').on(t.concernId),
  ],
);
