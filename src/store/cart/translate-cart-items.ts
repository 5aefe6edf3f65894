import type { Product } from '@/framework/rest/types';
import type { CartItem } from './cart.utils';
import { generateCartItem } from './generate-cart-item';

/** The words of a cart line: what changes with the language. Id, price, quantity and stock do not. */
export type CartLineWords = Pick<CartItem, 'id' | 'name' | 'unit' | 'language'>;

/**
 * A line's words taken from its product as the API gives it in another language, built by the same rule that
 * made the line (generateCartItem: "Name - Option title" for a variation). Null when the product is not the
 * line's (another id, as a provider with one row per language would answer) or lacks the line's option: the
 * line then keeps the words it has.
 */
export function lineWords(item: CartItem, product: Product): CartLineWords | null {
  if (String(product.id) !== String(item.productId ?? item.id)) return null;
  let option = null;
  if (item.variationId !== undefined) {
    option = product.variation_options?.find((o) => String(o.id) === String(item.variationId));
    if (!option) return null;
  }
  const fresh = generateCartItem(product, option);
  if (String(fresh.id) !== String(item.id)) return null;
  return { id: item.id, name: fresh.name, unit: fresh.unit, language: fresh.language };
}
