import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@/shared/order-status';
import { createdAt } from './common';
import { orders } from './order';
import { shops } from './shop';
import { users } from './user';

/** What a member does for a shop: the owner runs it (and adds staff), staff fulfil its orders. */
export type ShopMemberRole = 'owner' | 'staff';

/**
 * Who works for which shop (the back office's roles, src/server/auth/roles.ts). A user may be a member of
 * several shops; membership of a shop the operator deactivated gives no access.
 */
export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ShopMemberRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index('shop_members_user_idx').on(t.userId)],
);

/** Where a status change came from: a person in the back office, a payment verdict, a refund decision. */
export type StatusChangeSource = 'back-office' | 'payment' | 'refund' | 'system';

/**
 * Every change of an order's status (who, when, from → to). Written by a trigger on `orders` (migration
 * `fulfilment`), so no code path can change a status without leaving a row; the writer names itself through
 * the transaction settings `pickbazar.actor_id` and `pickbazar.status_source` (src/server/services/order/
 * status-source.ts).
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').$type<StatusChangeSource>().notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);
