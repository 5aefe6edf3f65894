import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { type Body, call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { ordersQueryKey } from './order';
import { nextPageOf } from './product';
import { useInfiniteQuery, useLoadQueryClient, useQuery } from './query';
import type { Refund } from './types';

export const REFUNDS_PAGE_SIZE = 10;
export const refundsQueryKey = ['refunds'] as const;

/** GET /refunds?with=refund_policy;order: the signed-in shopper's refunds, newest first. Personal. */
export const refundsOptions = (language: string) =>
  infiniteQueryOptions({
    queryKey: [...refundsQueryKey, { language }],
    queryFn: async ({ pageParam }) =>
      call('get', '/refunds', {
        query: {
          limit: REFUNDS_PAGE_SIZE,
          page: pageParam,
          language,
          with: 'refund_policy;order',
        },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useRefunds() {
  const { locale = 'en' } = useRouter();
  const query = useInfiniteQuery(refundsOptions(locale));
  return {
    items: query.data?.pages.flatMap((p) => p.data) ?? [],
    isLoading: query.isLoading,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

/** GET /refund-reasons in the page's language (public; the form's select). */
export const refundReasonsOptions = (language: string) =>
  queryOptions({
    queryKey: ['refund-reasons', { language }],
    queryFn: async () => call('get', '/refund-reasons', { query: { language, limit: 100 } }),
    staleTime: 5 * 60_000,
  });

export function useRefundReasons() {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(refundReasonsOptions(locale));
  return { reasons: data?.data ?? [], isLoading, error };
}

/** POST /refunds; the orders (their `refund`) and the refund list are asked again. */
export function useCreateRefund() {
  const queryClient = useLoadQueryClient();
  return useMutation<Refund, ApiError, Body<'/refunds', 'post'>>({
    mutationFn: async (input) => call('post', '/refunds', { body: input }),
    onSuccess: async () => {
      const client = await queryClient();
      void client.invalidateQueries({ queryKey: ordersQueryKey });
      void client.invalidateQueries({ queryKey: ['order'] });
      void client.invalidateQueries({ queryKey: refundsQueryKey });
    },
  });
}
