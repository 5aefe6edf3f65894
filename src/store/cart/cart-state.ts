/**
 * The cart's shape and the questions every page asks it (is this line in the cart, is it in stock), apart from the
 * code that changes it (cart.utils.ts, cart.reducer.ts), which loads right after hydration (cart.context.tsx).
 */

/** A cart line: an id (product id, or "productId.variationId"), price, quantity, stock, plus product fields. */
export interface CartItem {
  id: string | number;
  price: number;
  quantity: number;
  stock: number;
  itemTotal?: number;
  name?: string;
  slug?: string;
  unit?: string;
  image?: string;
  productId?: number;
  variationId?: number;
  shop_id?: number;
  is_digital?: boolean;
  language?: string;
  [key: string]: unknown;
}

export interface CartState {
  items: CartItem[];
  isEmpty: boolean;
  totalItems: number;
  totalUniqueItems: number;
  total: number;
  meta: Record<string, unknown> | null;
  language: string;
}

export const initialCartState: CartState = {
  items: [],
  isEmpty: true,
  totalItems: 0,
  totalUniqueItems: 0,
  total: 0,
  meta: null,
  language: 'en',
};

/** SPEC §5: adding a quantity of zero or less is refused with this message. */
export const CART_QUANTITY_ERROR = "cartQuantity can't be zero or less than zero";

/** Ids compare as text: a line saved as "11" and a product id 11 are the same line. */
export const sameId = (a: CartItem['id'], b: CartItem['id']) => String(a) === String(b);

export function getItem(items: CartItem[], id: CartItem['id']): CartItem | undefined {
  return items.find((item) => sameId(item.id, id));
}

/**
 * SPEC §5 in-stock rule: a product in the cart is in stock while its cart quantity is below `stock`; a product not
 * in the cart is in stock when `stock` is above zero. `stock` is the caller's (current) figure, not the one saved
 * with the line, so a product page with fresher data decides with it.
 */
export function inStock(items: CartItem[], id: CartItem['id'], stock: number): boolean {
  const item = getItem(items, id);
  return item ? item.quantity < stock : stock > 0;
}
