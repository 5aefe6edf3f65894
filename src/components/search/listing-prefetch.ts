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
 * How long a listing's server waits for the facets before it sends the page without them (the browser then asks for
 * them and draws the panel): an answer takes milliseconds, but on a catalogue of a million products a request with
 * a category and an attribute value chosen is counted value by value, in seconds (ARCHITECTURE "Facets").
 */
export const FACETS_WAIT_MS = 300;

/** What `answer` settles to, or undefined once `ms` have passed without it (it must not reject). */
function within<T>(answer: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void answer.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * Server-side data of a product listing (/products, /search): the first page of products for the filters in the
 * URL and their facets (GET /products/facets), from which the filter panel is drawn on the server and the chips of
 * the chosen categories, tags, manufacturers and attributes take their names. Authors and concerns have no facets:
 * their lists are sent when the chips need their names. Without facets (a provider without them answers 404, or
 * they took longer than `facetsWaitMs`), the lists of the chosen filters are sent instead, as names for the chips.
 */
export async function prefetchProductListing(
  queryClient: QueryClient,
  locale: string,
  query: Record<string, string | string[] | undefined>,
  facetsWaitMs = FACETS_WAIT_MS,
): Promise<void> {
  const filters = parseProductFilters(query);
  const [facets] = await Promise.all([
    within(
      queryClient.fetchQuery(productFacetsOptions(filters, { language: locale })).catch(() => null),
      facetsWaitMs,
    ),
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
