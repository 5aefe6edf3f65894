import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';

/** DELETE /wishlists/{product_id}: the caller's row for that product (CONTRACT §4 Wishlist: the id is a product id). */
export async function removeFromWishlist(options: { database: Database; user: AuthUser; productId: number }) {
  const rows = await options.database.rows<{ id: number }>(sql`
    delete from wishlists where user_id = ${options.user.id} and product_id = ${options.productId} returning id`);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'This product is not in your wishlist.');
  return true as const;
}
