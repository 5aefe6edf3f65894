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
 * Server-side data of a product listing (/products, /search): the first page of products for the filters in the
 * URL, and the filter lists whose names the first render shows (the chips of the chosen filters). The filter panel
 * itself, its lists and their counts (facets) are drawn after hydration (a wide screen's sidebar, or the drawer),
 * and fetched then: sending them in the page data made a search page carry some 26 KB it did not draw and cost the
 * server six more API calls per render.
 */
export async function prefetchProductListing(
  queryClient: QueryClient,
  locale: string,
  query: Record<string, string | string[] | undefined>,
): Promise<void> {
  const filters = parseProductFilters(query);
  await Promise.all([
    queryClient.prefetchInfiniteQuery(productsOptions(filters, { language: locale })),
    filters.category?.length ? queryClient.prefetchQuery(categoryFilterOptions(filters.type, locale)) : undefined,
    filters.tags?.length ? queryClient.prefetchQuery(tagFilterOptions(filters.type, locale)) : undefined,
    filters.author ? queryClient.prefetchQuery(authorFilterOptions(locale)) : undefined,
    filters.manufacturer ? queryClient.prefetchQuery(manufacturerFilterOptions(filters.type, locale)) : undefined,
    // Attribute chips read their names from the facets (a provider without facets answers null: slugs show).
    filters.attributes?.length
      ? queryClient.prefetchQuery(productFacetsOptions(filters, { language: locale }))
      : undefined,
    filters.concern
      ? queryClient
          .fetchQuery(concernsAvailableOptions())
          .then((available) => (available ? queryClient.prefetchQuery(concernFilterOptions(locale)) : undefined))
          .catch(() => undefined)
      : undefined,
  ]);
}
