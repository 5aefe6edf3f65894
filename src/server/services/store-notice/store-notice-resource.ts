import { type SQL, sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject, timestamp, tr } from '../../query/sql-json';
import { languagePairs, timestampPairs, translatedTextField } from '../shared/fields';

/** The notice's shop {id, name, slug}; its name is translated like the notice. */
function translatedShop(language: string): SQL {
  return sql`(select ${jsonObject([
    ['id', sql`s.id`],
    ['name', tr('s', 'name', language)],
    ['slug', sql`s.slug`],
  ])} from shops s where s.id = n.shop_id)`;
}

/**
 * Notices addressed to the given shops. A notice without a shop applies to every shop, so it is shown on
 * each shop's page too.
 */
export function noticesOfShops(shopMatch: SQL): SQL {
  return sql`(n.shop_id is null or exists (select 1 from shops s where s.id = n.shop_id and ${shopMatch}))`;
}

/** high → medium → low, then the newest effective date; a row value so both keys follow one direction. */
const priorityOrder = sql`(case n.priority when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end, n.effective_from)`;

/** Store notices in effect now, of active shops (CONTRACT "Others the shop calls"). */
export const storeNoticeResource: Resource = {
  name: 'store notice',
  from: sql`store_notices n`,
  alias: 'n',
  baseWhere: () =>
    sql`n.effective_from <= now() and (n.expired_at is null or n.expired_at > now()) and ${noticesOfShops(sql`s.is_active`)}`,
  searchable: {
    notice: translatedTextField('n', 'notice', { freeText: true }),
    priority: { kind: 'text', ops: ['in', '='], column: sql`n.priority` },
    shop_id: {
      kind: 'int',
      ops: ['=', 'in'],
      where: (_op, values) => noticesOfShops(sql`s.id = any(${sql.param(values.map(Number))}::bigint[])`),
    },
    'shops.slug': {
      kind: 'text',
      ops: ['=', 'in'],
      where: (_op, values) => noticesOfShops(sql`s.slug = any(${sql.param(values.map(String))}::text[])`),
    },
  },
  sortable: {
    priority: priorityOrder,
    effective_from: sql`n.effective_from`,
    expired_at: sql`n.expired_at`,
    created_at: sql`n.created_at`,
    id: sql`n.id`,
  },
  defaultSort: { column: 'priority', direction: 'desc' },
  fields: ({ language }) => [
    ['id', col('n', 'id')],
    ['priority', col('n', 'priority')],
    ['notice', tr('n', 'notice', language)],
    ['description', tr('n', 'description', language)],
    ['effective_from', timestamp(col('n', 'effective_from'))],
    ['expired_at', timestamp(col('n', 'expired_at'))],
    ['type', col('n', 'type')],
    ['shop_id', col('n', 'shop_id')],
    ['shop', translatedShop(language)],
    // Read receipts belong to signed-in staff; anonymous callers have read nothing.
    ['is_read', sql`false`],
    ...languagePairs('n', language),
    ...timestampPairs('n'),
  ],
  relations: { shop: { key: 'shop', value: ({ language }) => translatedShop(language) } },
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
