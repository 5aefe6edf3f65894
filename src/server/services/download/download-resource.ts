import { type SQL, sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject, type Pair, timestamp, tr } from '../../query/sql-json';
import { productListFields } from '../product/product-fields';

/** A product as listed (with its shop), selected by the id expression `productId`. */
function product(productId: SQL, language: string): SQL {
  return sql`(select ${jsonObject(productListFields(language))} from products p
    join shops s on s.id = p.shop_id join types ty on ty.id = p.type_id where p.id = ${productId})`;
}

/** What the file was sold with: a Product with its shop, or a Variation with its product (and shop). */
function fileable(language: string): SQL {
  const variation = sql`(select ${jsonObject([
    ['id', sql`vo.id`],
    ['title', tr('vo', 'title', language)],
    ['product_id', sql`vo.product_id`],
    ['product', product(sql`vo.product_id`, language)],
  ])} from variation_options vo where vo.id = df.fileable_id)`;
  return sql`case when df.fileable_type = 'product' then ${product(sql`df.fileable_id`, language)}
    else ${variation} end`;
}

/** The digital file without its storage location (CONTRACT §4 Download: url hidden). */
function file(language: string): SQL {
  return sql`(select ${jsonObject([
    ['id', sql`df.id`],
    ['attachment_id', sql`null::int`],
    ['file_name', sql`df.file_name`],
    ['fileable_type', sql`case when df.fileable_type = 'product' then 'Product' else 'Variation' end`],
    ['fileable_id', sql`df.fileable_id`],
    ['fileable', fileable(language)],
  ])} from digital_files df where df.id = ofl.digital_file_id)`;
}

const order = sql`(select ${jsonObject([
  ['id', sql`od.id`],
  ['tracking_number', sql`od.tracking_number`],
  ['payment_gateway', sql`od.payment_gateway`],
  ['order_status', sql`od.order_status`],
  ['payment_status', sql`od.payment_status`],
  ['created_at', timestamp(sql`od.created_at`)],
])} from orders od where od.id = ofl.order_id)`;

function fields(language: string): Pair[] {
  const c = (name: string) => col('ofl', name);
  return [
    ['id', c('id')],
    ['purchase_key', c('purchase_key')],
    ['digital_file_id', c('digital_file_id')],
    ['order_id', c('order_id')],
    ['tracking_number', c('tracking_number')],
    ['customer_id', c('customer_id')],
    ['created_at', timestamp(c('created_at'))],
    ['updated_at', timestamp(c('updated_at'))],
    ['order', order],
    ['file', file(language)],
  ];
}

/** Ordered files (CONTRACT §4 Download); the service limits them to the caller's. */
export const downloadResource: Resource = {
  name: 'download',
  from: sql`ordered_files ofl`,
  alias: 'ofl',
  searchable: {},
  // Newest first; the id breaks ties between the units of one order.
  sortable: { created_at: sql`(ofl.created_at, ofl.id)`, id: sql`ofl.id` },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: ({ language }) => fields(language),
  relations: {},
  defaultLimit: 15,
  maxLimit: 50,
  envelope: 'laravel',
};
