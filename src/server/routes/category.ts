import { number, object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { ref, page } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { findCategories } from '../services/category/find-categories';
import { getCategory } from '../services/category/get-category';

const keyParam = object({ slug: string().required().max(200).meta({ description: 'Slug or numeric id' }) });

const listQuery = listQuerySchema.shape({
  type: string().trim().max(200).meta({ description: 'Only categories of this type (type slug)' }),
  parent: string()
    .trim()
    .lowercase()
    .matches(/^(null|all|\d{1,9})$/, 'parent must be a category id, "null" (top level only) or "all"')
    .meta({ description: 'A parent category id; "null" lists top-level categories; "all" (or absent) any' }),
  self: number()
    .typeError('self must be a category id')
    .integer('self must be a category id')
    .min(1, 'self must be a category id')
    .max(999_999_999, 'self must be a category id')
    .meta({ description: 'Leave out the category with this id' }),
});

/** `parent` as the service wants it: undefined = any, null = top level, a number = children of that id. */
function parentFilter(parent: string | undefined): number | null | undefined {
  if (parent === undefined || parent === 'all') return undefined;
  return parent === 'null' ? null : Number(parent);
}

export const categoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/categories',
    tag: 'Catalogue',
    summary: 'List categories (paginated, helper envelope without links)',
    description:
      'Plain filters: type (type slug), parent (id, "null" or "all"), self (id to exclude). ' +
      'Searchable: name (like; also the translated name), parent (id or null), language, type.slug (in), slug. ' +
      'Sortable: position (default), name, created_at, updated_at, id, products_count. Limit: default 15, max 1000.',
    query: listQuery,
    response: {
      description: 'One page of categories, each with parent, type and direct children',
      schema: page(ref('Category'), 'helper'),
    },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(
        await findCategories({
          database: deps.database,
          params: toListParams(query),
          filters: { type: query.type || undefined, parent: parentFilter(query.parent), self: query.self },
          language,
          url,
        }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/categories/{slug}',
    tag: 'Catalogue',
    summary: 'One category by slug or id',
    params: keyParam,
    query: listQuerySchema.pick(['with', 'filter']),
    response: { description: 'The category with its parent, type and direct children', schema: ref('Category') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(
        await getCategory({ database: deps.database, key: params.slug, params: toListParams(query), language }),
      ),
  }),
];
