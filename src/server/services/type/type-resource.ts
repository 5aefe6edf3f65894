import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject, tr } from '../../query/sql-json';
import { languageField, languagePairs, timestampPairs } from '../shared/fields';

function banners(language: string) {
  const row = jsonObject([
    ['id', sql`b.id`],
    ['type_id', sql`b.type_id`],
    ['title', tr('b', 'title', language)],
    ['description', tr('b', 'description', language)],
    ['image', sql`b.image`],
  ]);
  return sql`coalesce((select json_agg(${row} order by b.position, b.id) from banners b where b.type_id = t.id), '[]'::json)`;
}

/** Product types (grocery, bakery …): CONTRACT §4 Type. */
export const typeResource: Resource = {
  name: 'type',
  from: sql`types t`,
  alias: 't',
  searchable: {
    name: { kind: 'text', ops: ['like', '='], column: sql`t.name`, freeText: true },
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`t.slug` },
    language: languageField('t'),
  },
  sortable: {
    position: sql`t.position`,
    name: sql`t.name`,
    created_at: sql`t.created_at`,
    updated_at: sql`t.updated_at`,
    id: sql`t.id`,
  },
  defaultSort: { column: 'position', direction: 'asc' },
  fields: ({ language }) => [
    ['id', col('t', 'id')],
    ['name', tr('t', 'name', language)],
    ['slug', col('t', 'slug')],
    ['icon', col('t', 'icon')],
    ...languagePairs('t', language),
    ['settings', col('t', 'settings')],
    ['promotional_sliders', col('t', 'promotional_sliders')],
    ['banners', banners(language)],
    ...timestampPairs('t'),
  ],
  relations: { banners: { key: 'banners', value: ({ language }) => banners(language) } },
  defaultLimit: 100,
  maxLimit: 100,
  envelope: 'laravel',
};
