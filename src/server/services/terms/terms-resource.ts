import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, tr } from '../../query/sql-json';
import { languageField, languagePairs, timestampPairs, translatedTextField } from '../shared/fields';

/** Approved terms and conditions (CONTRACT §4 "Others the shop calls"); drafts are never public. */
export const termsResource: Resource = {
  name: 'terms and conditions',
  from: sql`terms_and_conditions tc`,
  alias: 'tc',
  baseWhere: () => sql`tc.is_approved`,
  searchable: {
    title: translatedTextField('tc', 'title', { freeText: true }),
    description: translatedTextField('tc', 'description'),
    type: { kind: 'text', ops: ['=', 'in'], column: sql`tc.type` },
    issued_by: { kind: 'text', ops: ['=', 'like'], column: sql`tc.issued_by` },
    shop_id: { kind: 'int', ops: ['=', 'in'], column: sql`tc.shop_id` },
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`tc.slug` },
    language: languageField('tc'),
  },
  sortable: {
    position: sql`(tc.position, tc.id)`,
    created_at: sql`tc.created_at`,
    updated_at: sql`tc.updated_at`,
    id: sql`tc.id`,
  },
  defaultSort: { column: 'position', direction: 'asc' },
  fields: ({ language }) => [
    ['id', col('tc', 'id')],
    ['title', tr('tc', 'title', language)],
    ['slug', col('tc', 'slug')],
    ['description', tr('tc', 'description', language)],
    ['type', col('tc', 'type')],
    ['issued_by', col('tc', 'issued_by')],
    ['is_approved', col('tc', 'is_approved')],
    ['shop_id', col('tc', 'shop_id')],
    ['user_id', sql`null::int`],
    ...languagePairs('tc', language),
    ...timestampPairs('tc'),
  ],
  relations: {},
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
