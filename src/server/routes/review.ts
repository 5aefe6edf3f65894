import { object } from 'yup';
import { defineRoute, RawJson } from '../http/route';
import { listQuerySchema, toListParams } from '../query/list-params';
import { page, ref } from '../openapi/schemas/common';
import { withMyFeedback } from '../services/feedback/my-feedback';
import { findReviews } from '../services/review/find-reviews';
import { getReview } from '../services/review/get-review';
import { createReview } from '../services/review/create-review';
import { updateReview } from '../services/review/update-review';
import { createReviewSchema, REVIEW_LIMITS, updateReviewSchema } from '@/shared/validation/review';
import { idSchema } from '../services/shared/id-schema';

const listQuery = listQuerySchema.shape({
  product_id: idSchema('product_id').meta({ description: 'Only reviews of this product (the shop sends it)' }),
});

const writeRules =
  `rating is a whole number from ${REVIEW_LIMITS.minRating} to ${REVIEW_LIMITS.maxRating}; comment is required, at most ` +
  `${REVIEW_LIMITS.maxCommentLength} characters; photos are at most ${REVIEW_LIMITS.maxPhotos} of the caller's own ` +
  'uploads, exactly as POST /attachments answered them. With settings.isProductReview off: 403. Rate limited.';

export const reviewRoutes = [
  defineRoute({
    method: 'post',
    path: '/reviews',
    tag: 'Engagement',
    summary: 'Review a product of one of the shopper’s own completed (or refunded) orders',
    description:
      'order_id is the shopper’s order (the parent, or one of its shop orders) holding a line of product_id ' +
      '(and variation_option_id, when given) sold by shop_id. Someone else’s or a missing order: 404. A line not ' +
      'in the order, or an order not completed or refunded: 422. One review per shopper, order, product, shop and ' +
      'variation: a second one answers 409 (update it with PUT instead). The product’s ratings and total_reviews ' +
      `follow. ${writeRules}`,
    auth: 'required',
    body: createReviewSchema,
    rateLimit: { bucket: 'review' },
    invalidatesCache: true,
    errors: [401, 403, 409],
    response: { status: 201, description: 'The review, with its author', schema: ref('Review') },
    handler: async ({ body, deps, user, language }) =>
      new RawJson(
        await createReview({
          database: deps.database,
          userId: user!.id,
          input: { ...body, photos: body.photos ?? [] },
          language,
        }),
        201,
      ),
  }),
  defineRoute({
    method: 'put',
    path: '/reviews/{id}',
    tag: 'Engagement',
    summary: 'Change one’s own review',
    description: `Its author only: someone else’s review answers 403, a missing one 404. ${writeRules}`,
    auth: 'required',
    params: object({ id: idSchema('id').required('id is required').meta({ description: 'Review id' }) }),
    body: updateReviewSchema,
    rateLimit: { bucket: 'review' },
    invalidatesCache: true,
    errors: [401, 403],
    response: { description: 'The review, with its author', schema: ref('Review') },
    handler: async ({ params, body, deps, user, language }) =>
      new RawJson(
        await updateReview({
          database: deps.database,
          userId: user!.id,
          id: params.id!,
          input: { ...body, photos: body.photos ?? [] },
          language,
        }),
      ),
  }),
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
