import { object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { ref } from '../openapi/schemas/common';
import { findTypes } from '../services/type/find-types';
import { getType } from '../services/type/get-type';

const keyParam = object({ slug: string().required().max(200).meta({ description: 'Slug or numeric id' }) });

export const typeRoutes = [
  defineRoute({
    method: 'get',
    path: '/types',
    tag: 'Catalogue',
    summary: 'List product types (plain array)',
    description:
      'Searchable: name (like), slug, language. Sortable: position (default), name, created_at, updated_at, id.',
    query: listQuerySchema.pick([
      'search',
      'searchJoin',
      'searchFields',
      'orderBy',
      'sortedBy',
      'with',
      'filter',
      'limit',
    ]),
    response: {
      description: 'Every type, with banners and promotional sliders',
      schema: { type: 'array', items: ref('Type') },
    },
    cacheSeconds: 60,
    handler: async ({ query, deps, language }) =>
      new RawJson(await findTypes({ database: deps.database, params: toListParams(query), language })),
  }),
  defineRoute({
    method: 'get',
    path: '/types/{slug}',
    tag: 'Catalogue',
    summary: 'One product type by slug or id',
    params: keyParam,
    query: listQuerySchema.pick(['with', 'filter']),
    response: { description: 'The type with its banners', schema: ref('Type') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(await getType({ database: deps.database, key: params.slug, params: toListParams(query), language })),
  }),
];
