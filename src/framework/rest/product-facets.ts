import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { type ProductFilters, type ProductListScope, toProductQuery } from '@/shared/product-filters';
import { call, type Answer } from './call';
import type { ApiError } from './errors';
import type { FilterOption } from './filter-option';
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

/**
 * The facets of a listing as a query's state: `data` is the answer, null from a provider without facets, undefined
 * while asking (or `enabled` false); `failed` when asking failed.
 */
export function useProductFacetsState(
  filters: ProductFilters,
  scope: Omit<ProductListScope, 'language'> = {},
  enabled = true,
) {
  const { locale = 'en' } = useRouter();
  const { data, error } = useQuery({ ...productFacetsOptions(filters, { ...scope, language: locale }), enabled });
  return { data, failed: Boolean(error) };
}

type FacetValue = { slug: string; name: string };
type CategoryFacet = NonNullable<ProductFacets>['facets']['categories'][number];

/**
 * A facet group's values as filter choices, in the facets' order (most products first). A chosen value the results
 * no longer show keeps its box, named by its slug, so it can be cleared.
 */
export function facetChoices(values: readonly FacetValue[], selected: readonly string[] = []): FilterOption[] {
  const choices: FilterOption[] = values.map((v, i) => ({ id: i + 1, slug: v.slug, name: v.name }));
  for (const slug of selected) {
    if (!values.some((v) => v.slug === slug)) choices.push({ id: choices.length + 1, slug, name: slug });
  }
  return choices;
}

/**
 * The category tree of the facets: each category under its parent (`parent`, a slug), the others at the top. A
 * product counted in a category is counted in its parents, so a category with results has its parent listed; a
 * parent the answer lacks (another provider), or a loop, leaves the category at the top.
 */
export function facetCategoryTree(
  categories: readonly CategoryFacet[],
  selected: readonly string[] = [],
): FilterOption[] {
  const choices = facetChoices(categories, selected);
  const bySlug = new Map(choices.map((c) => [c.slug, c]));
  const parentOf = new Map(categories.map((c) => [c.slug, c.parent ?? null]));
  /** The parent's choice when following parents from it ends at the top (no loop), else undefined. */
  const parentChoice = (slug: string): FilterOption | undefined => {
    const parent = parentOf.get(slug);
    if (!parent || !bySlug.has(parent)) return undefined;
    const seen = new Set([slug]);
    for (let at: string | null | undefined = parent; at; at = parentOf.get(at)) {
      if (seen.has(at)) return undefined;
      seen.add(at);
    }
    return bySlug.get(parent);
  };
  const top: FilterOption[] = [];
  for (const choice of choices) {
    const parent = parentChoice(choice.slug);
    if (parent) (parent.children ??= []).push(choice);
    else top.push(choice);
  }
  return top;
}

/** Slug → count of one facet group (empty when the provider has no facets). */
export function countsOf(values: readonly { slug: string; count: number; count_exact?: boolean }[] = []): FacetCounts {
  return new Map(values.map((v) => [v.slug, { count: v.count, exact: v.count_exact !== false }]));
}
