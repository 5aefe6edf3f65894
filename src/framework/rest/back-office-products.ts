import { queryOptions } from '@tanstack/react-query';
import type { ProductCreateInput, ProductUpdateInput } from '@/shared/validation/back-office-products';
import { call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { useLoadQueryClient, useQuery } from './query';
import type { ApiSchemas, Attachment } from './types';

/**
 * The back office's products (issue 22 item 4): only /admin pages import this file. The form's choices (types,
 * categories, tags) come from the catalogue's public lists.
 */
export type BackOfficeProduct = ApiSchemas['BackOfficeProduct'];
export type BackOfficeProductRow = ApiSchemas['BackOfficeProductRow'];
export type BackOfficeProductPage = ApiSchemas['BackOfficeProductPage'];

export interface BackOfficeProductFilter {
  search?: string;
  status?: string;
  shop_id?: number;
  low_stock?: boolean;
  after?: string;
}

export interface Choice {
  id: number;
  name: string;
}

const clean = (filter: BackOfficeProductFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== false));

export const backOfficeProductsOptions = (filter: BackOfficeProductFilter) =>
  queryOptions({
    queryKey: ['back-office', 'products', clean(filter)],
    queryFn: () => call('get', '/admin/products', { query: clean(filter) }),
  });

export const backOfficeProductOptions = (id: number) =>
  queryOptions({
    queryKey: ['back-office', 'product', id],
    queryFn: () => call('get', '/admin/products/{id}', { params: { id } }),
  });

/** Types, categories (with their type) and tags to choose from, in the page's language. */
export const productChoicesOptions = (language: string) =>
  queryOptions({
    queryKey: ['back-office', 'product-choices', language],
    queryFn: async () => {
      const [types, categories, tags] = await Promise.all([
        call('get', '/types', { query: { language } }),
        call('get', '/categories', { query: { language, limit: 1000 } }),
        call('get', '/tags', { query: { language, limit: 1000 } }),
      ]);
      return {
        types: types.map(({ id, name }) => ({ id, name })),
        categories: categories.data.map((c) => ({ id: c.id, name: c.name, type_id: c.type_id ?? c.type?.id ?? null })),
        tags: tags.data.map(({ id, name }) => ({ id, name })),
      };
    },
    staleTime: 5 * 60 * 1000,
  });

export const useBackOfficeProducts = (filter: BackOfficeProductFilter) => useQuery(backOfficeProductsOptions(filter));
export const useBackOfficeProduct = (id: number) => useQuery(backOfficeProductOptions(id));
export const useProductChoices = (language: string) => useQuery(productChoicesOptions(language));

function useRefreshProducts() {
  const loadClient = useLoadQueryClient();
  return async () => {
    const client = await loadClient();
    await client.invalidateQueries({ queryKey: ['back-office', 'products'] });
  };
}

/** PUT /admin/products/{id} */
export function useUpdateProduct(id: number) {
  const refresh = useRefreshProducts();
  const loadClient = useLoadQueryClient();
  return useMutation<BackOfficeProduct, ApiError, ProductUpdateInput>({
    mutationFn: (body) => call('put', '/admin/products/{id}', { params: { id }, body }),
    onSuccess: async (product) => {
      (await loadClient()).setQueryData(backOfficeProductOptions(id).queryKey, product);
      await refresh();
    },
  });
}

/** POST /admin/products */
export function useCreateProduct() {
  const refresh = useRefreshProducts();
  return useMutation<BackOfficeProduct, ApiError, ProductCreateInput>({
    mutationFn: (body) => call('post', '/admin/products', { body }),
    onSuccess: () => refresh(),
  });
}

/** POST /attachments: the pictures as multipart attachment[], answered with their stored records. */
export function useUploadProductPictures() {
  return useMutation<Attachment[], ApiError, File[]>({
    mutationFn: (files) => {
      const form = new FormData();
      for (const file of files) form.append('attachment[]', file);
      return call('post', '/attachments', { body: form });
    },
  });
}
