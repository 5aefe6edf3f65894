import { type SQL, sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject, money, type Pair, timestamp, tr } from '../../query/sql-json';
import { productListFields } from '../product/product-fields';
import { variationOptionsArray } from '../product/variation-fields';
import { intentJson } from '../payment/ensure-intent';

/** The order's lines: each product as listed, with its variation options and the line as `pivot`. */
function orderProducts(alias: string, language: string): SQL {
  const row = jsonObject([
    ...productListFields(language),
    ['variation_options', variationOptionsArray(language)],
    [
      'pivot',
      jsonObject([
        ['order_quantity', sql`op.order_quantity`],
        ['unit_price', money(sql`op.unit_price_cents`)],
        ['subtotal', money(sql`op.subtotal_cents`)],
        ['variation_option_id', sql`op.variation_option_id`],
      ]),
    ],
  ]);
  return sql`coalesce((select json_agg(${row} order by op.id)
    from order_products op join products p on p.id = op.product_id
    join shops s on s.id = p.shop_id join types ty on ty.id = p.type_id
    where op.order_id = ${sql.raw(alias)}.id), '[]'::json)`;
}

function orderShop(alias: string, language: string): SQL {
  return sql`(select ${jsonObject([
    ['id', sql`sh.id`],
    ['name', tr('sh', 'name', language)],
    ['slug', sql`sh.slug`],
    ['logo', sql`sh.logo`],
  ])} from shops sh where sh.id = ${sql.raw(alias)}.shop_id)`;
}

/** The columns of an order (CONTRACT §4 Order) on table alias `alias`; money in currency units. */
function orderColumns(alias: string, language: string): Pair[] {
  const c = (name: string) => col(alias, name);
  return [
    ['id', c('id')],
    ['tracking_number', c('tracking_number')],
    ['customer_id', c('customer_id')],
    ['customer_contact', c('customer_contact')],
    ['customer_name', c('customer_name')],
    ['customer_email', c('customer_email')],
    ['amount', money(c('amount_cents'))],
    ['sales_tax', money(c('sales_tax_cents'))],
    ['delivery_fee', money(c('delivery_fee_cents'))],
    ['discount', money(c('discount_cents'))],
    ['paid_total', money(c('paid_total_cents'))],
    ['total', money(c('total_cents'))],
    ['coupon_id', c('coupon_id')],
    ['delivery_time', c('delivery_time')],
    ['payment_gateway', c('payment_gateway')],
    ['payment_sub_gateway', c('payment_sub_gateway')],
    ['altered_payment_gateway', c('altered_payment_gateway')],
    ['shipping_address', c('shipping_address')],
    ['billing_address', c('billing_address')],
    ['logistics_provider', c('logistics_provider')],
    ['order_status', c('order_status')],
    ['payment_status', c('payment_status')],
    ['shop_id', c('shop_id')],
    ['parent_id', c('parent_id')],
    ['language', c('language')],
    ['note', c('note')],
    ['cancelled_amount', money(c('cancelled_amount_cents'))],
    ['cancelled_tax', money(c('cancelled_tax_cents'))],
    ['cancelled_delivery_fee', money(c('cancelled_delivery_fee_cents'))],
    ['created_at', timestamp(c('created_at'))],
    ['shop', orderShop(alias, language)],
    ['products', orderProducts(alias, language)],
  ];
}

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
  relations: { refund: { key: 'refund', value: () => sql`null::json` } },
  defaultLimit: 10,
  maxLimit: 50,
  envelope: 'laravel',
};
