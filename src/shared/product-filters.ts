import { PAGE_SIZE } from '@/config/constants';
import { formatSearchParams, splitList } from './search-grammar';

/**
 * Product filters as they appear in page URLs (shareable, back/forward friendly, rendered by the server),
 * and their translation into the provider's list query (CONTRACT §3, SPEC §5).
 *
 *   /search?text=apple&category=fruits,vegetables&tags=organic&price=2,10&sort=price-asc
 */
export interface ProductFilters {
  text?: string;
  type?: string;
  category?: string[];
  tags?: string[];
  author?: string;
  manufacturer?: string;
  concern?: string;
  /** [low, high] in currency units. */
  price?: [number, number];
  sort?: SortKey;
}

export const SORTS = {
  newest: { orderBy: 'created_at', sortedBy: 'DESC' },
  'price-asc': { orderBy: 'min_price', sortedBy: 'ASC' },
  'price-desc': { orderBy: 'max_price', sortedBy: 'DESC' },
  popular: { orderBy: 'sold_quantity', sortedBy: 'DESC' },
  rating: { orderBy: 'ratings', sortedBy: 'DESC' },
} as const;
export type SortKey = keyof typeof SORTS;
export const DEFAULT_SORT: SortKey = 'newest';
export const SORT_KEYS = Object.keys(SORTS) as SortKey[];

/** The URL parameters that carry filters; anything else in a page's query (route params, tracking) is kept. */
export const FILTER_QUERY_KEYS = [
  'text',
  'type',
  'category',
  'tags',
  'author',
  'manufacturer',
  'concern',
  'price',
  'sort',
] as const;
export type FilterQueryKey = (typeof FILTER_QUERY_KEYS)[number];

export const MAX_TEXT_LENGTH = 100;
const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/i;
/** A plain decimal amount: no signs, exponents, hex or empty parts (`Number('')` would read as 0). */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
type RawQuery = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function slug(value: string | string[] | undefined): string | undefined {
  const v = first(value);
  return SLUG.test(v) ? v : undefined;
}

function slugs(value: string | string[] | undefined): string[] | undefined {
  const list = splitList(Array.isArray(value) ? value.join(',') : (value ?? '')).filter((v) => SLUG.test(v));
  return list.length ? [...new Set(list)] : undefined;
}

/** Reads `lo,hi` (both plain non-negative amounts, lo ≤ hi); anything else is no price filter. */
export function parsePriceRange(value: string | string[] | undefined): [number, number] | undefined {
  const parts = first(value)
    .split(',')
    .map((p) => p.trim());
  if (parts.length !== 2 || !parts.every((p) => AMOUNT.test(p))) return undefined;
  const [lo, hi] = parts.map(Number) as [number, number];
  return lo <= hi ? [lo, hi] : undefined;
}

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

/** Reads filters from a page's query string, dropping anything malformed. */
export function parseProductFilters(query: RawQuery): ProductFilters {
  const text = first(query.text).slice(0, MAX_TEXT_LENGTH).trim();
  const sort = first(query.sort);
  const filters: ProductFilters = {
    text: text || undefined,
    type: slug(query.type),
    category: slugs(query.category),
    tags: slugs(query.tags),
    author: slug(query.author),
    manufacturer: slug(query.manufacturer),
    concern: slug(query.concern),
    price: parsePriceRange(query.price),
    sort: Object.hasOwn(SORTS, sort) ? (sort as SortKey) : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ProductFilters;
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
  /** The slug (lists and single slugs), the text, or `lo,hi` for a price. */
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
  return out;
}

/** `filters` without one active filter (one slug of a list, or the whole key). */
export function removeFilter(filters: ProductFilters, { key, value }: ActiveFilter): ProductFilters {
  const next: ProductFilters = { ...filters };
  if (key === 'category' || key === 'tags') {
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

export interface ProductListScope {
  /** Products of one shop (shop pages). */
  shopId?: number;
  language: string;
  limit?: number;
}

/**
 * The provider list query for filters: `search` per SPEC §5, always `status:publish`, `with=type;author`.
 * The grammar has no escaping, so a ';' typed in the search box must not start a new term.
 */
export function toProductQuery(filters: ProductFilters, scope: ProductListScope): Record<string, string | number> {
  const sort = SORTS[filters.sort ?? DEFAULT_SORT];
  const search = formatSearchParams({
    type: filters.type,
    categories: filters.category,
    tags: filters.tags,
    author: filters.author,
    manufacturer: filters.manufacturer,
    concern: filters.concern,
    name: filters.text?.replace(/;/g, ' '),
    shop_id: scope.shopId,
    min_price: filters.price?.join(','),
    status: 'publish',
  });
  return {
    searchJoin: 'and',
    with: 'type;author',
    search,
    orderBy: sort.orderBy,
    sortedBy: sort.sortedBy,
    limit: scope.limit ?? PAGE_SIZE,
    language: scope.language,
  };
}
