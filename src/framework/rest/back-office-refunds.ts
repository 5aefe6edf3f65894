import { queryOptions } from '@tanstack/react-query';
import type { RefundQueueStatus } from '@/shared/validation/back-office-refunds';
import { call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { useLoadQueryClient, useQuery } from './query';
import type { ApiSchemas } from './types';

/**
 * The back office's refund queue (issue 22). Like back-office.ts, only /admin pages import this file.
 */
export type BackOfficeRefund = ApiSchemas['BackOfficeRefund'];
export type BackOfficeRefundPage = ApiSchemas['BackOfficeRefundPage'];

export interface BackOfficeRefundFilter {
  status?: RefundQueueStatus | '';
  page: number;
}

const clean = (filter: BackOfficeRefundFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));

export const backOfficeRefundsOptions = (filter: BackOfficeRefundFilter) =>
  queryOptions({
    queryKey: ['back-office', 'refunds', clean(filter)],
    queryFn: () => call('get', '/admin/refunds', { query: clean(filter) }),
  });

export const backOfficeRefundOptions = (id: number) =>
  queryOptions({
    queryKey: ['back-office', 'refund', id],
    queryFn: () => call('get', '/admin/refunds/{id}', { params: { id } }),
  });

export const useBackOfficeRefunds = (filter: BackOfficeRefundFilter) => useQuery(backOfficeRefundsOptions(filter));
export const useBackOfficeRefund = (id: number) => useQuery(backOfficeRefundOptions(id));

/** POST /admin/refunds/{id}/approve or /reject with the note the shopper reads. */
export function useDecideRefund(id: number) {
  const loadClient = useLoadQueryClient();
  return useMutation<BackOfficeRefund, ApiError, { decision: 'approve' | 'reject'; note: string }>({
    mutationFn: ({ decision, note }) =>
      decision === 'approve'
        ? call('post', '/admin/refunds/{id}/approve', { params: { id }, body: note ? { note } : {} })
        : call('post', '/admin/refunds/{id}/reject', { params: { id }, body: { note } }),
    onSettled: async () => {
      const client = await loadClient();
      await client.invalidateQueries({ queryKey: ['back-office'] });
    },
  });
}
