import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@/shared/order-status';
import type { ApiSchemas } from './types';
import { call, type QueryOf } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { useLoadQueryClient, useQuery } from './query';

/**
 * The back office's data (issue 21): only /admin pages import this file, so none of it reaches the shop's pages.
 * It talks to the built-in API only (the back office is part of this app, not of the provider contract).
 */
export type BackOfficeMe = ApiSchemas['BackOfficeMe'];
export type BackOfficeOrder = ApiSchemas['BackOfficeOrder'];
export type BackOfficeOrderPage = ApiSchemas['BackOfficeOrderPage'];
export type BackOfficeShop = ApiSchemas['BackOfficeShop'];

export interface BackOfficeOrderFilter {
  status?: OrderStatus | '';
  from?: string;
  to?: string;
  tracking_number?: string;
  page: number;
}

const clean = (filter: BackOfficeOrderFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as QueryOf<
    '/admin/orders',
    'get'
  >;

export const backOfficeMeOptions = () =>
  queryOptions({ queryKey: ['back-office', 'me'], queryFn: () => call('get', '/admin/me') });

export const backOfficeOrdersOptions = (filter: BackOfficeOrderFilter) =>
  queryOptions({
    queryKey: ['back-office', 'orders', clean(filter)],
    queryFn: () => call('get', '/admin/orders', { query: clean(filter) }),
  });

export const backOfficeOrderOptions = (id: number) =>
  queryOptions({
    queryKey: ['back-office', 'order', id],
    queryFn: () => call('get', '/admin/orders/{id}', { params: { id } }),
  });

export const backOfficeShopsOptions = () =>
  queryOptions({
    queryKey: ['back-office', 'shops'],
    queryFn: () => call('get', '/admin/shops'),
  });

export const useBackOfficeMe = (enabled: boolean) => useQuery({ ...backOfficeMeOptions(), enabled });
export const useBackOfficeOrders = (filter: BackOfficeOrderFilter) => useQuery(backOfficeOrdersOptions(filter));
export const useBackOfficeOrder = (id: number) => useQuery(backOfficeOrderOptions(id));
export const useBackOfficeShops = () => useQuery(backOfficeShopsOptions());

/** PUT /admin/orders/{id}/status with the status the person saw, so a move made meanwhile answers 409. */
export function useMoveOrder(id: number) {
  const loadClient = useLoadQueryClient();
  return useMutation<BackOfficeOrder, ApiError, { status: OrderStatus; from: OrderStatus }>({
    mutationFn: (body) => call('put', '/admin/orders/{id}/status', { params: { id }, body }),
    onSettled: async () => {
      const client = await loadClient();
      await client.invalidateQueries({ queryKey: ['back-office'] });
    },
  });
}

export function useAddShopMember(shopId: number) {
  const loadClient = useLoadQueryClient();
  return useMutation<BackOfficeShop, ApiError, { email: string; role: 'owner' | 'staff' }>({
    mutationFn: (body) => call('post', '/admin/shops/{id}/members', { params: { id: shopId }, body }),
    onSuccess: async () => (await loadClient()).invalidateQueries({ queryKey: ['back-office', 'shops'] }),
  });
}

export function useRemoveShopMember(shopId: number) {
  const loadClient = useLoadQueryClient();
  return useMutation<BackOfficeShop, ApiError, number>({
    mutationFn: (userId) => call('delete', '/admin/shops/{id}/members/{userId}', { params: { id: shopId, userId } }),
    onSuccess: async () => (await loadClient()).invalidateQueries({ queryKey: ['back-office', 'shops'] }),
  });
}
