import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, num, object, ref, str } from './common';

const couponType = { type: 'string', enum: ['fixed', 'percentage', 'free_shipping'] };
const rating = { type: 'integer', minimum: 1, maximum: 5 };

/** Counters and the caller's own vote, shared by reviews and questions. */
const feedback = {
  positive_feedbacks_count: int,
  negative_feedbacks_count: int,
  abusive_reports_count: int,
  my_feedback: {
    ...nullable(ref('Feedback')),
    description: 'The caller’s own feedback; null for anonymous callers',
  },
};

export const engagementSchemas: Record<string, JsonSchema> = {
  Coupon: object({
    id: int,
    code: str,
    description: nullable(str),
    image: nullable(ref('Attachment')),
    type: couponType,
    amount: {
      type: 'number',
      description: 'Currency units for fixed, percent for percentage, 0 for free_shipping',
    },
    minimum_cart_amount: num,
    active_from: str,
    expire_at: str,
    is_valid: { type: 'boolean', description: 'Usable now: active_from ≤ now ≤ expire_at' },
    language: str,
    translated_languages: arrayOf(str),
    created_at: str,
    updated_at: str,
  }),
  Feedback: object({ id: int, user_id: int, model_type: str, model_id: int, positive: bool, negative: bool }),
  ProductLink: object({ id: int, name: str, slug: str, image: nullable(ref('Attachment')) }),
  ReviewAuthor: object({ id: int, name: str, profile: object({ avatar: nullable(ref('Attachment')) }) }),
  Review: object(
    {
      id: int,
      user_id: int,
      shop_id: int,
      product_id: int,
      order_id: nullable(int),
      variation_option_id: nullable(int),
      comment: str,
      rating,
      photos: arrayOf(ref('Attachment')),
      ...feedback,
      created_at: str,
      updated_at: str,
      user: { ...ref('ReviewAuthor'), description: 'With with=user' },
      product: { ...ref('ProductLink'), description: 'With with=product' },
    },
    ['user', 'product'],
  ),
  QuestionAuthor: object({ id: int, name: str }),
  Question: object(
    {
      id: int,
      user_id: int,
      shop_id: int,
      product_id: int,
      question: str,
      answer: str,
      ...feedback,
      created_at: str,
      updated_at: str,
      user: { ...ref('QuestionAuthor'), description: 'With with=user' },
      product: { ...ref('ProductLink'), description: 'With with=product' },
    },
    ['user', 'product'],
  ),
};
