import { object, string } from 'yup';
import { abuseReportSchema, feedbackSchema, wishlistToggleSchema } from '@/shared/validation/community';
import { defineRoute, RawJson } from '../http/route';
import { page, ref } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { createAbusiveReport } from '../services/abusive-report/create-abusive-report';
import { findMyReports } from '../services/abusive-report/find-my-reports';
import { giveFeedback } from '../services/feedback/give-feedback';
import { withMyFeedback } from '../services/feedback/my-feedback';
import { findMyQuestions } from '../services/question/find-my-questions';
import { idSchema } from '../services/shared/id-schema';
import { findMyWishlists } from '../services/wishlist/find-my-wishlists';
import { isInWishlist, wishlistedAmong } from '../services/wishlist/in-wishlist';
import { removeFromWishlist } from '../services/wishlist/remove-from-wishlist';
import { toggleWishlist } from '../services/wishlist/toggle-wishlist';

const TAG = 'Community';
const productParam = object({
  product_id: idSchema('product_id').required('product_id is required').meta({ description: 'Product id' }),
});
/** At most this many products per in_wishlist question (a page of cards). */
const MAX_WISHLIST_LOOKUP = 100;
const productIdsQuery = object({
  product_ids: string()
    .required('product_ids is required')
    .matches(/^\d{1,10}(,\d{1,10})*$/, 'product_ids must be product ids separated by commas, e.g. 12,15,40')
    .test(
      'count',
      `product_ids may name at most ${MAX_WISHLIST_LOOKUP} products`,
      (value) => !value || value.split(',').length <= MAX_WISHLIST_LOOKUP,
    )
    .meta({ description: `Product ids separated by commas (at most ${MAX_WISHLIST_LOOKUP})` }),
});
const ownListQuery = listQuerySchema.pick(['with', 'limit', 'page', 'orderBy', 'sortedBy']);
const WRITE = { bucket: 'community-write' };

