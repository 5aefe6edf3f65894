import { queryOptions } from '@tanstack/react-query';
import type { QuestionStatus, ReportAction, ReportStatus } from '@/shared/validation/back-office-community';
import { call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { useLoadQueryClient, useQuery } from './query';
import type { ApiSchemas } from './types';

/**
 * The back office's questions inbox and abuse reports (issue 22): only /admin pages import this file. It talks to
 * the built-in API only, through the typed call (call.ts).
 */
export type BackOfficeQuestion = ApiSchemas['BackOfficeQuestion'];
export type BackOfficeQuestionPage = ApiSchemas['BackOfficeQuestionPage'];
export type BackOfficeReport = ApiSchemas['BackOfficeReport'];
export type BackOfficeReportPage = ApiSchemas['BackOfficeReportPage'];

export interface BackOfficeQuestionFilter {
  status?: QuestionStatus | '';
  page: number;
}

export interface BackOfficeReportFilter {
  status?: ReportStatus | '';
  page: number;
}

const clean = (filter: object) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));

export const backOfficeQuestionsOptions = (filter: BackOfficeQuestionFilter) =>
  queryOptions({
    queryKey: ['back-office', 'questions', clean(filter)],
    queryFn: () => call('get', '/admin/questions', { query: clean(filter) }),
  });

export const backOfficeReportsOptions = (filter: BackOfficeReportFilter) =>
  queryOptions({
    queryKey: ['back-office', 'reports', clean(filter)],
    queryFn: () => call('get', '/admin/reports', { query: clean(filter) }),
  });

export const useBackOfficeQuestions = (filter: BackOfficeQuestionFilter) =>
  useQuery(backOfficeQuestionsOptions(filter));
export const useBackOfficeReports = (filter: BackOfficeReportFilter) => useQuery(backOfficeReportsOptions(filter));

/**
 * PUT /admin/questions/{id}: the answer, and nothing else, is sent. The saved question replaces its row in the lists
 * already loaded, without reloading them: an answered question stays in view (with its confirmation) in the
 * "unanswered" list until the person loads the list again.
 */
export function useAnswerQuestion(id: number) {
  const loadClient = useLoadQueryClient();
  return useMutation<BackOfficeQuestion, ApiError, { answer: string }>({
    mutationFn: ({ answer }) => call('put', '/admin/questions/{id}', { params: { id }, body: { answer } }),
    onSuccess: async (saved) =>
      (await loadClient()).setQueriesData<BackOfficeQuestionPage>(
        { queryKey: ['back-office', 'questions'] },
        (page) => page && { ...page, data: page.data.map((q) => (q.id === saved.id ? saved : q)) },
      ),
  });
}

/** PUT /admin/reports/{id}: dismiss the report, or hide what it is about. */
export function useDecideReport(id: number) {
  const loadClient = useLoadQueryClient();
  return useMutation<BackOfficeReport, ApiError, ReportAction>({
    mutationFn: (action) => call('put', '/admin/reports/{id}', { params: { id }, body: { action } }),
    onSettled: async () => (await loadClient()).invalidateQueries({ queryKey: ['back-office', 'reports'] }),
  });
}
