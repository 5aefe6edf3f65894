/**
 * The provider's list-query grammar (CONTRACT §3, l5-repository RequestCriteria), shared by the storefront
 * (which writes it) and the built-in API (which reads it), so both sides agree on every edge case.
 *
 *   search=field:value;field2:value2   searchJoin=and|or   searchFields=field:op;…
 *   orderBy=column&sortedBy=asc|desc   with=rel1;rel2.sub   filter=col1;col2   limit   page
 */

export type SearchOperator = '=' | 'like' | 'in' | 'between';
export const SEARCH_OPERATORS: readonly SearchOperator[] = ['=', 'like', 'in', 'between'];

/** One `field:value` piece; `field` is null for a bare value, which searches every free-text field. */
export interface SearchTerm {
  field: string | null;
  value: string;
}

export class SearchSyntaxError extends Error {
  override name = 'SearchSyntaxError';
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

const FIELD = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/i;
export const MAX_SEARCH_TERMS = 20;
export const MAX_SEARCH_VALUE_LENGTH = 200;

function pieces(input: string): string[] {
  return input
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Reads a `search` string. Values may themselves contain ':' (only the first one separates the field). */
export function parseSearch(input: string): SearchTerm[] {
  const parts = pieces(input);
  if (parts.length > MAX_SEARCH_TERMS) {
    throw new SearchSyntaxError(`search has ${parts.length} terms; at most ${MAX_SEARCH_TERMS} are allowed.`, 'search');
  }
  return parts.map((part) => {
    const colon = part.indexOf(':');
    if (colon === -1) return { field: null, value: checkValue(part, part) };
    const field = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (!FIELD.test(field)) {
      throw new SearchSyntaxError(
        `search term "${part}" does not start with a field name (expected field:value).`,
        'search',
      );
    }
    if (value === '') throw new SearchSyntaxError(`search term "${part}" has no value after the colon.`, 'search');
    return { field, value: checkValue(value, part) };
  });
}

function checkValue(value: string, part: string): string {
  if (value.length > MAX_SEARCH_VALUE_LENGTH) {
    throw new SearchSyntaxError(
      `search term "${part.slice(0, 40)}…" is longer than ${MAX_SEARCH_VALUE_LENGTH} characters.`,
      'search',
    );
  }
  return value;
}

/** Writes terms back; `parseSearch(serializeSearch(t))` gives `t` again for well-formed terms. */
export function serializeSearch(terms: readonly SearchTerm[]): string {
  return terms.map((t) => (t.field ? `${t.field}:${t.value}` : t.value)).join(';');
}

/** Reads `searchFields=name:like;price:between` into a field → operator map. */
export function parseSearchFields(input: string): Record<string, SearchOperator> {
  const out: Record<string, SearchOperator> = {};
  for (const part of pieces(input)) {
    const [field = '', op = '', ...rest] = part.split(':').map((s) => s.trim());
    const operator = op.toLowerCase() as SearchOperator;
    if (!FIELD.test(field) || rest.length > 0 || !SEARCH_OPERATORS.includes(operator)) {
      throw new SearchSyntaxError(
        `searchFields term "${part}" must look like field:operator with operator one of ${SEARCH_OPERATORS.join(', ')}.`,
        'searchFields',
      );
    }
    out[field] = operator;
  }
  return out;
}

/** Reads `with=categories;shop;variations.attribute.values` or `filter=id;name` into a list of names. */
export function parseNameList(input: string, param: 'with' | 'filter'): string[] {
  const names = pieces(input);
  for (const name of names) {
    if (!FIELD.test(name)) throw new SearchSyntaxError(`${param} entry "${name}" is not a valid name.`, param);
  }
  return [...new Set(names)];
}

/** Splits an `in` value (`fruits,vegetables`) into its non-empty parts. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/**
 * Filter keys that the storefront names by slug (CONTRACT §3 formatSearchParams, SPEC §5); `concern` is ours
 * (CONTRACT §11).
 */
export const SLUG_KEYS = ['type', 'categories', 'tags', 'author', 'manufacturer', 'shops', 'concern'] as const;

type SearchValue = string | number | boolean | null | undefined | readonly (string | number)[];

function isEmpty(value: SearchValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The storefront's serialiser: drops empty values, suffixes slug keys with `.slug`, joins arrays with ','
 * and pieces with ';'. Keys keep their insertion order so URLs are stable.
 */
export function formatSearchParams(params: Record<string, SearchValue>): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value).trim();
    const field = (SLUG_KEYS as readonly string[]).includes(key) ? `${key}.slug` : key;
    out.push(`${field}:${text}`);
  }
  return out.join(';');
}
