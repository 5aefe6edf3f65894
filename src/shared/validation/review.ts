import { array, number, object, string } from 'yup';

/**
 * Review inputs (CONTRACT §4 Review), shared by the REVIEW_RATING form and the API. Messages are translation keys
 * (public/locales/<lang>/common.json).
 */
export const REVIEW_LIMITS = {
  /** Photos one review may carry (each uploaded first with POST /attachments). */
  maxPhotos: 4,
  maxCommentLength: 2000,
  minRating: 1,
  maxRating: 5,
};

/** Orders whose lines may be reviewed (CONTRACT §4 Review: completed, or refunded). */
export const REVIEWABLE_ORDER_STATUSES: readonly string[] = ['order-completed', 'order-refunded'];

const MAX_ID = 2_147_483_647;

/** A row id in a JSON body: a whole JSON number, never a string or a fraction. */
const id = (name: string) =>
  number()
    .strict()
    .typeError(`${name} must be a positive whole number`)
    .integer(`${name} must be a positive whole number`)
    .min(1, `${name} must be a positive whole number`)
    .max(MAX_ID, `${name} is too large`);

/** A picture as POST /attachments answered it; the server checks it is one of the author's own uploads. */
const photo = object({
  id: id('photo id').required('error-review-photo-invalid'),
  original: string().strict().typeError('error-review-photo-invalid').required('error-review-photo-invalid').max(500),
  thumbnail: string().strict().typeError('error-review-photo-invalid').required('error-review-photo-invalid').max(500),
  file_name: string().strict().typeError('error-review-photo-invalid').max(500).nullable(),
}).typeError('error-review-photo-invalid');

/** What the shopper fills in: stars, words and pictures. */
export const reviewFieldsSchema = object({
  rating: number()
    .strict()
    .typeError('error-review-rating')
    .required('error-review-rating')
    .integer('error-review-rating')
    .min(REVIEW_LIMITS.minRating, 'error-review-rating')
    .max(REVIEW_LIMITS.maxRating, 'error-review-rating'),
  comment: string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required('error-review-comment-required')
    .max(REVIEW_LIMITS.maxCommentLength, 'error-review-comment-too-long'),
  photos: array(photo)
    .typeError('error-review-photo-invalid')
    .max(REVIEW_LIMITS.maxPhotos, 'error-review-photos-too-many')
    .default([]),
});

/** POST /reviews: the fields plus which order line is reviewed. */
export const createReviewSchema = reviewFieldsSchema.shape({
  product_id: id('product_id').required('product_id is required'),
  shop_id: id('shop_id').required('shop_id is required'),
  order_id: id('order_id').required('order_id is required'),
  variation_option_id: id('variation_option_id').nullable().default(null),
});

/** PUT /reviews/{id}: the author changes stars, words or pictures; the reviewed line stays. */
export const updateReviewSchema = reviewFieldsSchema;
