import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, type Pair, tr } from '../../query/sql-json';
import { languageField, languagePairs, timestampPairs, translatedTextField } from '../shared/fields';

export function refundPolicyPairs(alias: string, language: string): Pair[] {
  return [
    ['id', col(alias, 'id')],
    ['title', tr(alias, 'title', language)],
    ['slug', col(alias, 'slug')],
    ['description', tr(alias, 'description', language)],
    ['target', col(alias, 'target')],
    ['status', col(alias, 'status')],
    ['shop_id', col(alias, 'shop_id')],
    ...languagePairs(alias, language),
    ...timestampPairs(alias),
  ];
}

/** Refund policies shoppers may read: approved ones only (CONTRACT §4 Refund, GET /refund-policies). */
export const refundPolicyResource: Resource = {
  name: 'refund policy',
  from: sql`refund_policies rp`,
  alias: 'rp',
  baseWhere: () => sql`rp.status = 'approved'`,
  searchable: {
    title: translatedTextField('rp', 'title', { freeText: true }),
    target: { kind: 'text', ops: ['=', 'in'], column: sql`rp.target` },
    status: { kind: 'text', ops: ['=', 'in'], column: sql`rp.status` },
    shop_id: { kind: 'int', ops: ['=', 'in'], column: sql`rp.shop_id` },
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`rp.slug` },
    language: languageField('rp'),
  },
  sortable: { id: sql`rp.id`, created_at: sql`rp.created_at`, updated_at: sql`rp.updated_at` },
  defaultSort: { column: 'id', direction: 'asc' },
  fields: ({ language }) => refundPolicyPairs('rp', language),
  relations: {
    shop: {
      key: 'shop',
      value: ({ language }) => sql`(select row_to_json(_s) from (select sh.id, ${tr('sh', 'name', language)} as name,
        sh.slug from shops sh where sh.id = rp.shop_id) _s)`,
    },
    // Refunds are personal: never part of this public, cached answer.
    refunds: { key: 'refunds', value: () => sql`'[]'::json` },
  },
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
