import { useAuthorFilterOptions } from '@/framework/rest/author';
import { useConcernFilterOptions, useConcernsAvailable } from '@/framework/rest/concern';
import { type FilterOption, useCategoryFilterOptions } from '@/framework/rest/filter-option';
import { useManufacturerFilterOptions } from '@/framework/rest/manufacturer';
import { type ProductFacets, useProductFacetsState } from '@/framework/rest/product-facets';
import { useTagFilterOptions } from '@/framework/rest/tag';
import { useTypes } from '@/framework/rest/type';
import { useTranslation } from '@/lib/i18n/provider';
import { usePrice } from '@/lib/use-price';
import { type ActiveFilter, activeFilters, clearFilters, removeFilter } from '@/shared/product-filter-edits';
import type { ProductFilters } from '@/shared/product-filters';
import { useFilterRoute } from './use-filter-route';

function flatten(options: FilterOption[]): FilterOption[] {
  return options.flatMap((o) => [o, ...flatten(o.children ?? [])]);
}

type Facets = NonNullable<ProductFacets>['facets'];
type Named = readonly { slug: string; name: string }[];

/** Whether chosen slugs need their list: some have no name among the facets' values (or there are no facets). */
const lacksNames = (slugs: readonly string[], values: Named | undefined) =>
  slugs.length > 0 && (!values || slugs.some((slug) => !values.some((v) => v.slug === slug)));

/**
 * Names for the slugs in the URL: from the facets of the results (which a listing's server sends) for categories,
 * tags and manufacturers, else from the (cached) filter lists; an unknown slug shows as itself. A list is asked for
 * only for a chosen filter the facets do not name (a provider without facets, a value without results), and
 * authors' and concerns' lists for theirs (the server sends those: components/search/listing-prefetch.ts).
 */
function useFilterNames(
  filters: ProductFilters,
  type: string | undefined,
  /** The facets, null where there are none; undefined while they are asked for (no list is asked for then). */
  facets: Facets | null | undefined,
) {
  const { types } = useTypes();
  const concernsAvailable = useConcernsAvailable();
  const category = filters.category ?? [];
  const tags = filters.tags ?? [];
  const manufacturer = filters.manufacturer ? [filters.manufacturer] : [];
  const settled = facets !== undefined;
  const lists = {
    category: flatten(useCategoryFilterOptions(type, settled && lacksNames(category, facets?.categories)).options),
    tags: useTagFilterOptions(type, settled && lacksNames(tags, facets?.tags)).options,
    author: useAuthorFilterOptions(Boolean(filters.author)).options,
    manufacturer: useManufacturerFilterOptions(type, settled && lacksNames(manufacturer, facets?.manufacturers))
      .options,
    concern: useConcernFilterOptions(concernsAvailable && Boolean(filters.concern)).options,
    type: types,
  };
  const named: Partial<Record<ActiveFilter['key'], Named>> = {
    category: facets?.categories,
    tags: facets?.tags,
    manufacturer: facets?.manufacturers,
  };
  return ({ key, value }: ActiveFilter) => {
    if (key === 'text' || key === 'price' || key === 'attributes') return value;
    const find = (values: Named | undefined) => values?.find((o) => o.slug === value)?.name;
    return find(named[key]) ?? find(lists[key]) ?? value;
  };
}

const GROUP_LABELS = {
  text: 'text-search',
  type: 'text-product-type',
  category: 'text-category',
  tags: 'text-tag',
  author: 'text-author',
  manufacturer: 'text-manufacturer',
  concern: 'text-concern',
  price: 'text-price',
  attributes: 'text-attribute',
} as const;

/** "$1.00 – $5.00" in the shop currency (hooks run whether or not a price is set). */
function usePriceRangeLabel(range?: [number, number]): string {
  const lo = usePrice({ amount: range?.[0] ?? 0 }).price;
  const hi = usePrice({ amount: range?.[1] ?? 0 }).price;
  return `${lo} – ${hi}`;
}

/**
 * The active filters as removable chips, and "Clear all". `keepText`: on the search page the term is the
 * page's subject, so "Clear all" keeps it (its own chip still removes it).
 */
export function ActiveFilters({ scopeType, keepText = false }: { scopeType?: string; keepText?: boolean }) {
  const { t } = useTranslation();
  const { filters, committed, apply } = useFilterRoute(scopeType);
  const chosen = Boolean(filters.category?.length || filters.tags?.length || filters.manufacturer);
  const { data, failed } = useProductFacetsState(committed, {}, chosen || Boolean(filters.attributes?.length));
  // null: nothing to name from (no facets, or asking failed); undefined: still asking.
  const facets = failed || data === null ? null : data?.facets;
  const nameOf = useFilterNames(filters, committed.type, facets);
  // Attribute chips read "Color: Red" with the names the facets carry (the slug where there are none).
  const attributes = facets?.attributes ?? [];
  const attributeNames = (value: string) => {
    const [attribute = '', slug = ''] = value.split(':');
    const group = attributes.find((a) => a.slug === attribute);
    return { group: group?.name ?? attribute, name: group?.values.find((v) => v.slug === slug)?.name ?? slug };
  };
  const priceLabel = usePriceRangeLabel(filters.price);
  const active = activeFilters(filters).filter((f) => !(scopeType && f.key === 'type'));
  if (active.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('text-active-filters')}</h2>
      <ul className="flex flex-wrap gap-2">
        {active.map((f) => {
          const attribute = f.key === 'attributes' ? attributeNames(f.value) : null;
          const group = attribute ? attribute.group : t(GROUP_LABELS[f.key]);
          const name = attribute
            ? attribute.name
            : f.key === 'text'
              ? `“${f.value}”`
              : f.key === 'price'
                ? priceLabel
                : nameOf(f);
          return (
            <li key={`${f.key}:${f.value}`}>
              <button
                type="button"
                onClick={() => void apply(removeFilter(filters, f))}
                aria-label={`${t('text-remove-filter')} ${group}: ${name}`}
                className="inline-flex items-center gap-1 rounded-full border border-gray-300 bg-white py-1 ps-3 pe-2 text-sm text-gray-900 hover:border-accent hover:text-accent"
              >
                <span className="text-gray-600">{group}:</span> <bdi className="font-medium">{name}</bdi>
                <span aria-hidden="true" className="text-base leading-none">
                  ×
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => void apply({ ...clearFilters(filters, keepText), type: scopeType })}
        className="text-sm font-medium text-accent underline"
      >
        {t('text-clear-all')}
      </button>
    </div>
  );
}
