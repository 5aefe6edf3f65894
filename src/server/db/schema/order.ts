import { type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentGateway, PaymentStatus } from '@/shared/order-status';
import { createdAt, updatedAt } from './common';
import { coupons } from './coupon';
import { digitalFiles, products, variationOptions } from './product';
import { type PostalAddress, shops } from './shop';
import { users } from './user';

/**
 * Orders (CONTRACT §4 Order). A checkout makes one parent order (shop_id null; it carries tax, delivery fee,
 * discount and the wallet use) and one child per vendor shop (amount = that shop's lines; tax, fee and discount
 * 0). Money is in cents. `customer_id` is null for guest orders, which only their contact or email can read.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    trackingNumber: text('tracking_number').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerContact: text('customer_contact').notNull(),
    customerName: text('customer_name'),
    /** Where the confirmation went: the account email, or the one a guest gave. */
    customerEmail: text('customer_email'),
    amountCents: integer('amount_cents').notNull(),
    salesTaxCents: integer('sales_tax_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    paidTotalCents: integer('paid_total_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    cancelledAmountCents: integer('cancelled_amount_cents').notNull().default(0),
    cancelledTaxCents: integer('cancelled_tax_cents').notNull().default(0),
    cancelledDeliveryFeeCents: integer('cancelled_delivery_fee_cents').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The delivery schedule's title (settings.deliveryTime). */
    deliveryTime: text('delivery_time'),
    paymentGateway: text('payment_gateway').$type<PaymentGateway>().notNull(),
    paymentSubGateway: text('payment_sub_gateway'),
    alteredPaymentGateway: text('altered_payment_gateway'),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress | null>(),
    billingAddress: jsonb('billing_address').$type<PostalAddress | null>(),
    logisticsProvider: text('logistics_provider'),
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('order-pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('payment-pending'),
    language: text('language').notNull().default('en'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_parent_idx').on(t.parentId),
    index('orders_shop_idx').on(t.shopId, t.createdAt),
  ],
);

/** The lines of an order (the provider's `pivot`), on the parent and on the child of the line's shop. */
export const orderProducts = pgTable(
  'order_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variationOptionId: integer('variation_option_id').references(() => variationOptions.id),
    orderQuantity: integer('order_quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
  },
  (t) => [index('order_products_order_idx').on(t.orderId), index('order_products_product_idx').on(t.productId)],
);

/** Wallet money spent on a parent order: `amount_cents` in currency, `points` taken from the wallet. */
export const orderWalletPoints = pgTable('order_wallet_points', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  points: integer('points').notNull(),
  createdAt: createdAt(),
});

/**
 * What a digital purchase entitles to (CONTRACT §8): one row per unit of a digital line of a parent order, for
 * the downloads feature to serve. `purchase_key` is 16 random characters.
 */
export const orderedFiles = pgTable(
  'ordered_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseKey: text('purchase_key').notNull().unique(),
    digitalFileId: integer('digital_file_id')
      .notNull()
      .references(() => digitalFiles.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    trackingNumber: text('tracking_number').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ordered_files_customer_idx').on(t.customerId, t.createdAt),
    index('ordered_files_order_idx').on(t.orderId),
  ],
);

/**
 * `Idempotency-Key`s of POST /orders, per caller (`user:<id>` or `guest:<contact>`): the first request with a
 * key makes the order, a retry with the same key and body gets that order back, another body is refused.
 * The primary key makes concurrent first attempts wait for each other.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
