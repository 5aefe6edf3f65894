import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, tr } from '../../query/sql-json';
import { languageField, languagePairs, timestampPairs, translatedTextField } from '../shared/fields';
import { keptProductCount, typeRef, typeSlugField } from '../shared/relations';

/** Published products of active shops carrying the tag. */
const productsCount = keptProductCount('tag', sql`g.id`);

/** Product tags ("organic", "gluten free" …): CONTRACT §4 Tag, in the Laravel paginator (§2). */
export const tagResource: Resource = {
  name: 'tag',
  from: sql`tags g`,
  alias: 'g',
  searchable: {
    name: translatedTextField('g', 'name', { freeText: true }),
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`g.slug` },
    'type.slug': typeSlugField('g'),
    language: languageField('g'),
  },
  sortable: {
    name: sql`g.name`,
    created_at: sql`g.created_at`,
    updated_at: sql`g.updated_at`,
    id: sql`g.id`,
  },
  defaultSort: { column: 'name', direction: 'asc' },
  fields: ({ language }) => [
    ['id', col('g', 'id')],
    ['name', tr('g', 'name', language)],
    ['slug', col('g', 'slug')],
    ['icon', col('g', 'icon')],
    ['image', col('g', 'image')],
    ['details', tr('g', 'details', language)],
    ['type_id', col('g', 'type_id')],
    ['type', typeRef('g', language)],
    ...languagePairs('g', language),
    ['products_count', productsCount],
    ...timestampPairs('g'),
  ],
  relations: { type: { key: 'type', value: ({ language }) => typeRef('g', language) } },
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
