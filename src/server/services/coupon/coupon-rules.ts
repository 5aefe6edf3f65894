import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CouponType } from '../../db/schema';

/** A coupon as the rules need it; amount in cents (fixed) or basis points (percentage), as order-money reads it. */
export interface CouponRow {
  id: number;
  type: CouponType;
  amount: number;
  minimum_cart_amount_cents: number;
  active: boolean;
}

/** The provider's message codes (CONTRACT §6 step 2), without the notice domain. */
export type CouponProblem = 'INVALID_COUPON_CODE' | 'COUPON_CODE_IS_NOT_APPLICABLE' | 'ALREADY_FREE_SHIPPING_ACTIVATED';

const columns = sql`id, type, amount, minimum_cart_amount_cents, (active_from <= now() and now() <= expire_at) as active`;

/** By code, compared without regard to case (codes are printed in capitals, typed in any case). */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const result = (await db.execute(
    sql`select ${columns} from coupons where lower(code) = lower(${code}) order by id limit 1`,
  )) as unknown as { rows: CouponRow[] };
  return result.rows[0] ?? null;
}

export async function findCouponById(db: Db, id: number): Promise<CouponRow | null> {
  const result = (await db.execute(sql`select ${columns} from coupons where id = ${id}`)) as unknown as {
    rows: CouponRow[];
  };
  return result.rows[0] ?? null;
}

/**
 * Why a coupon does not apply to a sub total (CONTRACT §6 step 2, §10), or null when it does: unknown, expired or
 * not yet active; below its minimum cart amount; or a free-shipping coupon while the shop already ships free.
 */
export function couponProblem(
  coupon: CouponRow | null,
  subTotalCents: number,
  shopShipsFree: boolean,
): CouponProblem | null {
  if (!coupon || !coupon.active) return 'INVALID_COUPON_CODE';
  if (subTotalCents < coupon.minimum_cart_amount_cents) return 'COUPON_CODE_IS_NOT_APPLICABLE';
  if (coupon.type === 'free_shipping' && shopShipsFree) return 'ALREADY_FREE_SHIPPING_ACTIVATED';
  return null;
}
