import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many published products of active shops each product type has per filter value (issue 23 facets): facet
 * is 'category', 'tag', 'manufacturer', 'attribute_value' or 'price_band' (value_id: the band of the stored
 * min_price_cents, product_price_band()). Kept in step by triggers on products, their link tables and shops
 * (migration 0020_facets.sql), in the same transaction as the change, so a type page's counts are read here
 * instead of counted (services/product/product-facets.ts).
 */
export const productFacetCounts = pgTable(
  'product_facet_counts',
  {
    typeId: integer('type_id').notNull(),
    facet: text('facet').notNull(),
    valueId: integer('value_id').notNull(),
    products: integer('products').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.facet, t.valueId] })],
);
