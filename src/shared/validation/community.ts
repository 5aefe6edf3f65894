import { boolean, mixed, number, object, string } from 'yup';

/**
 * Community inputs (CONTRACT §4 Question, Review feedback and abuse reports, Wishlist), shared by the storefront's
 * forms and the API. Messages are translation keys (public/locales/<lang>/common.json).
 */

/** Longest question a shopper may ask (characters, after trimming). */
export const QUESTION_MAX_LENGTH = 1000;
/** Longest abuse report message. */
export const ABUSE_MESSAGE_MAX_LENGTH = 1000;
/** What helpful votes and abuse reports can be about. */
export const COMMUNITY_MODEL_TYPES = ['Review', 'Question'] as const;
export type CommunityModelType = (typeof COMMUNITY_MODEL_TYPES)[number];

const MAX_ID = 2_147_483_647;

/** A row id in a body: a whole number (a numeric string is accepted, as forms send it). */
const id = (required: string) =>
  number()
    .typeError('error-invalid-id')
    .integer('error-invalid-id')
    .min(1, 'error-invalid-id')
    .max(MAX_ID, 'error-invalid-id')
    .required(required);

/** Text a person types, trimmed; anything but a string (or number) is refused with a field error. */
const text = () =>
  string()
    .typeError('error-must-be-text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

const modelType = () =>
  mixed<CommunityModelType>()
    .oneOf([...COMMUNITY_MODEL_TYPES], 'error-invalid-model-type')
    .required('error-invalid-model-type');

export const wishlistToggleSchema = object({ product_id: id('error-product-required') });

export const questionSchema = object({
  question: text().required('error-question-required').max(QUESTION_MAX_LENGTH, 'error-question-too-long'),
  product_id: id('error-product-required'),
  shop_id: id('error-shop-required'),
});

/** The form part of QUESTION_FORM (product and shop come from the page). */
export const questionFormSchema = questionSchema.pick(['question']);

/**
 * A helpful vote: `positive: true` or `negative: true` gives that vote (replacing the other one); both false
 * takes the vote back. Both true is refused.
 */
export const feedbackSchema = object({
  model_id: id('error-invalid-id'),
  model_type: modelType(),
  positive: boolean().typeError('error-invalid-value').strict().default(false),
  negative: boolean().typeError('error-invalid-value').strict().default(false),
}).test({
  name: 'one-side',
  message: 'error-feedback-one-side',
  test: (value) => !(value.positive && value.negative),
});

export const abuseReportSchema = object({
  model_id: id('error-invalid-id'),
  model_type: modelType(),
  message: text().required('error-report-message-required').max(ABUSE_MESSAGE_MAX_LENGTH, 'error-report-too-long'),
});

/** The form part of ABUSE_REPORT. */
export const abuseReportFormSchema = abuseReportSchema.pick(['message']);
