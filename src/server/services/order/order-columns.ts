import { type SQL, sql } from 'drizzle-orm';
import { col, jsonObject, money, type Pair, timestamp, tr } from '../../query/sql-json';
import { productListFields } from '../product/product-fields';
import { variationOptionsArray } from '../product/variation-fields';

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

/** Every change of the order's status, oldest first (the back office and payments write them; issue 21). */
function statusHistory(alias: string): SQL {
  const row = jsonObject([
    ['from', sql`h.from_status`],
    ['to', sql`h.to_status`],
    ['at', timestamp(sql`h.created_at`)],
  ]);
  return sql`coalesce((select json_agg(${row} order by h.id) from order_status_history h
    where h.order_id = ${sql.raw(alias)}.id), '[]'::json)`;
}

/** The columns of an order (CONTRACT §4 Order) on table alias `alias`; money in currency units. */
export function orderColumns(alias: string, language: string): Pair[] {
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
    ['status_history', statusHistory(alias)],
  ];
}
