import { object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { page, ref } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { findTags } from '../services/tag/find-tags';
import { getTag } from '../services/tag/get-tag';

const keyParam = object({ slug: string().required().max(200).meta({ description: 'Slug or numeric id' }) });

export const tagRoutes = [
  defineRoute({
    method: 'get',
    path: '/tags',
    tag: 'Catalogue',
    summary: 'List tags (Laravel paginator)',
    description:
      'Plain filter: type (type slug). Searchable: name (like; also the translated name), slug, type.slug (in), ' +
      'language. Sortable: name (default), created_at, updated_at, id. Limit: default 15, max 100.',
    query: listQuerySchema.shape({
      type: string().trim().max(200).meta({ description: 'Only tags of this type (type slug)' }),
    }),
    response: { description: 'One page of tags', schema: page(ref('Tag'), 'laravel') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(
        await findTags({
          database: deps.database,
          params: toListParams(query),
          type: query.type || undefined,
          language,
          url,
        }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/tags/{slug}',
    tag: 'Catalogue',
    summary: 'One tag by slug or id',
    params: keyParam,
    query: listQuerySchema.pick(['with', 'filter']),
    response: { description: 'The tag with its type', schema: ref('Tag') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(await getTag({ database: deps.database, key: params.slug, params: toListParams(query), language })),
  }),
];
