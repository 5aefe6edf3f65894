import { number, object, string } from 'yup';
import { backOfficePaging } from './back-office';

/**
 * Inputs of the back office's questions inbox and abuse reports (issue 22), shared by its forms and the API.
 * Messages are for the people using it (the back office shows them as they come).
 */

/** Longest answer a shop may give (characters, after trimming). */
export const ANSWER_MAX_LENGTH = 2000;

export const QUESTION_STATUSES = ['unanswered', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const REPORT_STATUSES = ['pending', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the operator may do with a report: keep the item (dismiss) or hide it. */
export const REPORT_ACTIONS = ['dismiss', 'hide'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** GET /admin/questions */
export const backOfficeQuestionQuerySchema = object({
  status: string<QuestionStatus>().oneOf([...QUESTION_STATUSES], 'status must be unanswered or answered'),
  shop_id: number()
    .typeError('shop_id must be a shop id')
    .integer('shop_id must be a shop id')
    .min(1)
    .max(2_147_483_647),
  ...backOfficePaging,
});

/**
 * PUT /admin/questions/{id}: the answer is the only field a shop writes. Anything else in the body (question,
 * shop_id, product_id, user_id…) is dropped by validation and never reaches the database.
 */
export const answerQuestionSchema = object({
  answer: string()
    .typeError('answer must be text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required('Write an answer.')
    .max(ANSWER_MAX_LENGTH, `An answer has at most ${ANSWER_MAX_LENGTH} characters.`),
});

/** GET /admin/reports */
export const backOfficeReportQuerySchema = object({
  status: string<ReportStatus>().oneOf([...REPORT_STATUSES], 'status must be pending or decided'),
  ...backOfficePaging,
});

/** PUT /admin/reports/{id} */
export const decideReportSchema = object({
  action: string<ReportAction>()
    .oneOf([...REPORT_ACTIONS], 'action must be dismiss or hide')
    .required('action is required'),
});
