import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { call } from './call';
import { type ApiError, toApiError } from './errors';
import { useMutation } from './mutation';
import { nextPageOf } from './product';
import { useInfiniteQuery, useLoadQueryClient, useQuery } from './query';
import type { CreateOrderInput, Order } from './types';
import { meQueryKey } from './user';

/** CONTRACT §2: orders come 10 to a page. */
export const ORDERS_PAGE_SIZE = 10;

export const ordersQueryKey = ['orders'] as const;

/** GET /orders: the signed-in shopper's parent orders with their children, newest first. */
export const ordersOptions = (language: string) =>
  infiniteQueryOptions({
    queryKey: [...ordersQueryKey, { language }],
    queryFn: async ({ pageParam }) =>
      call('get', '/orders', { query: { limit: ORDERS_PAGE_SIZE, page: pageParam, language, with: 'refund' } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useOrders() {
  const { locale = 'en' } = useRouter();
  const query = useInfiniteQuery(ordersOptions(locale));
  return {
    items: query.data?.pages.flatMap((p) => p.data) ?? [],
    isLoading: query.isLoading,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

export interface OrderKey {
  trackingNumber: string;
  language: string;
  /** A guest order's second factor: the contact number or email it was placed with (CONTRACT §11). */
  contact?: string | null;
}

export const orderQueryKey = ({ trackingNumber, language, contact }: OrderKey) =>
  ['order', trackingNumber, { language, contact: contact || null }] as const;

/** A missing order (or one that is not the caller's: the API does not say which) is final; others are retried. */
const retry = (count: number, error: unknown) => toApiError(error).status !== 404 && count < 3;

/** GET /orders/{tracking_number}: the owner's order, or a guest order with its contact. */
export const orderOptions = (key: OrderKey) =>
  queryOptions({
    queryKey: orderQueryKey(key),
    queryFn: async () =>
      call('get', '/orders/{id}', {
        params: { id: key.trackingNumber },
        query: { language: key.language, with: 'refund', contact: key.contact || undefined },
      }),
    retry,
  });

export function useOrder(key: Omit<OrderKey, 'language'>, { enabled = true }: { enabled?: boolean } = {}) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery({ ...orderOptions({ ...key, language: locale }), enabled });
  return { order: data, isLoading: enabled && isLoading, error: error ? toApiError(error) : null };
}

/**
 * POST /orders with the attempt's Idempotency-Key. A placed order is put in the cache under the key its page
 * reads (a guest's with the contact), so the order page shows it at once; the order list and the wallet (GET
 * /me) are asked again.
 */
export function useCreateOrder() {
  const queryClient = useLoadQueryClient();
  const { locale = 'en' } = useRouter();
  return useMutation<Order, ApiError, { input: CreateOrderInput; idempotencyKey: string; guest: boolean }>({
    mutationFn: async ({ input, idempotencyKey }) =>
      call('post', '/orders', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: async (order, { input, guest }) => {
      const client = await queryClient();
      const contact = guest ? input.customer_contact : null;
      client.setQueryData(orderQueryKey({ trackingNumber: order.tracking_number, language: locale, contact }), order);
      if (!guest) {
        void client.invalidateQueries({ queryKey: ordersQueryKey });
        void client.invalidateQueries({ queryKey: meQueryKey });
      }
    },
  });
}
