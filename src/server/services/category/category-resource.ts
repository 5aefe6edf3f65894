import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { Resource, SearchField } from '../../query/resource';
import { col, jsonObject, type Pair, tr } from '../../query/sql-json';
import { languageField, languagePairs, timestampPairs, translatedTextField } from '../shared/fields';
import { keptProductCount, typeRef, typeSlugField } from '../shared/relations';

/**
 * Published products of active shops in the category (products are linked to every ancestor too), read from the
 * counts the facet triggers keep (keptProductCount): the menu asks this for every category and its children at once.
 */
function productsCount(alias: string): SQL {
  return keptProductCount('category', sql.raw(`${alias}.id`));
}

function parentRef(alias: string, language: string): SQL {
  const row = jsonObject([
    ['id', sql`cp.id`],
    ['name', tr('cp', 'name', language)],
    ['slug', sql`cp.slug`],
  ]);
  return sql`(select ${row} from categories cp where cp.id = ${sql.raw(`${alias}.parent_id`)})`;
}

/** Every field of CONTRACT §4 Category except `children`, for the row under `alias`. */
function categoryPairs(alias: string, language: string): Pair[] {
  return [
    ['id', col(alias, 'id')],
    ['name', tr(alias, 'name', language)],
    ['slug', col(alias, 'slug')],
    ...languagePairs(alias, language),
    ['icon', col(alias, 'icon')],
    ['image', col(alias, 'image')],
    ['details', tr(alias, 'details', language)],
    ['type_id', col(alias, 'type_id')],
    ['parent_id', col(alias, 'parent_id')],
    ['parent', parentRef(alias, language)],
    ['type', typeRef(alias, language)],
    ['products_count', productsCount(alias)],
    ...timestampPairs(alias),
  ];
}

/**
 * Direct sub-categories in display order, same shape (the fields of `wanted` when a filter names them); their own
 * children are left empty (one level deep).
 */
function children(language: string, wanted?: ReadonlySet<string>): SQL {
  const pairs: Pair[] = [...categoryPairs('cc', language), ['children', sql`'[]'::json`]];
  const row = jsonObject(wanted ? pairs.filter(([key]) => wanted.has(key)) : pairs);
  return sql`coalesce((select json_agg(${row} order by cc.position, cc.id) from categories cc where cc.parent_id = c.id), '[]'::json)`;
}

/** `parent:<id>` or `parent:null` (top-level only); `in` takes a list mixing both. */
const parentField: SearchField = {
  kind: 'text',
  ops: ['=', 'in'],
  where: (_op, values) => {
    const ids: number[] = [];
    let top = false;
    for (const raw of values.map(String)) {
      if (raw.toLowerCase() === 'null') top = true;
      else if (/^\d{1,9}$/.test(raw)) ids.push(Number(raw));
      else {
        const message = `search: parent must be a category id or null (got "${raw.slice(0, 40)}").`;
        throw new AppError('INVALID_QUERY', message, { errors: { search: [message] } });
      }
    }
    const parts: SQL[] = [];
    if (top) parts.push(sql`c.parent_id is null`);
    if (ids.length) parts.push(sql`c.parent_id = any(${sql.param(ids)}::int[])`);
    return sql`(${sql.join(parts, sql` or `)})`;
  },
};

/** Product categories, a tree per type: CONTRACT §4 Category, listed through the "helper" envelope (§2). */
export const categoryResource: Resource = {
  name: 'category',
  from: sql`categories c`,
  alias: 'c',
  searchable: {
    name: translatedTextField('c', 'name', { freeText: true }),
    parent: parentField,
    language: languageField('c'),
    'type.slug': typeSlugField('c'),
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`c.slug` },
  },
  sortable: {
    position: sql`c.position`,
    name: sql`c.name`,
    created_at: sql`c.created_at`,
    updated_at: sql`c.updated_at`,
    id: sql`c.id`,
    products_count: productsCount('c'),
  },
  defaultSort: { column: 'position', direction: 'asc' },
  fields: ({ language }) => [...categoryPairs('c', language), ['children', children(language)]],
  // The menu asks for the few fields it draws (filter=id;name;slug;image;children): its children too, so the 110
  // categories of a type are not each built in full (with their parent, type and product count) to be dropped.
  filteredFields: ({ language }, wanted) => [
    ...categoryPairs('c', language).filter(([key]) => wanted.has(key)),
    ...(wanted.has('children') ? [['children', children(language, wanted)] as Pair] : []),
  ],
  // Everything is in the row already; naming these in `with` (as providers' clients do) is accepted.
  relations: {
    parent: { key: 'parent', value: ({ language }) => parentRef('c', language) },
    children: { key: 'children', value: ({ language }) => children(language) },
    type: { key: 'type', value: ({ language }) => typeRef('c', language) },
  },
  defaultLimit: 15,
  // The shop asks for up to 1000 categories at once (CONTRACT §3).
  maxLimit: 1000,
  envelope: 'helper',
};
