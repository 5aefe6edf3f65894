import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runArray } from '../../query/run-list';
import { productListFields } from './product-fields';
import { productResource } from './product-resource';

export interface RankedOptions {
  database: Database;
  language: string;
  limit: number;
  typeSlug?: string;
  shopId?: number;
  /** Only sales of the last `range` days count. */
  range: number;
}

/**
 * Sales of the last `range` days per product, summed from product_daily_sales (its day index): the ranking
 * reads the products that sold in the range, not every product of the catalogue.
 */
function salesInRange(column: 'orders_count' | 'quantity', range: number): SQL {
  return sql`join (select d.product_id, sum(d.${sql.raw(column)})::int as score from product_daily_sales d
      where d.day > current_date - ${range}::int group by d.product_id) sales on sales.product_id = p.id`;
}

function rank(options: RankedOptions, key: 'orders_count' | 'sold_in_range', column: 'orders_count' | 'quantity') {
  const params: ListParams = { search: [], searchFields: {}, searchJoin: 'and', page: 1, limit: options.limit };
  return runArray({
    database: options.database,
    resource: {
      ...productResource,
      from: sql`${productResource.from} ${salesInRange(column, options.range)}`,
      fields: ({ language }) => [...productListFields(language), [key, sql`sales.score`]],
    },
    params,
    ctx: { language: options.language },
    where: [
      options.typeSlug ? sql`ty.slug = ${options.typeSlug}` : undefined,
      options.shopId ? sql`p.shop_id = ${options.shopId}` : undefined,
      sql`sales.score > 0`,
    ],
    order: sql`sales.score desc, p.sold_quantity desc, p.id`,
  });
}

/** GET /popular-products: most ordered products in the last `range` days (plain array, with orders_count). */
export function findPopularProducts(options: RankedOptions): Promise<string> {
  return rank(options, 'orders_count', 'orders_count');
}

/** GET /best-selling-products: most units sold in the last `range` days (plain array, with sold_in_range). */
export function findBestSellingProducts(options: RankedOptions): Promise<string> {
  return rank(options, 'sold_in_range', 'quantity');
}

/** GET /product-featured: products the shops feature, newest first (plain array). */
export function findFeaturedProducts(options: Omit<RankedOptions, 'range'>): Promise<string> {
  const params: ListParams = { search: [], searchFields: {}, searchJoin: 'and', page: 1, limit: options.limit };
  return runArray({
    database: options.database,
    resource: productResource,
    params,
    ctx: { language: options.language },
    where: [
      sql`p.is_featured`,
      options.typeSlug ? sql`ty.slug = ${options.typeSlug}` : undefined,
      options.shopId ? sql`p.shop_id = ${options.shopId}` : undefined,
    ],
    order: sql`p.created_at desc, p.id desc`,
  });
}
