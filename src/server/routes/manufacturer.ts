import { object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { findManufacturers } from '../services/manufacturer/find-manufacturers';
import { findTopManufacturers } from '../services/manufacturer/find-top-manufacturers';
import { getManufacturer } from '../services/manufacturer/get-manufacturer';

const keyParam = object({ slug: string().required().max(200).meta({ description: 'Slug or numeric id' }) });
const typeParam = object({
  type: string().trim().max(200).meta({ description: 'Only manufacturers of the product type with this slug' }),
});

export const manufacturerRoutes = [
  defineRoute({
    method: 'get',
    path: '/manufacturers',
    tag: 'Manufacturers',
    summary: 'List approved manufacturers and publishers (paginated)',
    description:
      'Searchable: name (like; also a bare search value), slug, is_approved, type.slug (in), concern.slug (in), ' +
      'language. Sortable: name, created_at (default, newest first), id, products_count. Default limit 15, at most 100.',
    query: listQuerySchema.concat(typeParam),
    response: { description: 'One page of manufacturers', schema: page(ref('Manufacturer'), 'laravel') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(
        await findManufacturers({
          database: deps.database,
          params: toListParams(query),
          language,
          url,
          type: query.type || undefined,
        }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/manufacturers/{slug}',
    tag: 'Manufacturers',
    summary: 'One approved manufacturer by slug or id',
    params: keyParam,
    query: listQuerySchema.pick(['with', 'filter']),
    response: { description: 'The manufacturer with its type and concern', schema: ref('Manufacturer') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(
        await getManufacturer({ database: deps.database, key: params.slug, params: toListParams(query), language }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/top-manufacturers',
    tag: 'Manufacturers',
    summary: 'Manufacturers with the most published products (plain array)',
    description: 'Ordered by published product count, then name. Default limit 10, at most 50.',
    query: listQuerySchema.pick(['limit', 'with', 'filter']).concat(typeParam),
    response: { description: 'The top manufacturers', schema: { type: 'array', items: ref('Manufacturer') } },
    cacheSeconds: 60,
    handler: async ({ query, deps, language }) =>
      new RawJson(
        await findTopManufacturers({
          database: deps.database,
          params: toListParams(query),
          language,
          type: query.type || undefined,
        }),
      ),
  }),
];
