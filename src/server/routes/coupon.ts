import { verifyCouponSchema } from '@/shared/validation/checkout';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { findCoupons } from '../services/coupon/find-coupons';
import { verifyCoupon } from '../services/coupon/verify-coupon';

export const couponRoutes = [
  defineRoute({
    method: 'get',
    path: '/coupons',
    tag: 'Engagement',
    summary: 'List coupons (paginated)',
    description:
      'Current, expired and upcoming coupons; `is_valid` says whether one can be used now. ' +
      'Searchable: code (like; also free text), type (in: fixed, percentage, free_shipping), language. ' +
      'Sortable: created_at (default, newest first), expire_at, code, id.',
    query: listQuerySchema,
    response: { description: 'A page of coupons', schema: page(ref('Coupon'), 'laravel') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(await findCoupons({ database: deps.database, params: toListParams(query), language, url })),
  }),
  defineRoute({
    method: 'post',
    path: '/coupons/verify',
    tag: 'Checkout',
    summary: 'Check a coupon code against a sub total (CONTRACT §6 step 2)',
    description:
      'is_valid true with the coupon when the code exists, now is between active_from and expire_at, and sub_total ' +
      '≥ minimum_cart_amount. Otherwise is_valid false with message PICKBAZAR_ERROR.COUPON_CODE_IS_NOT_APPLICABLE ' +
      '(below the minimum), PICKBAZAR_ERROR.ALREADY_FREE_SHIPPING_ACTIVATED (a free-shipping coupon while the ' +
      'shop’s free shipping already applies to this sub total) or PICKBAZAR_ERROR.INVALID_COUPON_CODE (unknown, ' +
      'expired or not yet active; codes are compared without regard to case). Rate limited per client address.',
    body: verifyCouponSchema,
    rateLimit: { bucket: 'coupon-verify', limit: 'couponVerifyPerAddress' },
    response: { description: 'Whether the coupon applies', schema: ref('CouponVerification') },
    handler: async ({ body, deps, language }) =>
      verifyCoupon({ database: deps.database, code: body.code, subTotal: body.sub_total, language }),
  }),
];
