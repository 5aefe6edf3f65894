import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer } from 'react';
import { CART_STORAGE_KEY } from '@/config/constants';
import { clearCheckedTotals } from '../checkout-storage';
import { type CartAction, cartReducer } from './cart.reducer';
import type { CartLineWords } from './translate-cart-items';
import {
  CART_QUANTITY_ERROR,
  type CartItem,
  type CartState,
  getItem,
  initialCartState,
  inStock,
  parseSavedCart,
} from './cart.utils';

export interface CartContextValue extends CartState {
  /** The saved cart has been read (false on the server and while the page hydrates: the cart is empty then). */
  isRestored: boolean;
  addItemsToCart: (items: CartItem[]) => void;
  addItemToCart: (item: CartItem, quantity: number) => void;
  removeItemFromCart: (id: CartItem['id'], quantity?: number) => void;
  addItem: (item: CartItem) => void;
  clearItemFromCart: (id: CartItem['id']) => void;
  updateCartItem: (id: CartItem['id'], item: Partial<CartItem>) => void;
  updateCartLanguage: (language: string) => void;
  /** Moves the cart to `language`, keeping its lines; the lines given take their words in it. */
  translateCart: (language: string, lines: CartLineWords[]) => void;
  resetCart: () => void;
  getItemFromCart: (id: CartItem['id']) => CartItem | undefined;
  isInCart: (id: CartItem['id']) => boolean;
  isInStock: (id: CartItem['id'], stock: number) => boolean;
}

const CartContext = createContext<CartContextValue | undefined>(undefined);

type Internal = CartAction | { type: 'RESTORE'; state: CartState };

function reducer(state: CartState, action: Internal): CartState {
  return action.type === 'RESTORE' ? action.state : cartReducer(state, action);
}

/**
 * The empty cart a restore finds when nothing usable is saved: empty like the initial state but another object, so
 * the cart counts as restored; like the initial state it is never written (a broken entry stays for inspection).
 */
const NOTHING_SAVED: CartState = { ...initialCartState };

function readSavedCart(): CartState | null {
  try {
    return parseSavedCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return null; // storage blocked (private mode, policy): the cart just is not kept
  }
}

/**
 * The cart of SPEC §3–§5, kept in localStorage ('pick-cart'). The server renders an empty cart; the saved one
 * is restored right after hydration so both renders agree.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, initialCartState);
  // Until the restore below, the state is the very object the server rendered.
  const isRestored = state !== initialCartState;

  useEffect(() => {
    dispatch({ type: 'RESTORE', state: readSavedCart() ?? NOTHING_SAVED });
  }, []);

  useEffect(() => {
    // The untouched initial state is never written: it is what the server rendered, not the user's cart, and
    // writing it before the restore lands (or when React runs effects twice in development) would wipe the cart.
    if (state === initialCartState || state === NOTHING_SAVED) return;
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // quota or blocked storage: the cart works for this page view
    }
  }, [state]);

  const change = useCallback((action: CartAction) => {
    dispatch(action);
    clearCheckedTotals();
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      ...state,
      isRestored,
      addItemsToCart: (items) => change({ type: 'ADD_ITEMS', items }),
      addItemToCart: (item, quantity) => {
        // Refused before dispatching, so the caller sees SPEC §5's error (a reducer must not throw mid-render).
        if (!(quantity > 0)) throw new Error(CART_QUANTITY_ERROR);
        change({ type: 'ADD_ITEM_WITH_QUANTITY', item, quantity });
      },
      removeItemFromCart: (id, quantity) => change({ type: 'REMOVE_ITEM_OR_QUANTITY', id, quantity }),
      addItem: (item) => change({ type: 'ADD_ITEM', item }),
      clearItemFromCart: (id) => change({ type: 'REMOVE_ITEM', id }),
      updateCartItem: (id, item) => change({ type: 'UPDATE_ITEM', id, item }),
      updateCartLanguage: (language) => change({ type: 'CHANGE_LANGUAGE', language }),
      // Only names change: the totals checkout verified still hold, so they are not cleared as other changes do.
      translateCart: (language, lines) => dispatch({ type: 'TRANSLATE_ITEMS', language, lines }),
      resetCart: () => change({ type: 'RESET_CART' }),
      getItemFromCart: (id) => getItem(state.items, id),
      isInCart: (id) => Boolean(getItem(state.items, id)),
      isInStock: (id, stock) => inStock(state.items, id, stock),
    }),
    [state, isRestored, change],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** SPEC §8: using the cart outside its provider is an error. */
export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (context === undefined) throw new Error('useCart must be used within a CartProvider');
  return context;
}
