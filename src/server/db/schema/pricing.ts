import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/**
 * A tax rate (CONTRACT §10 `tax_classes`). `rate` is in hundredths of a percent (500 = 5 %), like coupon
 * percentages. Only the class `settings.taxClass` names is applied; the address fields and priority are kept
 * for the provider's by-address rule, which the provider itself leaves switched off.
 */
export const taxClasses = pgTable('tax_classes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  rate: integer('rate').notNull(),
  country: text('country'),
  state: text('state'),
  zip: text('zip'),
  city: text('city'),
  isGlobal: boolean('is_global').notNull().default(true),
  priority: integer('priority').notNull().default(0),
  onShipping: boolean('on_shipping').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ShippingClassType = 'fixed' | 'percentage' | 'free_shipping';

/**
 * A delivery charge (CONTRACT §10 `shipping_classes`): `amount` is cents for `fixed`, hundredths of a percent of
 * the goods amount for `percentage`, and 0 for `free_shipping`. `settings.shippingClass` names the global one;
 * without it each product's own class counts.
 */
export const shippingClasses = pgTable('shipping_classes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  amount: integer('amount').notNull().default(0),
  type: text('type').$type<ShippingClassType>().notNull(),
  isGlobal: boolean('is_global').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