export const communityRoutes = [
  defineRoute({
    method: 'post',
    path: '/wishlists/toggle',
    tag: TAG,
    summary: 'Add a product to the wishlist, or take it out again',
    description:
      'Answers the bare boolean true (now in the wishlist) or false (taken out), as the provider does. Only ' +
      'published products of active shops can be added (else 404); one that is already saved can always be taken out.',
    body: wishlistToggleSchema,
    auth: 'required',
    errors: [401],
    rateLimit: WRITE,
    response: { description: 'Whether the product is now in the wishlist', schema: { type: 'boolean' } },
    handler: async ({ body, deps, user }) =>
      toggleWishlist({ database: deps.database, user: user!, productId: body.product_id }),
  }),
  defineRoute({
    method: 'get',
    path: '/wishlists/in_wishlist/{product_id}',
    tag: TAG,
    summary: 'Whether a product is in the signed-in shopper’s wishlist (bare boolean)',
    params: productParam,
    auth: 'required',
    errors: [401],
    response: { description: 'true or false', schema: { type: 'boolean' } },
    handler: async ({ params, deps, user }) =>
      isInWishlist({ database: deps.database, userId: user!.id, productId: params.product_id }),
  }),
  defineRoute({
    method: 'get',
    path: '/wishlists/in_wishlist',
    tag: TAG,
    summary: 'Which of several products are in the signed-in shopper’s wishlist (one question for a page of cards)',
    description:
      'The ids among product_ids that are in the wishlist, ascending; the others are not. Our extension beside the ' +
      'per-product GET /wishlists/in_wishlist/{product_id}: a catalogue page asks once instead of once per card.',
    query: productIdsQuery,
    auth: 'required',
    errors: [401],
    response: {
      description: 'Product ids in the wishlist',
      schema: { type: 'array', items: { type: 'integer' } },
    },
    handler: async ({ query, deps, user }) =>
      wishlistedAmong({
        database: deps.database,
        userId: user!.id,
        productIds: [...new Set(query.product_ids.split(',').map(Number))],
      }),
  }),
  defineRoute({
    method: 'delete',
    path: '/wishlists/{product_id}',
    tag: TAG,
    summary: 'Take a product out of the wishlist',
    description: 'The path id is the **product** id (CONTRACT §4 Wishlist). Not in the wishlist: 404.',
    params: productParam,
    auth: 'required',
    errors: [401],
    rateLimit: WRITE,
    response: { description: 'Removed', schema: { type: 'boolean', const: true } },
    handler: async ({ params, deps, user }) =>
      removeFromWishlist({ database: deps.database, user: user!, productId: params.product_id }),
  }),
  defineRoute({
    method: 'get',
    path: '/my-wishlists',
    tag: TAG,
    summary: 'The signed-in shopper’s wishlist: a page of products, the latest saved first',
    description:
      'A Laravel page of Products (not wishlist rows), each with its shop. orderBy=created_at sorts by when the ' +
      'product was saved. Products no longer published are left out. limit default 10, at most 50.',
    query: ownListQuery,
    auth: 'required',
    errors: [401],
    response: { description: 'A page of products', schema: page(ref('Product'), 'laravel') },
    handler: async ({ query, deps, user, language, url }) =>
      new RawJson(
        await findMyWishlists({ database: deps.database, user: user!, params: toListParams(query), language, url }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/my-questions',
    tag: TAG,
    summary: 'The signed-in shopper’s questions, newest first, answered or not (paginated)',
    description: 'Each with its product and answer (null while unanswered). limit default 15, at most 50.',
    query: ownListQuery,
    auth: 'required',
    errors: [401],
    response: { description: 'A page of questions', schema: page(ref('MyQuestion'), 'laravel') },
    handler: async ({ query, deps, user, language, url }) => {
      const text = await findMyQuestions({
        database: deps.database,
        user: user!,
        params: toListParams(query),
        language,
        url,
      });
      const filled = await withMyFeedback(JSON.parse(text) as unknown, {
        database: deps.database,
        userId: user!.id,
        modelType: 'Question',
      });
      return new RawJson(JSON.stringify(filled));
    },
  }),
  defineRoute({
    method: 'post',
    path: '/feedbacks',
    tag: TAG,
    summary: 'Vote a review or question helpful or not helpful',
    description:
      'One vote per shopper and item: positive=true or negative=true gives that vote (replacing the other), both ' +
      'false takes it back; both true answers 422. Reviews of published products, answered questions and the ' +
      'caller’s own questions can be voted on (others: 404). Answers the vote and the item’s counters, which move ' +
      'by the change of this vote in the same transaction (exact under concurrency).',
    body: feedbackSchema,
    auth: 'required',
    errors: [401],
    rateLimit: WRITE,
    invalidatesCache: true,
    response: { description: 'The vote and the new counters', schema: ref('FeedbackResult') },
    handler: async ({ body, deps, user }) => giveFeedback({ database: deps.database, user: user!, input: body }),
  }),
  defineRoute({
    method: 'post',
    path: '/abusive_reports',
    tag: TAG,
    summary: 'Report a review or question as abusive',
    description:
      'Once per shopper and item: a second report answers 409 "You have already reported this review.". The ' +
      'item’s abusive_reports_count goes up by one in the same transaction. Items the caller cannot see: 404.',
    body: abuseReportSchema,
    auth: 'required',
    errors: [401, 409],
    rateLimit: { bucket: 'abuse-report', limit: 'abuseReportPerAddress' },
    invalidatesCache: true,
    response: { status: 201, description: 'The report', schema: ref('AbusiveReport') },
    handler: async ({ body, deps, user, language }) =>
      createAbusiveReport({ database: deps.database, user: user!, language, input: body }),
  }),
  defineRoute({
    method: 'get',
    path: '/my-reports',
    tag: TAG,
    summary: 'The signed-in shopper’s abuse reports, newest first (paginated)',
    description: 'Each with what was reported (the review’s comment or the question, and its product).',
    query: ownListQuery,
    auth: 'required',
    errors: [401],
    response: { description: 'A page of reports', schema: page(ref('AbusiveReport'), 'laravel') },
    handler: async ({ query, deps, user, language, url }) =>
      new RawJson(
        await findMyReports({ database: deps.database, user: user!, params: toListParams(query), language, url }),
      ),
  }),
];
