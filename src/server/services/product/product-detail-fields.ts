import { type SQL, sql } from 'drizzle-orm';
import { col, jsonObject, money, type Pair, tr, servedLanguage, translatedLanguages } from '../../query/sql-json';
import { authorObject, categoriesArray, manufacturerObject, productListFields, tagsArray } from './product-fields';
import { variationOptionsArray, variationsArray } from './variation-fields';
import { effectiveSalePriceCents, effectiveSpanCents } from '../flash-sale/flash-sale-price';
import { rowCount } from '../../query/run-list';

const RELATED_LIMIT = 10;

/** Up to ten other products of the same type, those sharing a category first, best sellers next. */
function relatedProducts(language: string): SQL {
  const row = jsonObject([
    ['id', sql`r.id`],
    ['name', tr('r', 'name', language)],
    ['slug', sql`r.slug`],
    ['language', servedLanguage('r', language)],
    ['translated_languages', translatedLanguages('r')],
    ['product_type', sql`r.product_type`],
    ['sale_price', money(effectiveSalePriceCents('r'))],
    ['max_price', money(effectiveSpanCents('r', 'max_price_cents'))],
    ['min_price', money(effectiveSpanCents('r', 'min_price_cents'))],
    ['price', money(sql`r.price_cents`)],
    ['image', sql`r.image`],
    ['video', sql`r.video`],
    ['unit', tr('r', 'unit', language)],
    ['quantity', sql`r.quantity`],
    ['shop_id', sql`r.shop_id`],
  ]);
  // Best sellers of the same type, those sharing a category with the product first. Each half walks the
  // sold-quantity index from the top and stops at RELATED_LIMIT rows, so the cost does not grow with the type.
  const half = (
    shared: boolean,
  ) => sql`(select r.id, r.sold_quantity as sold, ${sql.raw(shared ? 'true' : 'false')} as shared, ${row} as row
      from products r join shops rs on rs.id = r.shop_id and rs.is_active
      where r.status = 'publish' and r.type_id = p.type_id and r.id <> p.id
        and ${shared ? sql`` : sql`not`} exists (select 1 from product_categories a join product_categories b
          on b.category_id = a.category_id where a.product_id = p.id and b.product_id = r.id)
      order by r.sold_quantity desc, r.id desc limit ${rowCount(RELATED_LIMIT)})`;
  return sql`coalesce((select json_agg(x.row order by x.shared desc, x.sold desc, x.id desc) from (
      select * from (${half(true)} union all ${half(false)}) h
      order by h.shared desc, h.sold desc, h.id desc limit ${rowCount(RELATED_LIMIT)}) x), '[]'::json)`;
}

function ratingCount(): SQL {
  return sql`coalesce((select json_agg(json_build_object('rating', rc.rating, 'total', rc.total) order by rc.rating desc)
    from (select rating, count(*)::int as total from reviews where product_id = p.id and hidden_at is null
      group by rating) rc), '[]'::json)`;
}

/** The file sold with a digital product, without its storage location (CONTRACT §8: url is hidden). */
function digitalFile(): SQL {
  return sql`(select ${jsonObject([
    ['id', sql`df.id`],
    ['file_name', sql`df.file_name`],
    ['fileable_type', sql`df.fileable_type`],
    ['fileable_id', sql`df.fileable_id`],
  ])} from digital_files df where df.fileable_type = 'product' and df.fileable_id = p.id)`;
}

/** GET /products/{slug}: the list item plus everything the product page shows. */
export function productDetailFields(language: string): Pair[] {
  return [
    ...productListFields(language),
    ['description', tr('p', 'description', language)],
    ['gallery', col('p', 'gallery')],
    ['video', col('p', 'video')],
    ['categories', categoriesArray(language)],
    ['tags', tagsArray(language)],
    ['author', authorObject(language)],
    ['manufacturer', manufacturerObject(language)],
    ['author_id', col('p', 'author_id')],
    ['manufacturer_id', col('p', 'manufacturer_id')],
    ['metas', col('p', 'metas')],
    ['digital_file', digitalFile()],
    ['is_taxable', col('p', 'is_taxable')],
    ['external_product_url', col('p', 'external_product_url')],
    ['external_product_button_text', col('p', 'external_product_button_text')],
    ['height', col('p', 'height')],
    ['length', col('p', 'length')],
    ['width', col('p', 'width')],
    ['rating_count', ratingCount()],
    // Per-shopper fields keep their anonymous values here, in the answer every cache shares; the route's
    // `personal` lookup gives a signed-in shopper their own (routes/product.ts).
    ['my_review', sql`null::json`],
    ['in_wishlist', sql`false`],
    ['variations', variationsArray(language)],
    ['variation_options', variationOptionsArray(language)],
    ['related_products', relatedProducts(language)],
  ];
}
