import { number, object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { findNearbyShops } from '../services/shop/find-nearby-shops';
import { findShops } from '../services/shop/find-shops';
import { getShop } from '../services/shop/get-shop';

const keyParam = object({ slug: string().required().max(200).meta({ description: 'Slug or numeric id' }) });

const coordinate = (name: 'lat' | 'lng', bound: number) =>
  number()
    .typeError(`${name} must be a number`)
    .required(`${name} is required`)
    .min(-bound, `${name} must be between -${bound} and ${bound}`)
    .max(bound, `${name} must be between -${bound} and ${bound}`)
    .meta({ description: name === 'lat' ? 'Latitude in degrees' : 'Longitude in degrees' });

const point = { lat: coordinate('lat', 90), lng: coordinate('lng', 180) };
const nearbyLimit = listQuerySchema.pick(['limit']);

const NEARBY_DESCRIPTION =
  'Active shops within the maximum distance of the point, nearest first, as a plain array. Each has `distance` ' +
  '(great-circle km, two decimals), `lat` and `lng`. The maximum is MAX_SHOP_DISTANCE_KM when set, else ' +
  'settings.maxShopDistance (km, default 1000). `limit`: default 50, values above 100 are lowered to 100.';

const nearbyResponse = {
  description: 'Nearby active shops, nearest first',
  schema: { type: 'array', items: ref('NearbyShop') },
};

export const shopRoutes = [
  defineRoute({
    method: 'get',
    path: '/shops',
    tag: 'Shops',
    summary: 'List active shops (Laravel paginator)',
    description:
      'Only active shops are ever listed (search=is_active:0 gives an empty page). Searchable: name (like, ' +
      'any language; free text), is_active, slug (= or in), categories.slug (shops selling published products ' +
      'in those categories; in), users.name / owner.name (owner name, like). Sortable: created_at (default, ' +
      'newest first), updated_at, name, id, products_count, orders_count (orders placed with the shop). ' +
      'Relations (with): owner, categories.',
    query: listQuerySchema,
    response: { description: 'A page of active shops with owner and counts', schema: page(ref('Shop'), 'laravel') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(await findShops({ database: deps.database, params: toListParams(query), language, url })),
  }),
  defineRoute({
    method: 'get',
    path: '/shops/{slug}',
    tag: 'Shops',
    summary: 'One active shop by slug or id',
    description: 'Inactive shops answer 404. Adds the categories of the shop’s published products.',
    params: keyParam,
    query: listQuerySchema.pick(['with', 'filter']),
    response: { description: 'The shop with owner, counts and categories', schema: ref('ShopDetail') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(await getShop({ database: deps.database, key: params.slug, params: toListParams(query), language })),
  }),
  defineRoute({
    method: 'get',
    path: '/near-by-shop/{lat}/{lng}',
    tag: 'Shops',
    summary: 'Active shops near a point (plain array)',
    description: NEARBY_DESCRIPTION,
    params: object(point),
    query: nearbyLimit,
    response: nearbyResponse,
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(
        await findNearbyShops({
          database: deps.database,
          lat: params.lat,
          lng: params.lng,
          limit: query.limit,
          language,
        }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/near-by-shop',
    tag: 'Shops',
    summary: 'Active shops near a point given as query parameters (plain array)',
    description: `${NEARBY_DESCRIPTION} Same answer as /near-by-shop/{lat}/{lng}.`,
    query: nearbyLimit.shape(point),
    response: nearbyResponse,
    cacheSeconds: 60,
    handler: async ({ query, deps, language }) =>
      new RawJson(
        await findNearbyShops({
          database: deps.database,
          lat: query.lat,
          lng: query.lng,
          limit: query.limit,
          language,
        }),
      ),
  }),
];
