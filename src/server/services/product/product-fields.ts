import { type SQL, sql } from 'drizzle-orm';
import { col, jsonObject, money, type Pair, tr } from '../../query/sql-json';
import { languagePairs, timestampPairs } from '../shared/fields';
import { effectiveSalePriceCents, effectiveSpanCents, inFlashSale } from '../flash-sale/flash-sale-price';

/**
 * Wire fields of a product (CONTRACT §4 Product), as SQL over the aliases of the product FROM clause:
 * p = products, s = its shop, ty = its type.
 */
export function typeObject(language: string): SQL {
  return jsonObject([
    ['id', sql`ty.id`],
    ['name', tr('ty', 'name', language)],
    ['slug', sql`ty.slug`],
    ['logo', sql`null::json`],
    ['settings', sql`ty.settings`],
  ]);
}

export function shopObject(language: string): SQL {
  return jsonObject([
    ['id', sql`s.id`],
    ['name', tr('s', 'name', language)],
    ['slug', sql`s.slug`],
    ['logo', sql`s.logo`],
  ]);
}

/** The list item (GET /products). */
export function productListFields(language: string): Pair[] {
  return [
    ['id', col('p', 'id')],
    ['name', tr('p', 'name', language)],
    ['slug', col('p', 'slug')],
    ['type', typeObject(language)],
    ...languagePairs('p', language),
    ['product_type', col('p', 'product_type')],
    ['shop', shopObject(language)],
    ['shop_id', col('p', 'shop_id')],
    ['type_id', col('p', 'type_id')],
    // Prices as they are now: an active flash sale lowers sale_price (and a simple product's span).
    ['sale_price', money(effectiveSalePriceCents('p'))],
    ['max_price', money(effectiveSpanCents('p', 'max_price_cents'))],
    ['min_price', money(effectiveSpanCents('p', 'min_price_cents'))],
    ['price', money(col('p', 'price_cents'))],
    ['image', col('p', 'image')],
    ['status', col('p', 'status')],
    ['quantity', col('p', 'quantity')],
    ['in_stock', inStock()],
    ['unit', tr('p', 'unit', language)],
    ['sku', col('p', 'sku')],
    ['sold_quantity', col('p', 'sold_quantity')],
    ['in_flash_sale', inFlashSale('p')],
    ['is_digital', col('p', 'is_digital')],
    ['is_external', col('p', 'is_external')],
    ['ratings', col('p', 'ratings')],
    ['total_reviews', col('p', 'total_reviews')],
    ...timestampPairs('p'),
  ];
}

/**
 * In stock: a simple product with quantity left, or a variable one with at least one enabled option left
 * (SPEC §5's rule applies per cart line on top of this).
 */
export function inStock(): SQL {
  return sql`case when p.product_type = 'variable'
    then exists (select 1 from variation_options v where v.product_id = p.id and v.quantity > 0 and not v.is_disable)
    else p.quantity > 0 end`;
}

export function authorObject(language: string): SQL {
  return sql`(select ${jsonObject([
    ['id', sql`au.id`],
    ['name', tr('au', 'name', language)],
    ['slug', sql`au.slug`],
  ])} from authors au where au.id = p.author_id)`;
}

export function manufacturerObject(language: string): SQL {
  return sql`(select ${jsonObject([
    ['id', sql`m.id`],
    ['name', tr('m', 'name', language)],
    ['slug', sql`m.slug`],
  ])} from manufacturers m where m.id = p.manufacturer_id)`;
}

export function categoriesArray(language: string): SQL {
  return sql`coalesce((select json_agg(${jsonObject([
    ['id', sql`c.id`],
    ['name', tr('c', 'name', language)],
    ['slug', sql`c.slug`],
    ['parent_id', sql`c.parent_id`],
  ])} order by c.parent_id nulls first, c.position, c.id)
    from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id), '[]'::json)`;
}

export function tagsArray(language: string): SQL {
  return sql`coalesce((select json_agg(${jsonObject([
    ['id', sql`tg.id`],
    ['name', tr('tg', 'name', language)],
    ['slug', sql`tg.slug`],
  ])} order by tg.name)
    from product_tags pt join tags tg on tg.id = pt.tag_id where pt.product_id = p.id), '[]'::json)`;
}
