import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Whether the product is in this shopper's wishlist. */
export async function isInWishlist(options: { database: Database; userId: number; productId: number }) {
  const rows = await options.database.rows<{ ok: number }>(sql`
    select 1 as ok from wishlists where user_id = ${options.userId} and product_id = ${options.productId}`);
  return rows.length > 0;
}
