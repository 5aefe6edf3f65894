import { fromMinorUnits, toMinorUnits } from '@/shared/money';
import { lineTotal, lineTotalCents } from '@/shared/line-total';

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

// Money is multiplied and summed in cents (src/shared/money.ts) so totals never drift (0.1 + 0.2) and match the
// server's re-pricing to the cent.
export function itemTotal(item: CartItem): number {
  return lineTotal(item.price, item.quantity);
}

/** Each line with its itemTotal = price × quantity. */
export function calculateItemTotals(items: CartItem[]): CartItem[] {
  return items.map((item) => ({ ...item, itemTotal: itemTotal(item) }));
}

export function calculateTotal(items: CartItem[]): number {
  return fromMinorUnits(items.reduce((sum, item) => sum + lineTotalCents(toMinorUnits(item.price), item.quantity), 0));
}

export function calculateTotalItems(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function calculateUniqueItems(items: CartItem[]): number {
  return items.length;
}

/** Ids compare as text: a line saved as "11" and a product id 11 are the same line. */
export const sameId = (a: CartItem['id'], b: CartItem['id']) => String(a) === String(b);

export function addItemWithQuantity(items: CartItem[], item: CartItem, quantity: number): CartItem[] {
  if (!(quantity > 0)) throw new Error(CART_QUANTITY_ERROR); // NaN is refused too
  const existing = items.findIndex((i) => sameId(i.id, item.id));
  if (existing > -1) {
    return items.map((i, index) => (index === existing ? { ...i, quantity: i.quantity + quantity } : i));
  }
  return [...items, { ...item, quantity }];
}

export function removeItemOrQuantity(items: CartItem[], id: CartItem['id'], quantity = 1): CartItem[] {
  return items.reduce<CartItem[]>((acc, item) => {
    if (!sameId(item.id, id)) return [...acc, item];
    const left = item.quantity - quantity;
    return left > 0 ? [...acc, { ...item, quantity: left }] : acc;
  }, []);
}

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

/** The state for a new list of lines: every line's itemTotal and the cart totals recomputed (SPEC §4). */
export function withItems(state: CartState, items: CartItem[]): CartState {
  const lines = calculateItemTotals(items);
  return {
    ...state,
    items: lines,
    isEmpty: lines.length === 0,
    totalItems: calculateTotalItems(lines),
    totalUniqueItems: calculateUniqueItems(lines),
    total: calculateTotal(lines),
  };
}

const isLine = (value: unknown): value is CartItem => {
  if (!value || typeof value !== 'object') return false;
  const { id, price, quantity, stock } = value as Record<string, unknown>;
  return (
    (typeof id === 'string' || typeof id === 'number') &&
    Number.isFinite(price) &&
    Number.isInteger(quantity) && // line totals multiply whole units (src/shared/money.ts)
    (quantity as number) > 0 &&
    Number.isFinite(stock)
  );
};

/**
 * A cart read back from storage: lines that are not lines are dropped and the totals recomputed, so an entry
 * written by an older version (or edited by hand) cannot show wrong totals. Null when nothing usable is there.
 */
export function parseSavedCart(raw: string | null): CartState | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<CartState> | null;
    if (!saved || !Array.isArray(saved.items)) return null;
    const base: CartState = {
      ...initialCartState,
      meta: saved.meta && typeof saved.meta === 'object' ? saved.meta : null,
      language: typeof saved.language === 'string' && saved.language ? saved.language : initialCartState.language,
    };
    return withItems(base, saved.items.filter(isLine));
  } catch {
    return null;
  }
}
