import type { CartLineWords } from './translate-cart-items';
import {
  addItemWithQuantity,
  type CartItem,
  type CartState,
  initialCartState,
  removeItemOrQuantity,
  sameId,
  withItems,
} from './cart.utils';

export type CartAction =
  | { type: 'ADD_ITEMS'; items: CartItem[] }
  | { type: 'ADD_ITEM_WITH_QUANTITY'; item: CartItem; quantity: number }
  | { type: 'REMOVE_ITEM_OR_QUANTITY'; id: CartItem['id']; quantity?: number }
  | { type: 'ADD_ITEM'; item: CartItem }
  | { type: 'REMOVE_ITEM'; id: CartItem['id'] }
  | { type: 'UPDATE_ITEM'; id: CartItem['id']; item: Partial<CartItem> }
  | { type: 'CHANGE_LANGUAGE'; language: string }
  | { type: 'TRANSLATE_ITEMS'; language: string; lines: CartLineWords[] }
  | { type: 'RESET_CART' };

/**
 * The cart as a pure function of its actions (SPEC §4 cart operations); every change of lines goes through
 * `withItems`, which recomputes line totals and cart totals. ADD_ITEM_WITH_QUANTITY throws SPEC §5's error for a
 * quantity of zero or less (the context refuses it before dispatching).
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD_ITEMS':
      return withItems(state, [...state.items, ...action.items]);
    case 'ADD_ITEM_WITH_QUANTITY':
      return withItems(state, addItemWithQuantity(state.items, action.item, action.quantity));
    case 'REMOVE_ITEM_OR_QUANTITY':
      return withItems(state, removeItemOrQuantity(state.items, action.id, action.quantity ?? 1));
    case 'ADD_ITEM':
      return withItems(state, [...state.items, action.item]);
    case 'REMOVE_ITEM':
      return withItems(
        state,
        state.items.filter((item) => !sameId(item.id, action.id)),
      );
    case 'UPDATE_ITEM':
      return withItems(
        state,
        state.items.map((item) => (sameId(item.id, action.id) ? { ...item, ...action.item } : item)),
      );
    case 'CHANGE_LANGUAGE':
      // Lines carry names in the old language, so a new language starts an empty cart.
      return { ...initialCartState, language: action.language };
    case 'TRANSLATE_ITEMS': {
      // The shop's choice over SPEC's reset (README "Cart and language"): the cart moves to the new language and
      // keeps its lines; each line given here takes its words in that language, the rest keep theirs.
      const words = new Map(action.lines.map((line) => [String(line.id), line]));
      return withItems(
        { ...state, language: action.language },
        state.items.map((item) => {
          const line = words.get(String(item.id));
          return line ? { ...item, name: line.name, unit: line.unit, language: line.language } : item;
        }),
      );
    }
    case 'RESET_CART':
      // Empty again; the cart stays in the language it was in.
      return { ...initialCartState, language: state.language };
    default:
      return state;
  }
}
