import { call } from './call';
import { useHasAuthToken } from './auth-token';
import { useQuery } from './query';

/**
 * The wishlist heart of every product card (CONTRACT §4 Wishlist): whether a product is saved, and saving or
 * unsaving it. Apart from the rest of the community data (community.ts) because every page with product cards
 * loads it; the shopper's lists and the question, feedback and report forms load only where they are used.
 * Saving or unsaving (toggle-wishlist.ts) loads on the first click of a heart.
 */

export const inWishlistKey = (productId: number) => ['in-wishlist', productId] as const;
export const myWishlistsKey = ['my-wishlists'] as const;

/** Most products one in_wishlist request asks about (the server's limit). */
export const WISHLIST_LOOKUP_BATCH = 100;

interface WishlistLookup {
  ids: Set<number>;
  answer: Promise<Set<number>>;
}

let openLookup: WishlistLookup | null = null;
/** The provider has no batch endpoint (an external PickBazar provider): one request per product, as it expects. */
let lookupOneByOne = false;

function isNotFound(error: unknown): boolean {
  const status = (error as { status?: number | null } | null)?.status;
  return status === 404 || status === 405;
}

const askOne = (productId: number) =>
  call('get', '/wishlists/in_wishlist/{product_id}', { params: { product_id: productId } });

/**
 * Whether a product is in the wishlist, asked together with every other card that asks in the same tick: a page of
 * cards is one GET /wishlists/in_wishlist?product_ids=…, not one request per card.
 */
async function askInWishlist(productId: number): Promise<boolean> {
  if (lookupOneByOne) return askOne(productId);
  if (!openLookup) {
    const ids = new Set<number>();
    const answer = new Promise<Set<number>>((resolve, reject) => {
      setTimeout(() => {
        if (openLookup?.ids === ids) openLookup = null;
        // Ours: which of these products are in the wishlist, in one request (404 from a provider without it).
        call('get', '/wishlists/in_wishlist', { query: { product_ids: [...ids].join(',') } }).then(
          (found) => resolve(new Set(found)),
          reject,
        );
      }, 0);
    });
    openLookup = { ids, answer };
  }
  const lookup = openLookup;
  lookup.ids.add(productId);
  // A full batch goes as it is; the next card starts another.
  if (lookup.ids.size >= WISHLIST_LOOKUP_BATCH) openLookup = null;
  try {
    return (await lookup.answer).has(productId);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    lookupOneByOne = true;
    return askOne(productId);
  }
}

/** Whether the product is in the signed-in shopper's wishlist; false (and no request) when signed out. */
export function useInWishlist(productId: number) {
  const signedIn = useHasAuthToken();
  const query = useQuery({
    queryKey: inWishlistKey(productId),
    queryFn: () => askInWishlist(productId),
    enabled: signedIn,
    staleTime: 60_000,
  });
  return { inWishlist: signedIn && query.data === true, isLoading: signedIn && query.isLoading };
}
