import { object } from 'yup';
import {
  answerQuestionSchema,
  backOfficeQuestionQuerySchema,
  backOfficeReportQuerySchema,
  decideReportSchema,
} from '@/shared/validation/back-office-community';
import { resolveRoles } from '../auth/roles';
import type { AuthUser } from '../auth/access-tokens';
import type { Database } from '../db/client';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { answerQuestion, findBackOfficeQuestions } from '../services/back-office/questions';
import { notifyQuestionAnswered } from '../services/back-office/questions-mail';
import { findBackOfficeReports } from '../services/back-office/reports';
import { decideReport } from '../services/back-office/reports-decide';
import { idSchema } from '../services/shared/id-schema';

const TAG = 'Back office';
const idParams = object({ id: idSchema('id').required('id is required') });
const WRITE = { bucket: 'back-office', limit: 'backOfficePerAddress' } as const;

const rolesOf = (database: Database, user: AuthUser) =>
  resolveRoles(database.db, { id: user.id, email: user.email, emailVerified: user.emailVerified });

/** The back office's questions inbox and abuse reports (issue 22). */
export const backOfficeCommunityRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/questions',
    tag: TAG,
    summary: 'The questions inbox: questions about the caller’s shops’ products, unanswered first',
    description:
      'Owners and staff see their active shops’ questions, the operator every shop’s; questions the operator hid ' +
      'are not listed. Filters: status (unanswered, answered), shop_id. Paged by page and limit (default 20, at ' +
      'most 100); has_more says whether another page follows. Callers with no role in the back office: 404.',
    query: backOfficeQuestionQuerySchema,
    auth: 'required',
    errors: [401],
    response: { description: 'A page of questions', schema: ref('BackOfficeQuestionPage') },
    handler: async ({ deps, user, query }) =>
      findBackOfficeQuestions({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        filter: { ...query, page: query.page ?? 1, limit: query.limit ?? 20 },
      }),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/questions/{id}',
    tag: TAG,
    summary: 'Answer a question, or change its answer',
    description:
      'Only the answer is written; any other field in the body is ignored. The shop is the stored question’s: ' +
      'its owners and staff and the operator may answer (anyone else, or a hidden question: the same 404 as for a ' +
      'question that does not exist). The answer shows on the product page at once through the API (its cache is ' +
      'emptied) and within PAGE_CACHE_SECONDS on cached pages. The first answer sends the asker a mail in the ' +
      'language they asked in.',
    params: idParams,
    body: answerQuestionSchema,
    auth: 'required',
    errors: [401],
    rateLimit: WRITE,
    invalidatesCache: true,
    response: { description: 'The question with its answer', schema: ref('BackOfficeQuestion') },
    handler: async ({ deps, user, params, body }) => {
      const { question, first } = await answerQuestion({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        questionId: params.id,
        answer: body.answer,
      });
      if (first) void notifyQuestionAnswered(question.id, deps);
      return question;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/reports',
    tag: TAG,
    summary: 'Abuse reports on reviews and questions, pending first (the operator)',
    description:
      'Only the operator acts on reports; anyone else: 404. Filter: status (pending, decided). Each report comes ' +
      'with what was reported (null once it is gone). Paged by page and limit (default 20, at most 100).',
    query: backOfficeReportQuerySchema,
    auth: 'required',
    errors: [401],
    response: { description: 'A page of reports', schema: ref('BackOfficeReportPage') },
    handler: async ({ deps, user, query }) =>
      findBackOfficeReports({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        filter: { ...query, page: query.page ?? 1, limit: query.limit ?? 20 },
      }),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/reports/{id}',
    tag: TAG,
    summary: 'Decide a report: dismiss it, or hide the review or question',
    description:
      'The operator only (anyone else: 404). dismiss: the item stays and this report is closed. hide: the review or ' +
      'question leaves the product page and every public list, every pending report on it is closed as hidden, ' +
      'and a review’s product ratings and counts are recounted in the same transaction. The reporter sees the ' +
      'outcome on /reports (GET /my-reports: outcome). The same decision sent again answers as before; a report ' +
      'decided the other way meanwhile: 409. Hiding an item that no longer exists: 422.',
    params: idParams,
    body: decideReportSchema,
    auth: 'required',
    errors: [401, 409],
    rateLimit: WRITE,
    invalidatesCache: true,
    response: { description: 'The report as decided', schema: ref('BackOfficeReport') },
    handler: async ({ deps, user, params, body }) =>
      decideReport({
        database: deps.database,
        roles: await rolesOf(deps.database, user!),
        reportId: params.id,
        action: body.action,
      }),
  }),
];
