import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { type Attachment, createdAt, image, translations, updatedAt } from './common';
import { authors } from './author';
import { categories } from './category';
import { manufacturers } from './manufacturer';
import { shippingClasses } from './pricing';
import { shops } from './shop';
import { tags } from './tag';
import { types } from './type';

export type ProductType = 'simple' | 'variable';
export type ProductStatus = 'publish' | 'draft' | 'unpublish' | 'under_review' | 'approved' | 'rejected';

/**
 * Money is stored in integer minor units (cents) and serialised as numbers with two decimals.
 * For a variable product `price`/`sale_price` are null and `min_price`/`max_price` span its variation options;
 * for a simple one all four describe the single price.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    /** Lower-cased names in every language: the one column name searches use (trigram indexed). */
    searchText: text('search_text').notNull().default(''),
    typeId: integer('type_id')
      .notNull()
      .references(() => types.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'set null' }),
    productType: text('product_type').$type<ProductType>().notNull().default('simple'),
    status: text('status').$type<ProductStatus>().notNull().default('draft'),
    priceCents: integer('price_cents'),
    salePriceCents: integer('sale_price_cents'),
    minPriceCents: integer('min_price_cents').notNull(),
    maxPriceCents: integer('max_price_cents').notNull(),
    quantity: integer('quantity').notNull().default(0),
    unit: text('unit').notNull().default('1 pc'),
    sku: text('sku'),
    soldQuantity: integer('sold_quantity').notNull().default(0),
    inFlashSale: boolean('in_flash_sale').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isDigital: boolean('is_digital').notNull().default(false),
    isExternal: boolean('is_external').notNull().default(false),
    externalProductUrl: text('external_product_url'),
    externalProductButtonText: text('external_product_button_text'),
    isTaxable: boolean('is_taxable').notNull().default(true),
    /** The product's own delivery charge, used when settings name no global shipping class. */
    shippingClassId: integer('shipping_class_id').references(() => shippingClasses.id, { onDelete: 'set null' }),
    image: image(),
    gallery: jsonb('gallery').$type<Attachment[]>().notNull().default([]),
    video: jsonb('video').$type<{ url: string }[]>().notNull().default([]),
    height: text('height'),
    length: text('length'),
    width: text('width'),
    metas: jsonb('metas').$type<{ key: string; value: string }[]>().notNull().default([]),
    /** Average review rating (two decimals) and review count, kept in step with `reviews`. */
    ratings: numeric('ratings', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Every list order has an index ending in the id tie-breaker, so a page (and a keyset cursor's next page) is
  // read in order from it instead of sorting the whole set (services/product/product-list-page.ts).
  (t) => [
    // (status, created_at, id) INCLUDE (shop_id, type_id): hand-written in migration 0018, see below.
    index('products_status_min_price_idx').on(t.status, t.minPriceCents, t.id),
    index('products_status_max_price_idx').on(t.status, t.maxPriceCents, t.id),
    index('products_status_name_idx').on(t.status, t.name, t.id),
    index('products_status_updated_idx').on(t.status, t.updatedAt, t.id),
    index('products_status_ratings_idx').on(t.status, t.ratings, t.id),
    index('products_status_reviews_idx').on(t.status, t.totalReviews, t.id),
    index('products_status_quantity_idx').on(t.status, t.quantity, t.id),
    // The sale_price order for products in no running campaign: the own sale price when usable, else the span's
    // low end (product-list-page.ts STORED_PRICE.sale_price must spell the expression the same way).
    index('products_status_sale_price_idx').on(
      t.status,
      sql`(coalesce(case when ${t.salePriceCents} > 0 then ${t.salePriceCents} end, ${t.minPriceCents}))`,
      t.id,
    ),
    index('products_type_idx').on(t.typeId, t.status, t.createdAt, t.id),
    index('products_shop_idx').on(t.shopId, t.status, t.createdAt, t.id),
    index('products_author_idx').on(t.authorId),
    index('products_manufacturer_idx').on(t.manufacturerId),
    index('products_sold_idx').on(t.status, t.soldQuantity, t.id),
    index('products_featured_idx').on(t.isFeatured, t.createdAt, t.id),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The back office's product list (services/back-office/products.ts): newest or fewest in stock first, by shop
    // or (the operator) over every shop, paged by keyset.
    index('products_shop_id_idx').on(t.shopId, t.id),
    index('products_shop_quantity_idx').on(t.shopId, t.quantity, t.id),
    index('products_quantity_idx').on(t.quantity, t.id),
    // (status, id) INCLUDE (shop_id, type_id), hand-written in migration 0018 (drizzle cannot say INCLUDE): the
    // capped count of a list and a category's products are read from it alone (index-only, no table rows). The
    // newest-first index includes them too, so a category's first page walks it without reading table rows.
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /**
     * The product's created_at, copied by triggers (migration 0024_category-order): a category's newest products
     * are a range of product_categories_category_created_idx, read up to the page (product-list-page.ts).
     */
    productCreatedAt: timestamp('product_created_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
    index('product_categories_category_created_idx').on(t.categoryId, t.productCreatedAt, t.productId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId, t.productId)],
);

export const attributes = pgTable('attributes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  translations: translations(),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    value: text('value').notNull(),
    /** e.g. a colour hex for a swatch. */
    meta: text('meta'),
    translations: translations(),
  },
  (t) => [uniqueIndex('attribute_values_slug_idx').on(t.attributeId, t.slug)],
);

/** The attribute values a variable product is offered in (the provider's `variations`). */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  // By value too: the attribute filter and its facet counts read a value's products from it.
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeValueId] }),
    index('product_attribute_values_value_idx').on(t.attributeValueId, t.productId),
  ],
);

export const variationOptions = pgTable(
  'variation_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    quantity: integer('quantity').notNull().default(0),
    isDisable: boolean('is_disable').notNull().default(false),
    sku: text('sku'),
    options: jsonb('options').$type<{ name: string; value: string }[]>().notNull(),
    image: image(),
    isDigital: boolean('is_digital').notNull().default(false),
    soldQuantity: integer('sold_quantity').notNull().default(0),
    translations: translations(),
  },
  (t) => [index('variation_options_product_idx').on(t.productId)],
);

/** A downloadable file sold with a digital product or variation. `storagePath` never leaves the server. */
export const digitalFiles = pgTable(
  'digital_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileableType: text('fileable_type').$type<'product' | 'variation'>().notNull(),
    fileableId: integer('fileable_id').notNull(),
    fileName: text('file_name').notNull(),
    storagePath: text('storage_path').notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('digital_files_fileable_idx').on(t.fileableType, t.fileableId)],
);

/** Orders and units sold per product per day: drives popular and best-selling lists over a `range` of days. */
export const productDailySales = pgTable(
  'product_daily_sales',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ordersCount: integer('orders_count').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_daily_sales_day_idx').on(t.day)],
);
