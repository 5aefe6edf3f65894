import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type Attachment, createdAt, translations, updatedAt } from './common';
import { orders } from './order';
import { digitalFiles } from './product';
import { shops } from './shop';
import { users } from './user';

export type RefundStatus = 'pending' | 'approved' | 'rejected' | 'processing';
export type RefundPayoutMethod = 'STRIPE' | 'PAYPAL' | 'SANDBOX' | 'WALLET';
export const REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'approved', 'rejected', 'processing'];

/** Why a shopper asks for money back (CONTRACT §4 Refund `refund_reason`). */
export const refundReasons = pgTable('refund_reasons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The marketplace's (shop_id null) or a vendor's refund rules, shown to shoppers when approved. */
export const refundPolicies = pgTable(
  'refund_policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    target: text('target').$type<'customer' | 'vendor'>().notNull().default('customer'),
    status: text('status').$type<'approved' | 'pending' | 'rejected'>().notNull().default('approved'),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('refund_policies_target_check', sql`${t.target} in ('customer', 'vendor')`)],
);

/**
 * A shopper's request for money back on a parent order, and one child per sub-order (parent_id). One refund
 * per order: the unique order_id makes a second or concurrent request fail. Amounts are in cents, copied from
 * the order.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => refunds.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id').references(() => shops.id),
    refundPolicyId: integer('refund_policy_id').references(() => refundPolicies.id, { onDelete: 'set null' }),
    refundReasonId: integer('refund_reason_id').references(() => refundReasons.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<Attachment[]>().notNull().default([]),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The operator's word on the decision, shown to the shopper (back office, issue 22). */
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /**
     * How the money goes back (parent refunds): the order's gateway (STRIPE, PAYPAL, SANDBOX) or WALLET (cash on
     * delivery and wallet orders). Set when the approval starts (status processing).
     */
    payoutMethod: text('payout_method').$type<RefundPayoutMethod>(),
    /** What the gateway was asked to pay back, in cents (the stored payment's amount), or 0. */
    payoutCents: integer('payout_cents'),
    /** The gateway's refund id once it accepted the refund; null while processing or for wallet payouts. */
    gatewayRefundId: text('gateway_refund_id'),
    /** Wallet points given for money paid in cash (cash on delivery), on approval. */
    walletPointsCredited: integer('wallet_points_credited'),
    /** Why the last attempt to pay back failed (the gateway's outage); cleared on success. */
    payoutError: text('payout_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_customer_idx').on(t.customerId, t.createdAt),
    index('refunds_queue_idx').on(t.status, t.createdAt),
    index('refunds_shop_idx').on(t.shopId, t.createdAt),
    index('refunds_parent_idx').on(t.parentId),
    // The back office's dashboard: open refunds of a shop, and the operator's open whole-checkout ones.
    index('refunds_open_shop_idx')
      .on(t.shopId)
      .where(sql`${t.status} in ('pending', 'processing')`),
    index('refunds_open_checkout_idx')
      .on(t.createdAt)
      .where(sql`${t.parentId} is null and ${t.status} in ('pending', 'processing')`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'processing')`),
  ],
);

/**
 * One-time download links (CONTRACT §8): only the SHA-256 of the token is kept, so a database read does not
 * give working links. Deleted when used; useless after `expires_at`.
 */
export const downloadTokens = pgTable(
  'download_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    digitalFileId: integer('digital_file_id')
      .notNull()
      .references(() => digitalFiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('download_tokens_expires_idx').on(t.expiresAt)],
);
