import { object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { findTerms } from '../services/terms/find-terms';
import { getTerms } from '../services/terms/get-terms';

const keyParam = object({ id: string().required().max(200).meta({ description: 'Numeric id or slug' }) });

export const termsRoutes = [
  defineRoute({
    method: 'get',
    path: '/terms-and-conditions',
    tag: 'Content',
    summary: 'Approved terms and conditions (Laravel paginator)',
    description:
      'Only approved sections. Searchable: title (like, any language; also a bare search value), description ' +
      '(like), type (global or shop), issued_by, shop_id, slug, language. Sortable: position (default), ' +
      'created_at, updated_at, id. Default limit 15, at most 100.',
    query: listQuerySchema,
    response: { description: 'A page of terms', schema: ref('TermsAndConditionsPage') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(await findTerms({ database: deps.database, params: toListParams(query), language, url })),
  }),
  defineRoute({
    method: 'get',
    path: '/terms-and-conditions/{id}',
    tag: 'Content',
    summary: 'One approved terms section by id or slug',
    params: keyParam,
    query: listQuerySchema.pick(['filter']),
    response: { description: 'The section', schema: ref('TermsAndConditions') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(await getTerms({ database: deps.database, key: params.id, params: toListParams(query), language })),
  }),
];
