import { type SQL, sql } from 'drizzle-orm';
import type { SearchTerm } from '@/shared/search-grammar';
import type { ListParams } from '../../query/list-params';
import { parseAttributeTerm } from './attribute-filter';

/**
 * product_facet_counts (migrations 0020_facets, 0021_facet-statements) keeps, per product type and filter value,
 * how many published products of active shops there are, in the writing transaction. These helpers say which
 * lists and facet scopes it answers exactly, so neither the list's total (product-list-page.ts) nor the filter
 * drawer's counts (product-facets.ts) count rows for them.
 */

/**
 * The products a kept-count scope covers: of these type slugs, or every type (null); within one category (its
 * slug) when set, read from product_category_facet_counts (which has no counts of categories themselves).
 */
export type TypeScope = { slugs: string[] | null; category?: string };

/** The types `type.slug` terms keep to (all of them when joined with "and"), or every type (null). */
export function typesOf(terms: SearchTerm[], ops: ListParams['searchFields'], disjunctive: boolean): TypeScope {
  if (!disjunctive && terms.length > 1) return { slugs: null };
  let slugs: string[] | null = null;
  for (const term of terms) {
    if (term.field !== 'type.slug' || (ops[term.field] ?? 'in') !== 'in') continue;
    const values = term.value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    slugs = slugs === null ? values : slugs.filter((v) => values.includes(v));
  }
  return { slugs };
}

/** The one category slug a term names (`categories.slug:<slug>`), or undefined. */
function categoryOf(term: SearchTerm, ops: ListParams['searchFields']): string | undefined {
  const slug = term.value.trim();
  if (term.field !== 'categories.slug' || !slug || slug.includes(',') || (ops[term.field] ?? 'in') === 'like') {
    return undefined;
  }
  return slug;
}

/**
 * Terms that only ask for published products (`status:publish`, `language:en`) of some types (`type.slug`),
 * within at most one category, are answered from the kept counts; anything else (a name, a shop, another filter)
 * is counted.
 */
export function keptScope(terms: SearchTerm[], ops: ListParams['searchFields']): TypeScope | undefined {
  let category: string | undefined;
  const kept = terms.every((term) => {
    const op = term.field ? ops[term.field] : undefined;
    if (term.field === 'status') return term.value.trim() === 'publish' && (op ?? '=') === '=';
    if (term.field === 'language') return term.value.trim() === 'en';
    const named = categoryOf(term, ops);
    if (named && category === undefined) {
      category = named;
      return true;
    }
    return term.field === 'type.slug' && (op ?? 'in') === 'in';
  });
  return kept ? { ...typesOf(terms, ops, true), ...(category === undefined ? {} : { category }) } : undefined;
}

/** The kept counts of published products of active shops of the scope's types (and category), aliased `alias`. */
export function keptTable(types: TypeScope, alias: string): SQL {
  return types.category === undefined
    ? sql`product_facet_counts ${sql.raw(alias)}`
    : sql`product_category_facet_counts ${sql.raw(alias)}`;
}

/** The kept count rows of the scope's types (and category), in the table keptTable names. */
export function ofTypes(types: TypeScope, alias: string): SQL {
  const a = sql.raw(alias);
  const ofType =
    types.slugs === null
      ? sql`true`
      : sql`${a}.type_id in (select t.id from types t where t.slug = any(${sql.param(types.slugs)}::text[]))`;
  return types.category === undefined
    ? ofType
    : sql`${a}.category_id = (select c.id from categories c where c.slug = ${types.category}::text) and ${ofType}`;
}

/** The kept facet and the id of the one value a list term names (a single slug), or undefined. */
function keptValue(term: SearchTerm, ops: ListParams['searchFields']): { facet: string; id: SQL } | undefined {
  const slug = term.value.trim();
  if (!term.field || !slug || (ops[term.field] ?? 'in') === 'like') return undefined;
  if (term.field === 'attribute') {
    const { attribute, values } = parseAttributeTerm(slug);
    if (values.length !== 1) return undefined;
    return {
      facet: 'attribute_value',
      id: sql`(select av.id from attribute_values av join attributes a on a.id = av.attribute_id
        where a.slug = ${attribute}::text and av.slug = ${values[0]}::text)`,
    };
  }
  if (slug.includes(',')) return undefined;
  const table = { 'categories.slug': 'categories', 'tags.slug': 'tags', 'manufacturer.slug': 'manufacturers' }[
    term.field
  ];
  if (!table) return undefined;
  const facet = { categories: 'category', tags: 'tag', manufacturers: 'manufacturer' }[table]!;
  return { facet, id: sql`(select x.id from ${sql.raw(table)} x where x.slug = ${slug}::text)` };
}

/** The facet groups whose single-value lists keptTotal answers, so their kept counts are exact totals. */
export const KEPT_VALUE_GROUPS = ['categories', 'tags', 'manufacturers', 'attributes'] as const;

/**
 * The exact number of products a list shows, read from the kept counts (a scalar subquery), when its terms are
 * those of a kept scope (types, at most one category) plus at most one category, tag, manufacturer or attribute
 * value; otherwise undefined and the list is counted. `where` conditions beyond the terms (a shop's page, a
 * campaign) are never kept.
 */
export function keptTotal(params: ListParams): SQL | undefined {
  if (params.searchJoin !== 'and' && params.search.length > 1) return undefined;
  const values: { term: SearchTerm; value: { facet: string; id: SQL } }[] = [];
  for (const term of params.search) {
    const value = keptValue(term, params.searchFields);
    if (value) values.push({ term, value });
  }
  if (values.length > 2) return undefined;
  // Two values: one of them a category, the other counted within it (product_category_facet_counts).
  const categories = values.filter((v) => v.value.facet === 'category');
  if (values.length === 2 && categories.length !== 1) return undefined;
  const within = values.length === 2 ? categories[0] : undefined;
  const value = values.find((v) => v !== within);
  const types = keptScope(
    params.search.filter((term) => term !== value?.term),
    params.searchFields,
  );
  if (!types) return undefined;
  // Every counted product has one price band: their sum is how many products the scope has.
  const which = value
    ? sql`f.facet = ${value.value.facet}::text and f.value_id = ${value.value.id}`
    : sql`f.facet = 'price_band'`;
  return sql`(select coalesce(sum(f.products), 0)::int from ${keptTable(types, 'f')}
    where ${which} and ${ofTypes(types, 'f')})`;
}
