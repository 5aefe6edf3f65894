import { type SQL, sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject, money, type Pair, timestamp, tr } from '../../query/sql-json';
import { orderColumns } from '../order/order-columns';
import { refundPolicyPairs } from './refund-policy-resource';

function reason(alias: string, language: string): SQL {
  return sql`(select ${jsonObject([
    ['id', sql`rr.id`],
    ['name', tr('rr', 'name', language)],
    ['slug', sql`rr.slug`],
  ])} from refund_reasons rr where rr.id = ${col(alias, 'refund_reason_id')})`;
}

/** The columns of a refund (CONTRACT §4 Refund) on table alias `alias`; amount in currency units. */
export function refundColumns(alias: string, language: string): Pair[] {
  const c = (name: string) => col(alias, name);
  return [
    ['id', c('id')],
    ['title', c('title')],
    ['description', c('description')],
    ['images', c('images')],
    ['amount', money(c('amount_cents'))],
    ['status', c('status')],
    ['note', c('note')],
    ['order_id', c('order_id')],
    ['customer_id', c('customer_id')],
    ['shop_id', c('shop_id')],
    ['parent_id', c('parent_id')],
    ['refund_policy_id', c('refund_policy_id')],
    ['refund_reason_id', c('refund_reason_id')],
    ['refund_reason', reason(alias, language)],
    ['created_at', timestamp(c('created_at'))],
    ['updated_at', timestamp(c('updated_at'))],
  ];
}

/** An order's refund (with=refund on orders), or null. */
export function refundJson(orderAlias: string, language: string): SQL {
  return sql`(select ${jsonObject(refundColumns('orf', language))} from refunds orf
    where orf.order_id = ${col(orderAlias, 'id')})`;
}

/**
 * Refunds as their customer reads them: parent refunds (one per parent order); who may read which is decided
 * by the service (the caller's own only).
 */
export const refundResource: Resource = {
  name: 'refund',
  from: sql`refunds rf`,
  alias: 'rf',
  searchable: {
    status: { kind: 'text', ops: ['=', 'in'], column: sql`rf.status` },
  },
  sortable: { created_at: sql`rf.created_at`, id: sql`rf.id` },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: ({ language }) => refundColumns('rf', language),
  relations: {
    order: {
      key: 'order',
      value: ({ language }) =>
        sql`(select ${jsonObject(orderColumns('ro', language))} from orders ro where ro.id = rf.order_id)`,
    },
    refund_policy: {
      key: 'refund_policy',
      value: ({ language }) =>
        sql`(select ${jsonObject(refundPolicyPairs('rp', language))} from refund_policies rp
          where rp.id = rf.refund_policy_id)`,
    },
  },
  defaultLimit: 10,
  maxLimit: 50,
  envelope: 'laravel',
};
