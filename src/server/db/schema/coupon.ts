import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, image, translations, updatedAt } from './common';

export type CouponType = 'fixed' | 'percentage' | 'free_shipping';

/**
 * `amount` is in minor units: cents for `fixed`, hundredths of a percent for `percentage`
 * (1250 = 12.5 %), 0 for `free_shipping`. `minimumCartAmountCents` is in cents.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    description: text('description'),
    image: image(),
    type: text('type').$type<CouponType>().notNull(),
    amount: integer('amount').notNull().default(0),
    minimumCartAmountCents: integer('minimum_cart_amount_cents').notNull().default(0),
    activeFrom: timestamp('active_from', { withTimezone: true, mode: 'date' }).notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true, mode: 'date' }).notNull(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coupons_created_idx').on(t.createdAt),
    index('coupons_expire_idx').on(t.expireAt),
    index('coupons_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
  ],
);
