import { fromMinorUnits, toMinorUnits } from '@/shared/money';
import { lineTotal, lineTotalCents } from '@/shared/line-total';
import { CART_QUANTITY_ERROR, type CartItem, type CartState, initialCartState, sameId } from './cart-state';

export {
  CART_QUANTITY_ERROR,
  type CartItem,
  type CartState,
  getItem,
  initialCartState,
  inStock,
  sameId,
} from './cart-state';

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
