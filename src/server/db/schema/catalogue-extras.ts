import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, image, translations, updatedAt } from './common';
import { products } from './product';
import { shops } from './shop';

export type FaqType = 'global' | 'shop';
export type FlashSaleType = 'percentage' | 'fixed';

/** A question and answer of the help page (CONTRACT §4 "Others the shop calls": FAQ). */
export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    faqType: text('faq_type').$type<FaqType>().notNull().default('global'),
    /** Who wrote it: "Super Admin" for the marketplace's own, the shop's name for a vendor's. */
    issuedBy: text('issued_by').notNull().default('Super Admin'),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** Display order on the help page (lowest first). */
    position: integer('position').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faqs_type_position_idx').on(t.faqType, t.position),
    index('faqs_shop_idx').on(t.shopId),
    check('faqs_type_check', sql`${t.faqType} in ('global', 'shop')`),
  ],
);

/** A terms-and-conditions section; only approved ones are public. */
export const termsAndConditions = pgTable(
  'terms_and_conditions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').$type<FaqType>().notNull().default('global'),
    issuedBy: text('issued_by').notNull().default('Super Admin'),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    isApproved: boolean('is_approved').notNull().default(false),
    position: integer('position').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('terms_approved_position_idx').on(t.isApproved, t.position),
    index('terms_shop_idx').on(t.shopId),
    check('terms_type_check', sql`${t.type} in ('global', 'shop')`),
  ],
);

/**
 * A time-boxed campaign lowering the price of its products while start_date ≤ now < end_date and sale_status
 * is on. `rate` is a whole percent (percentage) or an amount in cents (fixed) taken off the list price.
 */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    type: text('type').$type<FlashSaleType>().notNull(),
    rate: integer('rate').notNull(),
    saleStatus: boolean('sale_status').notNull().default(true),
    image: image(),
    coverImage: image('cover_image'),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('flash_sales_dates_idx').on(t.startDate, t.endDate),
    check('flash_sales_type_check', sql`${t.type} in ('percentage', 'fixed')`),
    check(
      'flash_sales_rate_check',
      sql`(${t.type} = 'percentage' and ${t.rate} between 1 and 99) or (${t.type} = 'fixed' and ${t.rate} > 0)`,
    ),
    check('flash_sales_dates_check', sql`${t.startDate} < ${t.endDate}`),
  ],
);

export const flashSaleProducts = pgTable(
  'flash_sale_products',
  {
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.flashSaleId, t.productId] }),
    index('flash_sale_products_product_idx').on(t.productId),
  ],
);
