import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject, type Pair, tr } from '../../query/sql-json';
import { keptProductCount } from '../shared/relations';
import { languageField, languagePairs, timestampPairs } from '../shared/fields';

/**
 * Published products of active shops whose manufacturer belongs to the concern. Every such product is what
 * the product list shows for `manufacturer.concern.slug`, so the count matches what a visitor finds.
 */
export const concernProductsCount = sql`(select coalesce(sum(${keptProductCount('manufacturer', sql`cm.id`)}), 0)::int
  from manufacturers cm where cm.concern_id = c.id)`;

/** Approved (public) manufacturers of the concern: as many as the detail's `manufacturers` lists. */
export const concernManufacturersCount = sql`(select count(*)::int from manufacturers cm
  where cm.concern_id = c.id and cm.is_approved)`;

function manufacturers(language: string) {
  const row = jsonObject([
    ['id', sql`cm.id`],
    ['name', tr('cm', 'name', language)],
    ['slug', sql`cm.slug`],
    ['image', sql`cm.image`],
  ]);
  return sql`coalesce((select json_agg(${row} order by cm.name, cm.id) from manufacturers cm
    where cm.concern_id = c.id and cm.is_approved), '[]'::json)`;
}

function concernFields(language: string): Pair[] {
  return [
    ['id', col('c', 'id')],
    ['name', tr('c', 'name', language)],
    ['slug', col('c', 'slug')],
    ['description', tr('c', 'description', language)],
    ['image', col('c', 'image')],
    ['cover_image', col('c', 'cover_image')],
    ['website', col('c', 'website')],
    ['manufacturers_count', concernManufacturersCount],
    ['products_count', concernProductsCount],
    ...languagePairs('c', language),
    ...timestampPairs('c'),
  ];
}

/** Company groups that own manufacturers: ours, CONTRACT §11. */
export const concernResource: Resource = {
  name: 'concern',
  from: sql`concerns c`,
  alias: 'c',
  searchable: {
    name: { kind: 'text', ops: ['like', '='], column: sql`c.name`, freeText: true },
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`c.slug` },
    language: languageField('c'),
  },
  sortable: {
    name: sql`c.name`,
    created_at: sql`c.created_at`,
    id: sql`c.id`,
    products_count: concernProductsCount,
    manufacturers_count: concernManufacturersCount,
  },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: ({ language }) => concernFields(language),
  relations: { manufacturers: { key: 'manufacturers', value: ({ language }) => manufacturers(language) } },
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};

/** One concern's page: the list row plus its manufacturers. */
export const concernDetailResource: Resource = {
  ...concernResource,
  fields: ({ language }) => [...concernFields(language), ['manufacturers', manufacturers(language)]],
};

/** The same rows for `/top-concerns`: a short plain array. */
export const topConcernResource: Resource = { ...concernResource, defaultLimit: 10, maxLimit: 50 };
