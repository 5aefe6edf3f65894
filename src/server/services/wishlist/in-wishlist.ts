import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Whether the product is in this shopper's wishlist. */
export async function isInWishlist(options: { database: Database; userId: number; productId: number }) {
  const rows = await options.database.rows<{ ok: number }>(sql`
    select 1 as ok from wishlists where user_id = ${options.userId} and product_id = ${options.productId}`);
  return rows.length > 0;
}

/** Which of these products are in the shopper's wishlist (for a page of product cards, in one query). */
export async function wishlistedAmong(options: {
  database: Database;
  userId: number;
  productIds: readonly number[];
}): Promise<number[]> {
  if (options.productIds.length === 0) return [];
  const ids = sql.join(
    options.productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await options.database.rows<{ product_id: number }>(sql`
    select product_id from wishlists where user_id = ${options.userId} and product_id in (${ids})
    order by product_id`);
  return rows.map((row) => Number(row.product_id));
}
