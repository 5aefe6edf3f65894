import { sql } from 'drizzle-orm';
import { toMinorUnits } from '@/shared/money';
import { serverEnv } from '@/config/env';
import type { Database } from '../../db/client';
import { listParams } from '../../query/list-params';
import { runGet } from '../../query/run-list';
import { loadCheckoutSettings } from '../checkout/checkout-settings';
import { couponProblem, findCouponByCode } from './coupon-rules';
import { couponResource } from './coupon-resource';

/**
 * POST /coupons/verify: whether `code` applies to `subTotal` (CONTRACT §6 step 2). An unknown code and an
 * expired one answer alike, so the answer tells a guesser nothing more than "not a usable code".
 */
export async function verifyCoupon(options: { database: Database; code: string; subTotal: number; language: string }) {
  const db = options.database.db;
  const subTotalCents = toMinorUnits(options.subTotal);
  const settings = await loadCheckoutSettings(db, options.language);
  const coupon = await findCouponByCode(db, options.code);
  const shopShipsFree = settings.freeShipping && subTotalCents >= settings.freeShippingAmountCents;
  const problem = couponProblem(coupon, subTotalCents, shopShipsFree);
  if (problem || !coupon) {
    return { is_valid: false, coupon: null, message: `${serverEnv().noticeDomain}ERROR.${problem}` };
  }
  const row = await runGet({
    database: options.database,
    resource: couponResource,
    params: listParams(),
    ctx: { language: options.language },
    match: sql`c.id = ${coupon.id}`,
  });
  return { is_valid: true, coupon: JSON.parse(row!) as unknown };
}
