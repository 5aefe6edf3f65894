import { object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { findConcerns } from '../services/concern/find-concerns';
import { findTopConcerns } from '../services/concern/find-top-concerns';
import { getConcern } from '../services/concern/get-concern';

const keyParam = object({ slug: string().required().max(200).meta({ description: 'Slug or numeric id' }) });

export const concernRoutes = [
  defineRoute({
    method: 'get',
    path: '/concerns',
    tag: 'Concerns',
    summary: 'List concerns, the company groups owning manufacturers (paginated)',
    description:
      'Searchable: name (like; also a bare search value), slug, language. Sortable: name, created_at (default, ' +
      'newest first), id, products_count, manufacturers_count. Relation: manufacturers. Default limit 15, at most 100.',
    query: listQuerySchema,
    response: { description: 'One page of concerns', schema: page(ref('Concern'), 'laravel') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(await findConcerns({ database: deps.database, params: toListParams(query), language, url })),
  }),
  defineRoute({
    method: 'get',
    path: '/concerns/{slug}',
    tag: 'Concerns',
    summary: 'One concern by slug or id, with its manufacturers',
    params: keyParam,
    query: listQuerySchema.pick(['with', 'filter']),
    response: { description: 'The concern and its approved manufacturers', schema: ref('ConcernDetail') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(
        await getConcern({ database: deps.database, key: params.slug, params: toListParams(query), language }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/top-concerns',
    tag: 'Concerns',
    summary: 'Concerns with the most published products (plain array)',
    description: 'Ordered by published product count, then name. Default limit 10, at most 50.',
    query: listQuerySchema.pick(['limit', 'with', 'filter']),
    response: { description: 'The top concerns', schema: { type: 'array', items: ref('Concern') } },
    cacheSeconds: 60,
    handler: async ({ query, deps, language }) =>
      new RawJson(await findTopConcerns({ database: deps.database, params: toListParams(query), language })),
  }),
];
