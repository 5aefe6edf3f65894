import { number } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { findStoreNotices } from '../services/store-notice/find-store-notices';

const shopId = number()
  .typeError('shop_id must be a whole number')
  .integer('shop_id must be a whole number')
  .min(1, 'shop_id must be 1 or more')
  .max(2_147_483_647, 'shop_id is too large')
  .meta({ description: 'Only notices shown on this shop’s page (its own and those for every shop)' });

export const storeNoticeRoutes = [
  defineRoute({
    method: 'get',
    path: '/store-notices',
    tag: 'Shops',
    summary: 'Store notices in effect now (Laravel paginator)',
    description:
      'Notices whose effective_from has passed and that have not expired, of active shops; a notice without ' +
      'a shop applies to every shop and is included in shop filters. Searchable: shop_id (= or in), shops.slug ' +
      '(= or in; the shop sends search=shops.slug:<slug>), priority (in or =), notice (like, any language; ' +
      'free text). Sortable: priority (default: high → medium → low, then newest effective_from), ' +
      'effective_from, expired_at, created_at, id. is_read is always false for anonymous callers.',
    query: listQuerySchema.shape({ shop_id: shopId }),
    response: { description: 'A page of store notices', schema: page(ref('StoreNotice'), 'laravel') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(
        await findStoreNotices({
          database: deps.database,
          params: toListParams(query),
          language,
          url,
          shopId: query.shop_id,
        }),
      ),
  }),
];
