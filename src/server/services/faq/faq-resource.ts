import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, tr } from '../../query/sql-json';
import { languageField, languagePairs, timestampPairs, translatedTextField } from '../shared/fields';

/** Questions and answers of the help page (CONTRACT §4 "Others the shop calls": FAQ). */
export const faqResource: Resource = {
  name: 'FAQ',
  from: sql`faqs fq`,
  alias: 'fq',
  searchable: {
    faq_title: translatedTextField('fq', 'title', { freeText: true }),
    faq_description: translatedTextField('fq', 'description'),
    faq_type: { kind: 'text', ops: ['=', 'in'], column: sql`fq.faq_type` },
    issued_by: { kind: 'text', ops: ['=', 'like'], column: sql`fq.issued_by` },
    shop_id: { kind: 'int', ops: ['=', 'in'], column: sql`fq.shop_id` },
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`fq.slug` },
    language: languageField('fq'),
  },
  sortable: {
    // Row value: the help page's order, then the id so equal positions stay stable.
    position: sql`(fq.position, fq.id)`,
    created_at: sql`fq.created_at`,
    updated_at: sql`fq.updated_at`,
    id: sql`fq.id`,
  },
  defaultSort: { column: 'position', direction: 'asc' },
  fields: ({ language }) => [
    ['id', col('fq', 'id')],
    ['faq_title', tr('fq', 'title', language)],
    ['faq_description', tr('fq', 'description', language)],
    ['slug', col('fq', 'slug')],
    ['faq_type', col('fq', 'faq_type')],
    ['issued_by', col('fq', 'issued_by')],
    ['shop_id', col('fq', 'shop_id')],
    // Authors are staff accounts, not shown to shoppers.
    ['user_id', sql`null::int`],
    ...languagePairs('fq', language),
    ...timestampPairs('fq'),
  ],
  relations: {},
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
