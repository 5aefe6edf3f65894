import type { JsonSchema } from '../../http/route';
import { int, nullable, object, ref, str } from './common';

const modelType = { type: 'string', enum: ['Review', 'Question'] };

/** Wishlists, the shopper's own questions, helpful votes and abuse reports (CONTRACT §4). */
export const communitySchemas: Record<string, JsonSchema> = {
  FeedbackResult: object({
    model_id: int,
    model_type: modelType,
    positive: { type: 'boolean', description: 'The caller’s vote is now "helpful"' },
    negative: { type: 'boolean', description: 'The caller’s vote is now "not helpful"' },
    positive_feedbacks_count: int,
    negative_feedbacks_count: int,
  }),
  MyQuestion: object(
    {
      id: int,
      user_id: int,
      shop_id: int,
      product_id: int,
      question: str,
      answer: { ...nullable(str), description: 'null until the shop answers' },
      positive_feedbacks_count: int,
      negative_feedbacks_count: int,
      abusive_reports_count: int,
      my_feedback: nullable(ref('Feedback')),
      created_at: str,
      updated_at: str,
      product: nullable(ref('ProductLink')),
      user: { ...ref('QuestionAuthor'), description: 'With with=user: the asker (the caller)' },
    },
    ['user'],
  ),
  ReportedItem: object({
    id: int,
    text: { type: 'string', description: 'The review’s comment or the question' },
    product: nullable(ref('ProductLink')),
  }),
  AbusiveReport: object(
    {
      id: int,
      user_id: int,
      model_type: modelType,
      model_id: int,
      message: str,
      model: { ...nullable(ref('ReportedItem')), description: 'What was reported; null once it is gone' },
      outcome: {
        ...nullable({ type: 'string', enum: ['dismissed', 'hidden'] }),
        description: 'Ours: what the operator decided (null while pending; hidden: the item was taken down)',
      },
      decided_at: { ...nullable(str), description: 'Ours: when the operator decided' },
      created_at: str,
      updated_at: str,
      user: { ...ref('QuestionAuthor'), description: 'With with=user: the reporter (the caller), id and name' },
    },
    ['user'],
  ),
};
