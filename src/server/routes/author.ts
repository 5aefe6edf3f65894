import { object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { findAuthors } from '../services/author/find-authors';
import { findTopAuthors } from '../services/author/find-top-authors';
import { getAuthor } from '../services/author/get-author';

const keyParam = object({ slug: string().required().max(200).meta({ description: 'Slug or numeric id' }) });

export const authorRoutes = [
  defineRoute({
    method: 'get',
    path: '/authors',
    tag: 'Authors',
    summary: 'List approved authors (paginated)',
    description:
      'Searchable: name (like; also a bare search value), slug, is_approved, language. ' +
      'Sortable: name, created_at (default, newest first), id, products_count. Default limit 15, at most 100.',
    query: listQuerySchema,
    response: { description: 'One page of authors', schema: page(ref('Author'), 'laravel') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(await findAuthors({ database: deps.database, params: toListParams(query), language, url })),
  }),
  defineRoute({
    method: 'get',
    path: '/authors/{slug}',
    tag: 'Authors',
    summary: 'One approved author by slug or id',
    params: keyParam,
    query: listQuerySchema.pick(['filter']),
    response: { description: 'The author', schema: ref('Author') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(
        await getAuthor({ database: deps.database, key: params.slug, params: toListParams(query), language }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/top-authors',
    tag: 'Authors',
    summary: 'Authors with the most published products (plain array)',
    description: 'Ordered by published product count, then name. Default limit 10, at most 50.',
    query: listQuerySchema.pick(['limit', 'filter']),
    response: { description: 'The top authors', schema: { type: 'array', items: ref('Author') } },
    cacheSeconds: 60,
    handler: async ({ query, deps, language }) =>
      new RawJson(await findTopAuthors({ database: deps.database, params: toListParams(query), language })),
  }),
];
