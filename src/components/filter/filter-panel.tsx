import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useAuthorFilterOptions } from '@/framework/rest/author';
import { useConcernFilterOptions, useConcernsAvailable } from '@/framework/rest/concern';
import type { ApiError } from '@/framework/rest/errors';
import { type FilterOption, useCategoryFilterOptions } from '@/framework/rest/filter-option';
import { useManufacturerFilterOptions } from '@/framework/rest/manufacturer';
import { countsOf, useProductFacets } from '@/framework/rest/product-facets';
import { useTagFilterOptions } from '@/framework/rest/tag';
import { useTypes } from '@/framework/rest/type';
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

/**
 * The product filter panel (sidebar on wide screens, FILTER_VIEW/SEARCH_FILTER drawer on small ones): type,
 * category tree, price range, tags, authors, manufacturers and, when the provider has them, concerns. Every
 * choice updates the page URL at once; the price range on submit. Where the provider has facets, categories,
 * tags and manufacturers show their counts for the current results (a chosen value keeps its siblings, counted
 * without that group's own choice), with price bands and product attributes (colour, size…) as more groups.
 */
export function FilterPanel({ scopeType, shopId }: FilterPanelProps) {
  const { t } = useTranslation();
  const { filters, committed, apply } = useFilterRoute(scopeType);
  const type = filters.type;
  const { types } = useTypes();
  // Lists follow the type of the page shown: the server sends the new type's lists with the new page.
  const categories = useCategoryFilterOptions(committed.type);
  const tags = useTagFilterOptions(committed.type);
  const authors = useAuthorFilterOptions();
  const manufacturers = useManufacturerFilterOptions(committed.type);
  const concernsAvailable = useConcernsAvailable();
  const concerns = useConcernFilterOptions(concernsAvailable);
  // Counts for the results shown (GET /products/facets); null from a provider without facets: no counts.
  const facets = useProductFacets(committed, { shopId })?.facets;

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
