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
  /** Attribute values as `attribute:value` slug pairs (`color:red`); values of one attribute combine with "or". */
  attributes?: string[];
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
  'attributes',
  'sort',
] as const;
export type FilterQueryKey = (typeof FILTER_QUERY_KEYS)[number];

export const MAX_TEXT_LENGTH = 100;
const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/i;
/** A plain decimal amount (URL and price boxes): no signs, exponents, hex or empty parts (`Number('')` would read as 0). */
export const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
export type RawQuery = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function slug(value: string | string[] | undefined): string | undefined {
  const v = first(value);
  return SLUG.test(v) ? v : undefined;
}

/** The distinct well-formed entries of a list (`fruits,vegetables`, or the parameter repeated). */
function listOf(value: string | string[] | undefined, entry: RegExp): string[] | undefined {
  const list = splitList(Array.isArray(value) ? value.join(',') : (value ?? '')).filter((v) => entry.test(v));
  return list.length ? [...new Set(list)] : undefined;
}

/** One attribute value, `color:red`: `color:red,color:navy,size:m` lists them. */
const ATTRIBUTE_PAIR = /^[a-z0-9][a-z0-9_-]{0,120}:[a-z0-9][a-z0-9_-]{0,120}$/i;

/** The attribute filter's search terms: one `attribute:<attribute>:<values>` term per attribute. */
export function attributeTerms(pairs: readonly string[] = []): string[] {
  const byAttribute = new Map<string, string[]>();
  for (const pair of pairs) {
    const [attribute = '', value = ''] = pair.split(':');
    byAttribute.set(attribute, [...(byAttribute.get(attribute) ?? []), value]);
  }
  return [...byAttribute].map(([attribute, values]) => `attribute:${attribute}:${values.join(',')}`);
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

/** Reads filters from a page's query string, dropping anything malformed. */
export function parseProductFilters(query: RawQuery): ProductFilters {
  const text = first(query.text).slice(0, MAX_TEXT_LENGTH).trim();
  const sort = first(query.sort);
  const filters: ProductFilters = {
    text: text || undefined,
    type: slug(query.type),
    category: listOf(query.category, SLUG),
    tags: listOf(query.tags, SLUG),
    author: slug(query.author),
    manufacturer: slug(query.manufacturer),
    concern: slug(query.concern),
    price: parsePriceRange(query.price),
    attributes: listOf(query.attributes, ATTRIBUTE_PAIR),
    sort: Object.hasOwn(SORTS, sort) ? (sort as SortKey) : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ProductFilters;
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
  // A searched text with no order chosen is ranked by relevance: the API's own order for a text search.
  const byRelevance = Boolean(filters.text) && !filters.sort;
  const attributes = attributeTerms(filters.attributes);
  return {
    searchJoin: 'and',
    with: 'type;author',
    search: attributes.length ? [search, ...attributes].join(';') : search,
    ...(byRelevance ? {} : { orderBy: sort.orderBy, sortedBy: sort.sortedBy }),
    limit: scope.limit ?? PAGE_SIZE,
    language: scope.language,
  };
}
