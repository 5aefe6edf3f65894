import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { findCoupons } from '../services/coupon/find-coupons';

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
];
