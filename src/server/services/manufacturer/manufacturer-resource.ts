import { type SQL, sql } from 'drizzle-orm';
import type { Resource, SearchValue } from '../../query/resource';
import { col, tr } from '../../query/sql-json';
import { idNameSlug, keptProductCount } from '../shared/relations';
import { languageField, languagePairs, timestampPairs } from '../shared/fields';

/** Published products of active shops made by the manufacturer. */
export const manufacturerProductsCount = keptProductCount('manufacturer', sql`mf.id`);

const typeOf = (language: string) => idNameSlug('types', 'mt', sql`mf.type_id`, language);
const concernOf = (language: string) => idNameSlug('concerns', 'mc', sql`mf.concern_id`, language);

/** Manufacturers whose type has one of these slugs (also used by the plain `type` parameter). */
export function typeSlugIn(slugs: SearchValue[]): SQL {
  return sql`mf.type_id in (select ft.id from types ft where ft.slug = any(${sql.param(slugs.map(String))}::text[]))`;
}

function concernSlugIn(slugs: SearchValue[]): SQL {
  return sql`mf.concern_id in (select fc.id from concerns fc where fc.slug = any(${sql.param(slugs.map(String))}::text[]))`;
}

/** Brands and publishers: CONTRACT §4 Manufacturer, with the owning concern (§11). Only approved ones are public. */
export const manufacturerResource: Resource = {
  name: 'manufacturer',
  // Not `m`: the list engine names its paging subquery `m`.
  from: sql`manufacturers mf`,
  alias: 'mf',
  baseWhere: () => sql`mf.is_approved`,
  searchable: {
    name: { kind: 'text', ops: ['like', '='], column: sql`mf.name`, freeText: true },
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`mf.slug` },
    is_approved: { kind: 'bool', ops: ['='], column: sql`mf.is_approved` },
    'type.slug': { kind: 'text', ops: ['in', '='], where: (_op, values) => typeSlugIn(values) },
    'concern.slug': { kind: 'text', ops: ['in', '='], where: (_op, values) => concernSlugIn(values) },
    language: languageField('mf'),
  },
  sortable: {
    name: sql`mf.name`,
    created_at: sql`mf.created_at`,
    id: sql`mf.id`,
    products_count: manufacturerProductsCount,
  },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: ({ language }) => [
    ['id', col('mf', 'id')],
    ['name', tr('mf', 'name', language)],
    ['slug', col('mf', 'slug')],
    ...languagePairs('mf', language),
    ['is_approved', col('mf', 'is_approved')],
    ['description', tr('mf', 'description', language)],
    ['website', col('mf', 'website')],
    ['socials', col('mf', 'socials')],
    ['image', col('mf', 'image')],
    ['cover_image', col('mf', 'cover_image')],
    ['products_count', manufacturerProductsCount],
    ['type', typeOf(language)],
    ['type_id', col('mf', 'type_id')],
    ['concern', concernOf(language)],
    ...timestampPairs('mf'),
  ],
  // Both are always in the row; naming them in `with` (as the shop does) is accepted and changes nothing.
  relations: {
    type: { key: 'type', value: ({ language }) => typeOf(language) },
    concern: { key: 'concern', value: ({ language }) => concernOf(language) },
  },
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};

/** The same rows for `/top-manufacturers`: a short plain array. */
export const topManufacturerResource: Resource = { ...manufacturerResource, defaultLimit: 10, maxLimit: 50 };
