import type { QueryClient } from '@tanstack/react-query';
import { authorFilterOptions } from '@/framework/rest/author';
import { concernFilterOptions, concernsAvailableOptions } from '@/framework/rest/concern';
import { categoryFilterOptions } from '@/framework/rest/filter-option';
import { manufacturerFilterOptions } from '@/framework/rest/manufacturer';
import { productsOptions } from '@/framework/rest/product';
import { productFacetsOptions } from '@/framework/rest/product-facets';
import { tagFilterOptions } from '@/framework/rest/tag';
import { parseProductFilters } from '@/shared/product-filters';

/**
 * Server-side data of a product listing (/products, /search): the first page of products for the filters in
 * the URL, every filter list the panel shows and their counts (facets), with the same query options the
 * components use.
 */
export async function prefetchProductListing(
  queryClient: QueryClient,
  locale: string,
  query: Record<string, string | string[] | undefined>,
): Promise<void> {
  const filters = parseProductFilters(query);
  await Promise.all([
    queryClient.prefetchInfiniteQuery(productsOptions(filters, { language: locale })),
    // The filter counts (a provider without facets answers null: the panel shows its lists without counts).
    queryClient.prefetchQuery(productFacetsOptions(filters, { language: locale })),
    queryClient.prefetchQuery(categoryFilterOptions(filters.type, locale)),
    queryClient.prefetchQuery(tagFilterOptions(filters.type, locale)),
    queryClient.prefetchQuery(authorFilterOptions(locale)),
    queryClient.prefetchQuery(manufacturerFilterOptions(filters.type, locale)),
    queryClient
      .fetchQuery(concernsAvailableOptions())
      .then((available) => (available ? queryClient.prefetchQuery(concernFilterOptions(locale)) : undefined))
      .catch(() => undefined),
  ]);
}
