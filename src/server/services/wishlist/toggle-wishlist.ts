import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { assertVisibleProduct } from './wishlist-product';

/**
 * POST /wishlists/toggle: adds the product to the caller's wishlist (true) or takes it out again (false), the bare
 * boolean the provider answers. The unique (user, product) index keeps one row however many toggles race.
 */
export async function toggleWishlist(options: { database: Database; user: AuthUser; productId: number }) {
  const { database, user, productId } = options;
  return database.db.transaction(async (tx) => {
    const removed = (await tx.execute(sql`
      delete from wishlists where user_id = ${user.id} and product_id = ${productId} returning id`)) as unknown as {
      rows: unknown[];
    };
    if (removed.rows.length > 0) return false;
    await assertVisibleProduct(tx, productId);
    await tx.execute(sql`
      insert into wishlists (user_id, product_id) values (${user.id}, ${productId})
      on conflict (user_id, product_id) do nothing`);
    return true;
  });
}
