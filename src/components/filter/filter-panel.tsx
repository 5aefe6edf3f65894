import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useAuthorFilterOptions } from '@/framework/rest/author';
import { useConcernFilterOptions, useConcernsAvailable } from '@/framework/rest/concern';
import type { ApiError } from '@/framework/rest/errors';
import { type FilterOption, useCategoryFilterOptions } from '@/framework/rest/filter-option';
import { useManufacturerFilterOptions } from '@/framework/rest/manufacturer';
import { countsOf, facetCategoryTree, facetChoices, useProductFacetsState } from '@/framework/rest/product-facets';
import { useTagFilterOptions } from '@/framework/rest/tag';
import { useTypes } from '@/framework/rest/type';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';
import type { ProductFilters } from '@/shared/product-filters';
import { CategoryTree } from './category-tree';
import { AttributeFacets, PriceBands } from './facet-groups';
import { FilterSection } from './filter-section';
import { OptionList } from './option-list';
import { PriceFilter } from './price-filter';
import { useFilterRoute } from './use-filter-route';

interface FilterPanelProps {
  /** A product type fixed by the page: its type choice is hidden and the lists show that type's entries. */
  scopeType?: string;
  /** The page lists one shop's products (the counts are of that shop's). */
  shopId?: number;
}

interface ListState {
  options: FilterOption[];
  isLoading: boolean;
  error: ApiError | null;
}

/** Loading and error states of one filter list; an empty list hides its section. */
function ListSection({
  title,
  list,
  active,
  children,
}: {
  title: string;
  list: ListState;
  active: boolean;
  children: ReactNode;
}) {
  if (!list.isLoading && !list.error && list.options.length === 0) return null;
  return (
    <FilterSection title={title} defaultOpen={active}>
      {list.isLoading ? <LoadingState /> : list.error ? <ErrorState message={list.error.message} /> : children}
    </FilterSection>
  );
}

/** A group drawn from the facets: its values are there already. */
const fromFacets = (options: FilterOption[]): ListState => ({ options, isLoading: false, error: null });
const WAITING: ListState = { options: [], isLoading: true, error: null };

/**
 * The product filter panel (sidebar on wide screens, FILTER_VIEW/SEARCH_FILTER drawer on small ones): type,
 * categories, price range, tags, manufacturers, product attributes (colour, size…), authors and, when the provider
 * has them, concerns. Every choice updates the page URL at once; the price range on submit.
 *
 * Where the provider has facets (GET /products/facets), categories (as a tree), tags, manufacturers, price bands
 * and attributes are the values of the current results with their counts (a chosen value keeps its siblings,
 * counted without that group's own choice): one answer, which a listing's server sends with the page, so the
 * panel is drawn on the server (components/search/listing-prefetch.ts). Without facets (a 404), the panel falls
 * back to the provider's full lists, uncounted. Authors and concerns have no counts: their lists are asked for
 * once the page has hydrated and show at the end of the panel.
 */
