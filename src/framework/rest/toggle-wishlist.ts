import type { QueryClient } from '@tanstack/react-query';
import { call } from './call';
import { inWishlistKey, myWishlistsKey } from './in-wishlist';

/**
 * POST /wishlists/toggle (CONTRACT §4 Wishlist): the answer (true: now saved) becomes the heart's state in React
 * Query's cache at once, and the shopper's lists are asked again. Loaded by the heart's first click
 * (wishlist-button.tsx), so pages of product cards do not carry it nor the mutation hook.
 */
export async function toggleWishlist(productId: number, loadClient: () => Promise<QueryClient>): Promise<boolean> {
  const saved = await call('post', '/wishlists/toggle', { body: { product_id: productId } });
  const client = await loadClient();
  client.setQueryData(inWishlistKey(productId), saved);
  await client.invalidateQueries({ queryKey: myWishlistsKey });
  return saved;
}
