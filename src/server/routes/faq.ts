import { object, string } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { findFaqs } from '../services/faq/find-faqs';
import { getFaq } from '../services/faq/get-faq';

const keyParam = object({ id: string().required().max(200).meta({ description: 'Numeric id or slug' }) });

export const faqRoutes = [
  defineRoute({
    method: 'get',
    path: '/faqs',
    tag: 'Content',
    summary: 'Frequently asked questions (Laravel paginator)',
    description:
      'Searchable: faq_title (like, any language; also a bare search value), faq_description (like), faq_type ' +
      '(global or shop; = or in), issued_by, shop_id (= or in), slug, language. Sortable: position (default, ' +
      'the help page order), created_at, updated_at, id. Default limit 15, at most 100.',
    query: listQuerySchema,
    response: { description: 'A page of FAQs', schema: ref('FaqPage') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(await findFaqs({ database: deps.database, params: toListParams(query), language, url })),
  }),
  defineRoute({
    method: 'get',
    path: '/faqs/{id}',
    tag: 'Content',
    summary: 'One FAQ by id or slug',
    params: keyParam,
    query: listQuerySchema.pick(['filter']),
    response: { description: 'The FAQ', schema: ref('Faq') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(await getFaq({ database: deps.database, key: params.id, params: toListParams(query), language })),
  }),
];
