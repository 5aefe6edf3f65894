import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { CART_STORAGE_KEY } from '@/config/constants';
import type { CartAction } from './cart.reducer';
import { CART_QUANTITY_ERROR, type CartItem, type CartState, getItem, initialCartState, inStock } from './cart-state';
import type { CartLineWords } from './translate-cart-items';

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

/**
 * What a product card's add-to-cart control reads (`useCartLines`): the lines and the changes of them. Unlike
 * `useCart()`'s value it keeps its identity when a restore finds nothing saved (the lines are the very array the
 * server rendered), so a page's cards do not render again right after hydration.
 */
export type CartLinesValue = Pick<
  CartContextValue,
  'items' | 'addItemToCart' | 'removeItemFromCart' | 'getItemFromCart' | 'isInStock'
>;

/** A value readers subscribe to, and the value the server rendered (what a part still hydrating must read). */
interface ValueStore<T> {
  get: () => T;
  rendered: () => T;
  subscribe: (listener: () => void) => () => void;
  set: (value: T) => void;
}

function valueStore<T>(first: T): ValueStore<T> {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    rendered: () => first,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      if (value === current) return;
      current = value;
      for (const listener of [...listeners]) listener();
    },
  };
}

interface CartStores {
  cart: ValueStore<CartContextValue>;
  lines: ValueStore<CartLinesValue>;
}

/**
 * The provider hands out stores that never change instead of the cart itself: a new context value would make React
 * hydrate at once, in one long task, every part of the page still waiting to hydrate (ARCHITECTURE "Hydration"),
 * and the cart changes right after hydration (the saved cart is restored). Readers subscribe instead.
 */
const CartContext = createContext<CartStores | undefined>(undefined);

type CartEngine = typeof import('./cart-engine');

/** The reducer, the saved-cart reader and the checkout clean-up, once loaded (cart-engine.ts). */
let engine: CartEngine | null = null;
let loading: Promise<CartEngine> | null = null;

function loadEngine(): Promise<CartEngine> {
  loading ??= import('./cart-engine').then(
    (loaded) => (engine = loaded),
    (error: unknown) => {
      loading = null; // a failed download is tried again by the next change
      throw error;
    },
  );
  return loading;
}

type Internal = CartAction | { type: 'RESTORE'; state: CartState };

function reducer(state: CartState, action: Internal): CartState {
  if (action.type === 'RESTORE') {
    const saved = action.state;
    // An empty saved cart keeps the lines' array the page rendered, so what reads only the lines (every card's
    // add-to-cart control) does not render again.
    if (saved.items.length === 0 && state.items.length === 0 && saved.items !== state.items) {
      return { ...saved, items: state.items };
    }
    return saved;
  }
  // Changes are dispatched only once the engine is here (CartProvider keeps them until then).
  return engine ? engine.cartReducer(state, action) : state;
}

/**
 * The empty cart a restore finds when nothing usable is saved: empty like the initial state but another object, so
 * the cart counts as restored; like the initial state it is never written (a broken entry stays for inspection).
 */
const NOTHING_SAVED: CartState = { ...initialCartState };

function readSavedCart(parse: CartEngine['parseSavedCart']): CartState | null {
  try {
    return parse(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return null; // storage blocked (private mode, policy): the cart just is not kept
  }
}

interface Change {
  action: CartAction;
  /** Whether the change voids the totals checkout verified (every change of lines does; a translation does not). */
  clearsTotals: boolean;
}

/**
 * The cart of SPEC §3–§5, kept in localStorage ('pick-cart'). The server renders an empty cart; the saved one
 * is restored right after hydration so both renders agree. The code that changes the cart (cart-engine.ts) loads
 * then too: a change asked for before it is here (a press in the first moments of the page) waits for it and for
 * the restore, and is applied after them in the order asked.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, initialCartState);
  // Until the restore below, the state is the very object the server rendered.
  const isRestored = state !== initialCartState;
  const restored = useRef(false);
  const waiting = useRef<Change[]>([]);

  const apply = useCallback((loaded: CartEngine, { action, clearsTotals }: Change) => {
    dispatch(action);
    if (clearsTotals) loaded.clearCheckedTotals();
  }, []);

  const restore = useCallback(() => {
    const run = (loaded: CartEngine) => {
      if (!restored.current) {
        restored.current = true;
        dispatch({ type: 'RESTORE', state: readSavedCart(loaded.parseSavedCart) ?? NOTHING_SAVED });
      }
      for (const change of waiting.current.splice(0)) apply(loaded, change);
    };
    if (engine) run(engine);
    else loadEngine().then(run, () => {});
  }, [apply]);

  useEffect(restore, [restore]);

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

  const change = useCallback(
    (action: CartAction, clearsTotals = true) => {
      if (engine && restored.current) apply(engine, { action, clearsTotals });
      else {
        waiting.current.push({ action, clearsTotals });
        restore();
      }
    },
    [apply, restore],
  );

  const { items } = state;
  const lines = useMemo<CartLinesValue>(
    () => ({
      items,
      addItemToCart: (item, quantity) => {
        // Refused before dispatching, so the caller sees SPEC §5's error (a reducer must not throw mid-render).
        if (!(quantity > 0)) throw new Error(CART_QUANTITY_ERROR);
        change({ type: 'ADD_ITEM_WITH_QUANTITY', item, quantity });
      },
      removeItemFromCart: (id, quantity) => change({ type: 'REMOVE_ITEM_OR_QUANTITY', id, quantity }),
      getItemFromCart: (id) => getItem(items, id),
      isInStock: (id, stock) => inStock(items, id, stock),
    }),
    [items, change],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      ...state,
      ...lines,
      isRestored,
      addItemsToCart: (items) => change({ type: 'ADD_ITEMS', items }),
      addItem: (item) => change({ type: 'ADD_ITEM', item }),
      clearItemFromCart: (id) => change({ type: 'REMOVE_ITEM', id }),
      updateCartItem: (id, item) => change({ type: 'UPDATE_ITEM', id, item }),
      updateCartLanguage: (language) => change({ type: 'CHANGE_LANGUAGE', language }),
      // Only names change: the totals checkout verified still hold, so they are not cleared as other changes do.
      translateCart: (language, lines) => change({ type: 'TRANSLATE_ITEMS', language, lines }, false),
      resetCart: () => change({ type: 'RESET_CART' }),
      isInCart: (id) => Boolean(getItem(state.items, id)),
    }),
    [state, lines, isRestored, change],
  );

  // The first value is what the server rendered. Its functions use refs when called, not while this renders.
  // eslint-disable-next-line react-hooks/refs
  const [stores] = useState<CartStores>(() => ({ cart: valueStore(value), lines: valueStore(lines) }));
  useLayoutEffect(() => {
    stores.lines.set(lines);
    stores.cart.set(value);
  }, [stores, lines, value]);

  return <CartContext.Provider value={stores}>{children}</CartContext.Provider>;
}

function useCartStores(): CartStores {
  const stores = useContext(CartContext);
  if (stores === undefined) throw new Error('useCart must be used within a CartProvider');
  return stores;
}

function useStore<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.rendered);
}

/** SPEC §8: using the cart outside its provider is an error. */
export function useCart(): CartContextValue {
  return useStore(useCartStores().cart);
}

/** The cart's lines and their changes, for controls on every card (see `CartLinesValue`). */
export function useCartLines(): CartLinesValue {
  return useStore(useCartStores().lines);
}
