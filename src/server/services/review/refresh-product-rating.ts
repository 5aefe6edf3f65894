import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Locks the product row for the rest of the transaction. Taken first, before the review is written: concurrent
 * review writes of one product then run one after another, and each recount sees every review committed before.
 */
export async function lockProduct(db: Db, productId: number): Promise<boolean> {
  const result = await db.execute(sql`select id from products where id = ${productId} for update`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * `ratings` (average, two decimals) and `total_reviews` recounted from the reviews the public sees (hidden ones do
 * not count), in the caller's transaction.
 */
export async function refreshProductRating(db: Db, productId: number): Promise<void> {
  const shown = sql`from reviews where product_id = ${productId} and hidden_at is null`;
  await db.execute(sql`
    update products set
      total_reviews = (select count(*)::int ${shown}),
      ratings = coalesce((select round(avg(rating)::numeric, 2) ${shown}), 0)
    where id = ${productId}`);
}
