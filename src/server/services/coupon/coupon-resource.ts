import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, money, timestamp, tr } from '../../query/sql-json';
import { languageField, languagePairs, timestampPairs } from '../shared/fields';

/**
 * The stored amount is in minor units (see db/schema/coupon.ts): cents for `fixed`, hundredths of a percent
 * for `percentage`. Both travel as numbers with two decimals; free shipping has no amount of its own.
 */
const amount = sql`case when c.type = 'free_shipping' then 0::numeric else round(c.amount / 100.0, 2) end`;

/** Valid right now; expired and not-yet-active coupons are still listed so /offers can tell them apart. */
const isValid = sql`(c.active_from <= now() and now() <= c.expire_at)`;

/** Discount coupons shown on /offers: CONTRACT §4 Coupon. */
export const couponResource: Resource = {
  name: 'coupon',
  from: sql`coupons c`,
  alias: 'c',
  searchable: {
    code: { kind: 'text', ops: ['like', '=', 'in'], column: sql`c.code`, freeText: true },
    type: { kind: 'text', ops: ['in', '='], column: sql`c.type` },
    language: languageField('c'),
  },
  sortable: {
    created_at: sql`c.created_at`,
    expire_at: sql`c.expire_at`,
    code: sql`c.code`,
    id: sql`c.id`,
  },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: ({ language }) => [
    ['id', col('c', 'id')],
    ['code', col('c', 'code')],
    ['description', tr('c', 'description', language)],
    ['image', col('c', 'image')],
    ['type', col('c', 'type')],
    ['amount', amount],
    ['minimum_cart_amount', money(col('c', 'minimum_cart_amount_cents'))],
    ['active_from', timestamp(col('c', 'active_from'))],
    ['expire_at', timestamp(col('c', 'expire_at'))],
    ['is_valid', isValid],
    ...languagePairs('c', language),
    ...timestampPairs('c'),
  ],
  relations: {},
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
