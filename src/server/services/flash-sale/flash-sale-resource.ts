import { type SQL, sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { col, jsonObject, money, type Pair, timestamp, tr } from '../../query/sql-json';
import { rowCount } from '../../query/run-list';
import { languageField, languagePairs, timestampPairs, translatedTextField } from '../shared/fields';
import { productListFields } from '../product/product-fields';
import { activeCampaign } from './flash-sale-price';

/** How many products `with=products` embeds; the whole list is paginated at /products-by-flash-sale. */
export const EMBEDDED_PRODUCTS = 12;

/** The campaign's products a shopper can buy: published, from active shops (aliases p, s, ty as in product lists). */
export function campaignProductsFrom(campaignId: SQL): SQL {
  return sql`flash_sale_products fsp join products p on p.id = fsp.product_id and p.status = 'publish'
    join shops s on s.id = p.shop_id and s.is_active join types ty on ty.id = p.type_id
    where fsp.flash_sale_id = ${campaignId}`;
}

/** The embedded products with the given fields of a product list's item (all of them by default). */
function products(fields: Pair[]): SQL {
  return sql`coalesce((select json_agg(x.row order by x.id) from (
      select ${jsonObject(fields)} as row, p.id from ${campaignProductsFrom(sql`fs.id`)}
      order by p.id limit ${rowCount(EMBEDDED_PRODUCTS)}) x), '[]'::json)`;
}

/** A product list item's field names (the same in every language). */
let productFieldNames: readonly string[] | undefined;

const productsCount = sql`(select count(*)::int from ${campaignProductsFrom(sql`fs.id`)})`;

function flashSaleFields(language: string): Pair[] {
  return [
    ['id', col('fs', 'id')],
    ['title', tr('fs', 'title', language)],
    ['slug', col('fs', 'slug')],
    ['description', tr('fs', 'description', language)],
    ['start_date', timestamp(col('fs', 'start_date'))],
    ['end_date', timestamp(col('fs', 'end_date'))],
    ['image', col('fs', 'image')],
    ['cover_image', col('fs', 'cover_image')],
    ['type', col('fs', 'type')],
    // A whole percent, or (fixed) the amount taken off in currency units, as the provider sends it.
    ['rate', sql`case when fs.type = 'fixed' then ${money(sql`fs.rate`)} else fs.rate end`],
    ['sale_status', col('fs', 'sale_status')],
    ['sale_builder', sql`json_build_object('data_type', 'handpicked_products')`],
    ['products_count', productsCount],
    ...languagePairs('fs', language),
    ...timestampPairs('fs'),
  ];
}

/** Flash-sale campaigns running now (CONTRACT §4 "Others the shop calls"); ended or future ones never show. */
export const flashSaleResource: Resource = {
  name: 'flash sale',
  from: sql`flash_sales fs`,
  alias: 'fs',
  baseWhere: () => activeCampaign,
  searchable: {
    title: translatedTextField('fs', 'title', { freeText: true }),
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`fs.slug` },
    type: { kind: 'text', ops: ['=', 'in'], column: sql`fs.type` },
    // Campaigns with products of these product types: a type's home page shows its own campaigns.
    'type.slug': {
      kind: 'text',
      ops: ['=', 'in'],
      where: (_op, values) => sql`exists (select 1 from ${campaignProductsFrom(sql`fs.id`)}
        and ty.slug = any(${sql.param(values.map(String))}::text[]))`,
    },
    language: languageField('fs'),
  },
  sortable: {
    end_date: sql`fs.end_date`,
    start_date: sql`fs.start_date`,
    created_at: sql`fs.created_at`,
    title: sql`fs.title`,
    id: sql`fs.id`,
  },
  // The campaign ending soonest first: the most urgent offer leads.
  defaultSort: { column: 'end_date', direction: 'asc' },
  fields: ({ language }) => flashSaleFields(language),
  relations: {
    products: {
      key: 'products',
      value: ({ language }) => products(productListFields(language)),
      // filter=…;products.id;products.name: the embedded products with those fields only (the home page's cards).
      narrowed: {
        names: () => (productFieldNames ??= productListFields('en').map(([name]) => name)),
        value: ({ language }, wanted) => products(productListFields(language).filter(([name]) => wanted.has(name))),
      },
    },
  },
  defaultLimit: 15,
  maxLimit: 100,
  envelope: 'laravel',
};
