import { questionSchema } from '@/shared/validation/community';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { withMyFeedback } from '../services/feedback/my-feedback';
import { createQuestion } from '../services/question/create-question';
import { findQuestions } from '../services/question/find-questions';
import { idSchema } from '../services/shared/id-schema';

const listQuery = listQuerySchema.shape({
  product_id: idSchema('product_id').meta({ description: 'Only questions about this product' }),
  shop_id: idSchema('shop_id').meta({ description: 'Only questions about this shop’s products' }),
});

export const questionRoutes = [
  defineRoute({
    method: 'get',
    path: '/questions',
    tag: 'Engagement',
    summary: 'List answered product questions (paginated)',
    description:
      'Only answered questions are public (the provider’s answer=null is ignored). ' +
      'Searchable: question (like; also free text), product_id, shop_id. ' +
      'Sortable: created_at (default, newest first), positive_feedbacks_count, id. ' +
      'Relations: user (id, name), product (id, name, slug, image).',
    query: listQuery,
    response: { description: 'A page of answered questions', schema: page(ref('Question'), 'laravel') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(
        await findQuestions({
          database: deps.database,
          params: toListParams(query),
          language,
          url,
          productId: query.product_id,
          shopId: query.shop_id,
        }),
      ),
    personal: ({ answer, user, deps }) =>
      withMyFeedback(answer, { database: deps.database, userId: user.id, modelType: 'Question' }),
  }),
  defineRoute({
    method: 'post',
    path: '/questions',
    tag: 'Engagement',
    summary: 'Ask a question about a product',
    description:
      'The product must be published and shop_id its shop (else 404 / 422). At most settings.maximumQuestionLimit ' +
      '(default 5) questions per shopper, product and shop: one more answers 422 ' +
      'PICKBAZAR_ERROR.MAXIMUM_QUESTION_LIMIT_EXCEEDED, also when sent at the same moment. The question stays private ' +
      '(GET /my-questions) until the shop answers it.',
    body: questionSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'question', limit: 'questionPerAddress' },
    response: { status: 201, description: 'The new question', schema: ref('MyQuestion') },
    handler: async ({ body, deps, user, language }) =>
      createQuestion({ database: deps.database, user: user!, input: body, language }),
  }),
];
