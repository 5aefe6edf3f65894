import { type SQL, sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { jsonObject, money } from '../../query/sql-json';
import { intentJson } from '../payment/ensure-intent';
import { orderColumns } from './order-columns';
import { refundJson } from '../refund/refund-resource';

const customer = sql`(select ${jsonObject([
  ['id', sql`u.id`],
  ['name', sql`u.name`],
  ['email', sql`u.email`],
])} from users u where u.id = o.customer_id)`;

const walletPoint = sql`(select ${jsonObject([['amount', money(sql`w.amount_cents`)]])}
  from order_wallet_points w where w.order_id = o.id)`;

function children(language: string): SQL {
  return sql`coalesce((select json_agg(${jsonObject(orderColumns('ch', language))} order by ch.id)
    from orders ch where ch.parent_id = o.id), '[]'::json)`;
}

/**
 * Orders as their customer reads them: the order with its lines, its child orders per shop, the customer and
 * the wallet money spent. Who may read which order is decided by the services (find-orders, get-order).
 */
export const orderResource: Resource = {
  name: 'order',
  from: sql`orders o`,
  alias: 'o',
  searchable: {},
  sortable: { created_at: sql`o.created_at`, id: sql`o.id` },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: ({ language }) => [
    ...orderColumns('o', language),
    ['customer', customer],
    ['children', children(language)],
    ['wallet_point', walletPoint],
    // Online gateways: the payment started at the order's current gateway (null until one is).
    ['payment_intent', intentJson('o')],
  ],
  relations: { refund: { key: 'refund', value: ({ language }) => refundJson('o', language) } },
  defaultLimit: 10,
  maxLimit: 50,
  envelope: 'laravel',
};
