import { type SQL, sql } from 'drizzle-orm';
import type { SearchOperator } from '@/shared/search-grammar';
import { escapeLike } from '../../query/compile';
import type { Resource, SearchField, SearchValue } from '../../query/resource';
import { languageField } from '../shared/fields';
import {
  authorObject,
  categoriesArray,
  manufacturerObject,
  productListFields,
  shopObject,
  tagsArray,
  typeObject,
} from './product-fields';
import { variationOptionsArray, variationsArray } from './variation-fields';
import { attributeField } from './attribute-filter';
import { effectiveSalePriceCents, effectiveSpanCents, inFlashSale } from '../flash-sale/flash-sale-price';

const list = (values: SearchValue[]) => sql`${sql.param(values.map(String))}::text[]`;

/** A filter on a related table's slug: `<relation>.slug:a,b`. */
function slugFilter(build: (slugs: SQL) => SQL): SearchField {
  return { kind: 'text', ops: ['in', '='], where: (_op: SearchOperator, values) => build(list(values)) };
}

/**
 * Relation slugs become ids once per statement (`= any(array(select …))`, an init plan), so each product is
 * probed with one index lookup and the product indexes that lead with type_id / shop_id serve those pages.
 */
const idsOf = (table: string, alias: string, slugs: SQL) =>
  sql`array(select ${sql.raw(`${alias}.id`)} from ${sql.raw(table)} ${sql.raw(alias)} where ${sql.raw(`${alias}.slug`)} = any(${slugs}))`;

const categorySlug = slugFilter(
  (slugs) =>
    sql`exists (select 1 from product_categories pc
      where pc.product_id = p.id and pc.category_id = any(${idsOf('categories', 'c', slugs)}))`,
);
const concernSlug = slugFilter(
  (slugs) =>
    sql`p.manufacturer_id in (select m.id from manufacturers m join concerns co on co.id = m.concern_id where co.slug = any(${slugs}))`,
);
/** Selling-price span as the wire shows it: a running flash sale lowers a simple product's price. */
const minPrice = effectiveSpanCents('p', 'min_price_cents');
const maxPrice = effectiveSpanCents('p', 'max_price_cents');

const shopSlug = slugFilter((slugs) => sql`p.shop_id = any(${idsOf('shops', 'sh', slugs)})`);

/**
 * The shop id `shopId` is an active shop's: what the resource's FROM keeps by joining shops, said without the join
 * (the active shops are read once per statement) for reads that do not join products (an index carrying shop_id).
 */
export const inActiveShop = (shopId: SQL): SQL =>
  sql`${shopId} = any(array(select sh.id from shops sh where sh.is_active))`;

/**
 * Products as shoppers see them: published, from active shops. FROM joins the shop (s) and type (ty) so
 * list items need no per-row lookups for them.
 */
export const productResource: Resource = {
  name: 'product',
  from: sql`products p join shops s on s.id = p.shop_id and s.is_active join types ty on ty.id = p.type_id`,
  alias: 'p',
  baseWhere: () => sql`p.status = 'publish'`,
  searchable: {
    // like: any language's name contains the text (trigram-indexed search_text); =: a name equals it, any case.
    name: {
      kind: 'text',
      ops: ['like', '='],
      freeText: true,
      where: (op, values) => {
        const text = String(values[0]);
        if (op === '=') {
          return sql`(lower(p.name) = lower(${text}) or exists (
            select 1 from jsonb_each(p.translations) t where lower(t.value ->> 'name') = lower(${text})))`;
        }
        return sql`p.search_text ilike ${`%${escapeLike(text.toLowerCase())}%`}`;
      },
    },
    slug: { kind: 'text', ops: ['=', 'in'], column: sql`p.slug` },
    id: { kind: 'int', ops: ['=', 'in'], column: sql`p.id` },
    sku: { kind: 'text', ops: ['=', 'like'], column: sql`p.sku` },
    status: { kind: 'text', ops: ['=', 'in'], column: sql`p.status` },
    shop_id: { kind: 'int', ops: ['=', 'in'], column: sql`p.shop_id` },
    'shop.slug': shopSlug,
    'shops.slug': shopSlug,
    'type.slug': slugFilter((slugs) => sql`p.type_id = any(${idsOf('types', 't', slugs)})`),
    type_id: { kind: 'int', ops: ['=', 'in'], column: sql`p.type_id` },
    'categories.slug': categorySlug,
    'tags.slug': slugFilter(
      (slugs) =>
        sql`exists (select 1 from product_tags pt where pt.product_id = p.id and pt.tag_id = any(${idsOf('tags', 'tg', slugs)}))`,
    ),
    'author.slug': slugFilter(
      (slugs) => sql`p.author_id in (select au.id from authors au where au.slug = any(${slugs}))`,
    ),
    'manufacturer.slug': slugFilter(
      (slugs) => sql`p.manufacturer_id in (select m.id from manufacturers m where m.slug = any(${slugs}))`,
    ),
    'manufacturer.concern.slug': concernSlug,
    'concern.slug': concernSlug,
    product_type: { kind: 'text', ops: ['=', 'in'], column: sql`p.product_type` },
    is_digital: { kind: 'bool', ops: ['='], column: sql`p.is_digital` },
    in_flash_sale: { kind: 'bool', ops: ['='], column: inFlashSale('p') },
    // Prices are filtered on the selling price (sale price when set), in currency units: min_price:10,50.
    min_price: { kind: 'money', ops: ['between', '='], column: minPrice },
    max_price: { kind: 'money', ops: ['between', '='], column: maxPrice },
    price: { kind: 'money', ops: ['between', '='], column: minPrice },
    language: languageField('p'),
    // attribute:color:red,navy (attribute-filter.ts): offered in one of the attribute's values.
    attribute: attributeField,
  },
  sortable: {
    created_at: sql`p.created_at`,
    updated_at: sql`p.updated_at`,
    name: sql`p.name`,
    price: minPrice,
    min_price: minPrice,
    max_price: maxPrice,
    sale_price: sql`coalesce(${effectiveSalePriceCents('p')}, ${minPrice})`,
    sold_quantity: sql`p.sold_quantity`,
    ratings: sql`p.ratings`,
    total_reviews: sql`p.total_reviews`,
    quantity: sql`p.quantity`,
    id: sql`p.id`,
  },
  defaultSort: { column: 'created_at', direction: 'desc' },
  fields: ({ language }) => productListFields(language),
  relations: {
    type: { key: 'type', value: ({ language }) => typeObject(language) },
    shop: { key: 'shop', value: ({ language }) => shopObject(language) },
    author: { key: 'author', value: ({ language }) => authorObject(language) },
    manufacturer: { key: 'manufacturer', value: ({ language }) => manufacturerObject(language) },
    categories: { key: 'categories', value: ({ language }) => categoriesArray(language) },
    tags: { key: 'tags', value: ({ language }) => tagsArray(language) },
    variations: { key: 'variations', value: ({ language }) => variationsArray(language) },
    'variations.attribute': { key: 'variations', value: ({ language }) => variationsArray(language) },
    'variations.attribute.values': { key: 'variations', value: ({ language }) => variationsArray(language) },
    variation_options: { key: 'variation_options', value: ({ language }) => variationOptionsArray(language) },
  },
  defaultLimit: 30,
  maxLimit: 100,
  envelope: 'helper',
};