export function FilterPanel({ scopeType, shopId }: FilterPanelProps) {
  const { t } = useTranslation();
  const { filters, committed, apply } = useFilterRoute(scopeType);
  const type = filters.type;
  const { types } = useTypes();
  const hydrated = useHydrated();
  // Counts for the results shown; lists follow the type of the page shown.
  const facetState = useProductFacetsState(committed, { shopId });
  const facets = facetState.data?.facets;
  // The full lists where there are no facets: asked for once hydrated (the server and the hydrating render show
  // those groups loading alike).
  const lists = hydrated && (facetState.data === null || facetState.failed);
  const categoryList = useCategoryFilterOptions(committed.type, lists);
  const tagList = useTagFilterOptions(committed.type, lists);
  const manufacturerList = useManufacturerFilterOptions(committed.type, lists);
  const authors = useAuthorFilterOptions(hydrated);
  const concernsAvailable = useConcernsAvailable();
  const concerns = useConcernFilterOptions(hydrated && concernsAvailable);
  const drawn = (list: ListState, choices: FilterOption[] | undefined): ListState =>
    choices ? fromFacets(choices) : lists ? list : WAITING;
  const categories = drawn(categoryList, facets && facetCategoryTree(facets.categories, filters.category));
  const tags = drawn(tagList, facets && facetChoices(facets.tags, filters.tags));
  const manufacturer = filters.manufacturer ? [filters.manufacturer] : [];
  const manufacturers = drawn(manufacturerList, facets && facetChoices(facets.manufacturers, manufacturer));

  const set = (change: Partial<ProductFilters>) => void apply({ ...filters, ...change });
  const one = (selected: string[]) => selected[0] || undefined;
  const many = (selected: string[]) => (selected.length ? selected : undefined);
  // Categories, tags and manufacturers belong to a type: a new type starts them afresh.
  const setType = (slug?: string) => set({ type: slug, category: undefined, tags: undefined, manufacturer: undefined });

  return (
    <div className="flex flex-col">
      {!scopeType && types.length > 1 ? (
        <FilterSection title={t('text-product-type')}>
          <OptionList
            legend={t('text-product-type')}
            mode="single"
            anyLabel={t('text-all-types')}
            options={types.map((ty) => ({ id: ty.id, name: ty.name, slug: ty.slug }))}
            selected={type ? [type] : []}
            onChange={(selected) => setType(one(selected))}
          />
        </FilterSection>
      ) : null}

      <ListSection title={t('text-categories')} list={categories} active>
        <CategoryTree
          legend={t('text-categories')}
          categories={categories.options}
          selected={filters.category ?? []}
          onChange={(selected) => set({ category: many(selected) })}
          counts={facets ? countsOf(facets.categories) : undefined}
        />
      </ListSection>

      <FilterSection title={t('text-price')}>
        <PriceFilter value={filters.price} onApply={(price) => set({ price })} />
        {facets ? <PriceBands bands={facets.price} value={filters.price} onApply={(price) => set({ price })} /> : null}
      </FilterSection>

      <ListSection title={t('text-tags')} list={tags} active>
        <OptionList
          legend={t('text-tags')}
          mode="multiple"
          options={tags.options}
          selected={filters.tags ?? []}
          onChange={(selected) => set({ tags: many(selected) })}
          counts={facets ? countsOf(facets.tags) : undefined}
        />
      </ListSection>

      <ListSection title={t('text-manufacturers')} list={manufacturers} active={Boolean(filters.manufacturer)}>
        <OptionList
          legend={t('text-manufacturers')}
          mode="single"
          anyLabel={t('text-any-manufacturer')}
          options={manufacturers.options}
          selected={filters.manufacturer ? [filters.manufacturer] : []}
          onChange={(selected) => set({ manufacturer: one(selected) })}
          counts={facets ? countsOf(facets.manufacturers) : undefined}
        />
      </ListSection>

      {facets ? (
        <AttributeFacets
          groups={facets.attributes}
          selected={filters.attributes ?? []}
          onChange={(attributes) => set({ attributes })}
        />
      ) : null}

      <ListSection title={t('text-authors')} list={authors} active={Boolean(filters.author)}>
        <OptionList
          legend={t('text-authors')}
          mode="single"
          anyLabel={t('text-any-author')}
          options={authors.options}
          selected={filters.author ? [filters.author] : []}
          onChange={(selected) => set({ author: one(selected) })}
        />
      </ListSection>

      {concernsAvailable ? (
        <ListSection title={t('text-concerns')} list={concerns} active={Boolean(filters.concern)}>
          <OptionList
            legend={t('text-concerns')}
            mode="single"
            anyLabel={t('text-any-concern')}
            options={concerns.options}
            selected={filters.concern ? [filters.concern] : []}
            onChange={(selected) => set({ concern: one(selected) })}
          />
        </ListSection>
      ) : null}
    </div>
  );
}
