import { type SQL, sql } from 'drizzle-orm';
import type { SearchField } from '../../query/resource';
import { col, jsonObject, tr } from '../../query/sql-json';

/**
 * SQL pieces for rows that point at other catalogue rows. Aliases and table names always come from code,
 * never from a request, so `sql.raw` on them is safe.
 */

/**
 * Published products of active shops of a category, tag, manufacturer, shop or author, read from the counts the
 * facet triggers keep (product_facet_counts, one row per product type and value; migrations 0020_facets,
 * 0027_owner-counts) instead of counted for every row listed: a type page's menu of categories counted a million
 * products' links for each of its categories (6 s at a million products), /authors took 1.3-2.2 s. Catalogue pages
 * only show these products, so a count of drafts or closed shops would promise items the visitor cannot find.
 * `id` is the value's id column.
 */
export function keptProductCount(facet: 'category' | 'tag' | 'manufacturer' | 'shop' | 'author', id: SQL): SQL {
  return sql`(select coalesce(sum(f.products), 0)::int from product_facet_counts f
    where f.facet = ${sql.raw(`'${facet}'`)} and f.value_id = ${id})`;
}

/** `{id, name, slug}` of the row of `table` whose id is `id`, or null, with the name translated. */
export function idNameSlug(table: string, alias: string, id: SQL, language: string): SQL {
  const row = jsonObject([
    ['id', sql.raw(`${alias}.id`)],
    ['name', tr(alias, 'name', language)],
    ['slug', sql.raw(`${alias}.slug`)],
  ]);
  return sql`(select ${row} from ${sql.raw(`${table} ${alias}`)} where ${sql.raw(`${alias}.id`)} = ${id})`;
}

/** `{id, name, slug}` of the type a row points at through `<alias>.type_id`, or null. */
export function typeRef(alias: string, language: string): SQL {
  return idNameSlug('types', 'rt', col(alias, 'type_id'), language);
}

/** The `type.slug` search field: rows whose type has one of the given slugs. */
export function typeSlugField(alias: string): SearchField {
  return {
    kind: 'text',
    ops: ['in', '='],
    where: (_op, values) =>
      sql`${col(alias, 'type_id')} in (select ts.id from types ts where ts.slug = any(${sql.param(values.map(String))}::text[]))`,
  };
}

/** The plain `type=<slug>` parameter as a condition (undefined when absent). */
export function typeSlugCondition(alias: string, slug: string | undefined): SQL | undefined {
  if (slug === undefined || slug === '') return undefined;
  return sql`${col(alias, 'type_id')} in (select ts.id from types ts where ts.slug = ${slug})`;
}
