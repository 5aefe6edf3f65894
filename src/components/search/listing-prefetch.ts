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
 * URL and their facets (GET /products/facets), from which the filter panel is drawn on the server and the chips of
 * the chosen categories, tags, manufacturers and attributes take their names. Authors and concerns have no facets:
 * their lists are sent when the chips need their names. A provider without facets (404) gets the lists of the
 * chosen filters instead, as names for the chips; its panel draws the lists after hydration.
 */
export async function prefetchProductListing(
  queryClient: QueryClient,
  locale: string,
  query: Record<string, string | string[] | undefined>,
): Promise<void> {
  const filters = parseProductFilters(query);
  const [facets] = await Promise.all([
    queryClient.fetchQuery(productFacetsOptions(filters, { language: locale })).catch(() => null),
    queryClient.prefetchInfiniteQuery(productsOptions(filters, { language: locale })),
    filters.author ? queryClient.prefetchQuery(authorFilterOptions(locale)) : undefined,
    filters.concern
      ? queryClient
          .fetchQuery(concernsAvailableOptions())
          .then((available) => (available ? queryClient.prefetchQuery(concernFilterOptions(locale)) : undefined))
          .catch(() => undefined)
      : undefined,
  ]);
  if (facets) return;
  await Promise.all([
    filters.category?.length ? queryClient.prefetchQuery(categoryFilterOptions(filters.type, locale)) : undefined,
    filters.tags?.length ? queryClient.prefetchQuery(tagFilterOptions(filters.type, locale)) : undefined,
    filters.manufacturer ? queryClient.prefetchQuery(manufacturerFilterOptions(filters.type, locale)) : undefined,
  ]);
}
