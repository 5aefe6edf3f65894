import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { type ProductFilters, type ProductListScope, toProductQuery } from '@/shared/product-filters';
import { call, type Answer } from './call';
import type { ApiError } from './errors';
import { useQuery } from './query';

export type ProductFacets = Answer<'/products/facets', 'get'>;

/** A value's count as the drawer shows it: `exact` false reads "1000+". */
export interface FacetCount {
  count: number;
  exact: boolean;
}
export type FacetCounts = ReadonlyMap<string, FacetCount>;

/**
 * Counts per filter value for the filters of a listing (GET /products/facets, issue 23), asked with the very
 * search the product list sends, so each count is the total the list shows on choosing that value. A provider
 * without the endpoint answers 404: that reads as "no counts" (null) and the panel shows its lists as before.
 */
export const productFacetsOptions = (filters: ProductFilters, scope: ProductListScope) => {
  const { search, language } = toProductQuery(filters, scope);
  // The list's own search (its terms are always joined with "and").
  const query = { search: String(search), searchJoin: 'and' as const, language: String(language) };
  return queryOptions({
    queryKey: ['product-facets', query],
    queryFn: async (): Promise<ProductFacets | null> =>
      call('get', '/products/facets', { query }).catch((error: ApiError) =>
        error.status === 404 ? null : Promise.reject(error),
      ),
    staleTime: 30_000,
  });
};

export function useProductFacets(
  filters: ProductFilters,
  scope: Omit<ProductListScope, 'language'> = {},
  enabled = true,
) {
  const { locale = 'en' } = useRouter();
  const { data } = useQuery({ ...productFacetsOptions(filters, { ...scope, language: locale }), enabled });
  return data ?? null;
}

/** Slug → count of one facet group (empty when the provider has no facets). */
export function countsOf(values: readonly { slug: string; count: number; count_exact?: boolean }[] = []): FacetCounts {
  return new Map(values.map((v) => [v.slug, { count: v.count, exact: v.count_exact !== false }]));
}
