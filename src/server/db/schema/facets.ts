import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
  (t) => [
    primaryKey({ columns: [t.typeId, t.facet, t.valueId] }),
    // One value's rows across the types: the products_count of a category, tag or manufacturer (keptProductCount).
    index('product_facet_counts_value_idx').on(t.facet, t.valueId),
  ],
);

/**
 * The same counts within one category (issue 23 facets): how many published products of active shops of each
 * type in category_id have each other filter value (facet 'manufacturer', 'price_band', 'tag' or
 * 'attribute_value'), so a category page's filter drawer and its lists narrowed by one more value are read here
 * instead of counted. Kept by the triggers of migration 0022_category-facets: each change adds its own rows
 * crossed with the product's other side as it stands (a statement adding categories, with the product's values;
 * one adding values, with its categories), so a statement must not add a product's categories together with its
 * values (the catalogue generator adds categories in a statement of their own).
 */
export const productCategoryFacetCounts = pgTable(
  'product_category_facet_counts',
  {
    categoryId: integer('category_id').notNull(),
    typeId: integer('type_id').notNull(),
    facet: text('facet').notNull(),
    valueId: integer('value_id').notNull(),
    products: integer('products').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.typeId, t.facet, t.valueId] })],
);
