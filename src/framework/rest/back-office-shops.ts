import { queryOptions } from '@tanstack/react-query';
import type { EditShopInput } from '@/shared/validation/back-office-shops';
import { call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { useLoadQueryClient, useQuery } from './query';
import type { ApiSchemas } from './types';

/**
 * The back office's shop page and dashboard (issue 22 items 5 and 6). Only /admin pages import this file, so none
 * of it reaches the shop's pages.
 */
export type BackOfficeDashboard = ApiSchemas['BackOfficeDashboard'];
export type BackOfficeShopDetail = ApiSchemas['BackOfficeShopDetail'];

export const backOfficeDashboardOptions = () =>
  queryOptions({
    queryKey: ['back-office', 'dashboard'],
    queryFn: () => call('get', '/admin/dashboard'),
  });

export const backOfficeShopOptions = (id: number) =>
  queryOptions({
    queryKey: ['back-office', 'shop', id],
    queryFn: () => call('get', '/admin/shops/{id}', { params: { id } }),
  });

export const useBackOfficeDashboard = () => useQuery(backOfficeDashboardOptions());
export const useBackOfficeShop = (id: number) => useQuery(backOfficeShopOptions(id));

/** After a change the back office's shop data is asked again (the list, the page, the caller's shops). */
function useRefreshShops() {
  const loadClient = useLoadQueryClient();
  return async () => (await loadClient()).invalidateQueries({ queryKey: ['back-office'] });
}

/** PUT /admin/shops/{id}: its errors go to the form's fields (useApiForm). */
export function useUpdateShop(id: number) {
  const refresh = useRefreshShops();
  return useMutation<BackOfficeShopDetail, ApiError, EditShopInput>({
    mutationFn: (body) => call('put', '/admin/shops/{id}', { params: { id }, body }),
    onSuccess: () => refresh(),
  });
}

/** PUT /admin/shops/{id}/status: the operator approves (true) or deactivates (false) the shop. */
export function useSetShopActive(id: number) {
  const refresh = useRefreshShops();
  return useMutation<BackOfficeShopDetail, ApiError, boolean>({
    mutationFn: (isActive) =>
      call('put', '/admin/shops/{id}/status', { params: { id }, body: { is_active: isActive } }),
    onSuccess: () => refresh(),
  });
}

/** POST /attachments with one picture (SPEC §5: files under attachment[]); the shop form then sends its id. */
export function useUploadShopPicture() {
  return useMutation<ApiSchemas['Attachment'], ApiError, File>({
    mutationFn: async (file) => {
      const form = new FormData();
      form.append('attachment[]', file);
      const [stored] = await call('post', '/attachments', { body: form });
      return stored!;
    },
  });
}
