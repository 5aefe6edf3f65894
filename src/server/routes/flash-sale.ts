import { object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { findFlashSaleProducts } from '../services/flash-sale/find-flash-sale-products';
import { findFlashSales } from '../services/flash-sale/find-flash-sales';
import { getFlashSale } from '../services/flash-sale/get-flash-sale';

const slug = string()
  .trim()
  .max(200, 'slug is longer than 200 characters')
  .meta({ description: 'Slug (or numeric id in the path) of a running campaign' });

export const flashSaleRoutes = [
  defineRoute({
    method: 'get',
    path: '/flash-sale',
    tag: 'Flash sales',
    summary: 'Flash-sale campaigns running now (Laravel paginator)',
    description:
      'Only campaigns with sale_status on and start_date ≤ now < end_date. Searchable: title (like, any ' +
      'language; also a bare search value), slug, type, type.slug (campaigns with products of that product ' +
      'type), language. Sortable: end_date (default, ending soonest first), start_date, created_at, title, id. ' +
      'Relation: products (up to 12, at campaign prices). Default limit 15, at most 100.',
    query: listQuerySchema,
    response: { description: 'A page of campaigns', schema: ref('FlashSalePage') },
    cacheSeconds: 30,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(await findFlashSales({ database: deps.database, params: toListParams(query), language, url })),
  }),
  defineRoute({
    method: 'get',
    path: '/flash-sale/{slug}',
    tag: 'Flash sales',
    summary: 'One running campaign by slug or id',
    description: 'An ended, future or switched-off campaign answers 404 like an unknown one.',
    params: object({ slug: slug.required('slug is required') }),
    query: listQuerySchema.pick(['with', 'filter']),
    response: { description: 'The campaign', schema: ref('FlashSale') },
    cacheSeconds: 30,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(
        await getFlashSale({ database: deps.database, key: params.slug, params: toListParams(query), language }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/products-by-flash-sale',
    tag: 'Flash sales',
    summary: 'Products of a running campaign, at their campaign prices (product list envelope)',
    description:
      'The products list (same search grammar, sorts and relations as GET /products) narrowed to the ' +
      'campaign; sale_price is the price checkout charges. 404 when the campaign is unknown or not running. ' +
      'Paged like GET /products: total exact up to 1,000 (total_exact), next_cursor continues the list.',
    query: listQuerySchema.shape({
      slug: slug.required('slug is required'),
      cursor: string().max(2000, 'cursor is longer than 2000 characters').meta({
        description: 'Where the next page starts: next_cursor of the page before (also inside next_page_url).',
      }),
    }),
    response: { description: 'A page of products', schema: ref('ProductPage') },
    cacheSeconds: 30,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(
        await findFlashSaleProducts({
          database: deps.database,
          slug: query.slug,
          params: toListParams(query),
          cursor: query.cursor,
          language,
          url,
        }),
      ),
  }),
];
