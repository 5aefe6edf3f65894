import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, tr } from '../../query/sql-json';
import { languageField, languagePairs, timestampPairs, translatedTextField } from '../shared/fields';

/** Reasons a shopper picks when asking for a refund (CONTRACT §4 Refund, GET /refund-reasons). */
export const refundReasonResource: Resource = {
  name: 'refund reason',
  from: sql`refund_reasons rr`,
  alias: 'rr',
  searchable: {
    name: translatedTextField('rr', 'name', { freeText: true }),
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`rr.slug` },
    language: languageField('rr'),
  },
  sortable: { position: sql`(rr.position, rr.id)`, id: sql`rr.id`, created_at: sql`rr.created_at` },
  defaultSort: { column: 'position', direction: 'asc' },
  fields: ({ language }) => [
    ['id', col('rr', 'id')],
    ['name', tr('rr', 'name', language)],
    ['slug', col('rr', 'slug')],
    ...languagePairs('rr', language),
    ...timestampPairs('rr'),
  ],
  relations: {},
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
