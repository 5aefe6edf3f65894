import {
  AMOUNT,
  DEFAULT_SORT,
  FILTER_QUERY_KEYS,
  type FilterQueryKey,
  type ProductFilters,
  type RawQuery,
} from './product-filters';

/**
 * Changing product filters from the filter panel: the price boxes, the removable chips, and the URL query that
 * carries the result. Apart from product-filters.ts, which every listing page reads its filters with, so that
 * pages without the panel do not carry this.
 */
export type PriceInputError = 'error-price-invalid' | 'error-price-max-required' | 'error-price-range';
export type PriceInputResult =
  { price: [number, number] | undefined } | { error: PriceInputError; field: 'min' | 'max' };

/**
 * Validates the two price boxes of the filter panel: both empty clears the filter; an empty minimum is 0;
 * the maximum is required once a minimum is given; amounts are plain non-negative numbers; min ≤ max.
 */
export function priceFromInputs(min: string, max: string): PriceInputResult {
  const lo = min.trim();
  const hi = max.trim();
  if (lo === '' && hi === '') return { price: undefined };
  if (lo !== '' && !AMOUNT.test(lo)) return { error: 'error-price-invalid', field: 'min' };
  if (hi === '') return { error: 'error-price-max-required', field: 'max' };
  if (!AMOUNT.test(hi)) return { error: 'error-price-invalid', field: 'max' };
  const range: [number, number] = [lo === '' ? 0 : Number(lo), Number(hi)];
  if (range[0] > range[1]) return { error: 'error-price-range', field: 'max' };
  return { price: range };
}

/** The query string for filters (only what is set, in a stable order), for links and router pushes. */
export function productFiltersToQuery(filters: ProductFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.text?.trim()) out.text = filters.text.trim();
  if (filters.type) out.type = filters.type;
  if (filters.category?.length) out.category = filters.category.join(',');
  if (filters.tags?.length) out.tags = filters.tags.join(',');
  if (filters.author) out.author = filters.author;
  if (filters.manufacturer) out.manufacturer = filters.manufacturer;
  if (filters.concern) out.concern = filters.concern;
  if (filters.price) out.price = filters.price.join(',');
  if (filters.attributes?.length) out.attributes = filters.attributes.join(',');
  if (filters.sort && filters.sort !== DEFAULT_SORT) out.sort = filters.sort;
  return out;
}

/** A page's query with its filter parameters replaced by `filters` (route params and others untouched). */
export function replaceFiltersInQuery(query: RawQuery, filters: ProductFilters): RawQuery {
  const rest = Object.fromEntries(
    Object.entries(query).filter(([key]) => !(FILTER_QUERY_KEYS as readonly string[]).includes(key)),
  );
  return { ...rest, ...productFiltersToQuery(filters) };
}

/** One removable piece of the active filters (a chip): a whole key, or one slug of a list. */
export interface ActiveFilter {
  key: Exclude<FilterQueryKey, 'sort'>;
  /** The slug (lists and single slugs), the text, `lo,hi` for a price, or `attribute:value` for an attribute. */
  value: string;
}

/** The active filters in URL order, one entry per category and tag. */
export function activeFilters(filters: ProductFilters): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (filters.text) out.push({ key: 'text', value: filters.text });
  if (filters.type) out.push({ key: 'type', value: filters.type });
  for (const value of filters.category ?? []) out.push({ key: 'category', value });
  for (const value of filters.tags ?? []) out.push({ key: 'tags', value });
  if (filters.author) out.push({ key: 'author', value: filters.author });
  if (filters.manufacturer) out.push({ key: 'manufacturer', value: filters.manufacturer });
  if (filters.concern) out.push({ key: 'concern', value: filters.concern });
  if (filters.price) out.push({ key: 'price', value: filters.price.join(',') });
  for (const value of filters.attributes ?? []) out.push({ key: 'attributes', value });
  return out;
}

/** `filters` without one active filter (one slug of a list, or the whole key). */
export function removeFilter(filters: ProductFilters, { key, value }: ActiveFilter): ProductFilters {
  const next: ProductFilters = { ...filters };
  if (key === 'category' || key === 'tags' || key === 'attributes') {
    const rest = (filters[key] ?? []).filter((v) => v !== value);
    if (rest.length) next[key] = rest;
    else delete next[key];
  } else {
    delete next[key];
  }
  return next;
}

/** Everything cleared except the sort order (and, on search, the term when `keepText`). */
export function clearFilters(filters: ProductFilters, keepText = false): ProductFilters {
  const next: ProductFilters = {};
  if (filters.sort) next.sort = filters.sort;
  if (keepText && filters.text) next.text = filters.text;
  return next;
}
