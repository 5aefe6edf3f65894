import { object } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { withMyFeedback } from '../services/feedback/my-feedback';
import { findReviews } from '../services/review/find-reviews';
import { getReview } from '../services/review/get-review';
import { idSchema } from '../services/shared/id-schema';

const listQuery = listQuerySchema.shape({
  product_id: idSchema('product_id').meta({ description: 'Only reviews of this product (the shop sends it)' }),
});

export const reviewRoutes = [
  defineRoute({
    method: 'get',
    path: '/reviews',
    tag: 'Engagement',
    summary: 'List reviews of published products (paginated)',
    description:
      'Searchable: rating (=, in), product_id, shop_id. Sortable: created_at (default, newest first), rating, ' +
      'positive_feedbacks_count, id. Relations: user (id, name, avatar), product (id, name, slug, image).',
    query: listQuery,
    response: { description: 'A page of reviews', schema: page(ref('Review'), 'laravel') },
    cacheSeconds: 60,
    handler: async ({ query, deps, language, url }) =>
      new RawJson(
        await findReviews({
          database: deps.database,
          params: toListParams(query),
          language,
          url,
          productId: query.product_id,
        }),
      ),
    personal: ({ answer, user, deps }) =>
      withMyFeedback(answer, { database: deps.database, userId: user.id, modelType: 'Review' }),
  }),
  defineRoute({
    method: 'get',
    path: '/reviews/{id}',
    tag: 'Engagement',
    summary: 'One review by id',
    params: object({ id: idSchema('id').required('id is required').meta({ description: 'Review id' }) }),
    query: listQuerySchema.pick(['with', 'filter']),
    response: { description: 'The review', schema: ref('Review') },
    cacheSeconds: 60,
    handler: async ({ params, query, deps, language }) =>
      new RawJson(await getReview({ database: deps.database, id: params.id, params: toListParams(query), language })),
    personal: ({ answer, user, deps }) =>
      withMyFeedback(answer, { database: deps.database, userId: user.id, modelType: 'Review' }),
  }),
];
