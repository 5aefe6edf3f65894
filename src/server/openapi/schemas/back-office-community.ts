import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, object, ref, str } from './common';

const idName = object({ id: int, name: str });
const outcome: JsonSchema = {
  ...nullable({ type: 'string', enum: ['dismissed', 'hidden'] }),
  description: 'null while pending; dismissed: the item stays; hidden: the item left the product page and lists',
};

/** The back office's questions inbox and abuse reports (issue 22). */
export const backOfficeCommunitySchemas: Record<string, JsonSchema> = {
  BackOfficeQuestion: object({
    id: int,
    question: str,
    answer: { ...nullable(str), description: 'null until a shop answers' },
    answered_at: { ...nullable(str), description: 'When it was first answered here' },
    answered_by: { ...nullable(str), description: 'Who last wrote the answer' },
    asker: idName,
    product: object({ id: int, name: str, slug: str }),
    shop: idName,
    abusive_reports_count: int,
    created_at: str,
    updated_at: str,
  }),
  BackOfficeQuestionPage: object({
    data: arrayOf(ref('BackOfficeQuestion')),
    current_page: int,
    per_page: int,
    has_more: { type: 'boolean', description: 'Another page follows (no total is counted)' },
  }),
  BackOfficeReport: object({
    id: int,
    model_type: { type: 'string', enum: ['Review', 'Question'] },
    model_id: int,
    message: str,
    outcome,
    decided_at: nullable(str),
    decided_by: { ...nullable(str), description: 'The operator who decided' },
    reporter: idName,
    item: {
      ...nullable(
        object({
          text: { type: 'string', description: 'The review’s comment or the question' },
          rating: { ...nullable(int), description: 'A review’s stars; null for a question' },
          author: str,
          hidden: bool,
          abusive_reports_count: int,
          product: object({ id: int, name: str, slug: str }),
          shop: idName,
        }),
      ),
      description: 'What was reported; null once it is gone',
    },
    created_at: str,
  }),
  BackOfficeReportPage: object({
    data: arrayOf(ref('BackOfficeReport')),
    current_page: int,
    per_page: int,
    has_more: { type: 'boolean', description: 'Another page follows (no total is counted)' },
  }),
};
