import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Activity, StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart, useCartLines } from '@/store/cart/cart.context';
import type { CartItem } from '@/store/cart/cart.utils';

const apple: CartItem = { id: 1, name: 'Apple', price: 2.5, quantity: 1, stock: 5 };
const pear: CartItem = { id: 2, name: 'Pear', price: 1.25, quantity: 2, stock: 3 };

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;

/** The cart once the saved one is restored: the code that changes the cart loads right after hydration. */
async function renderCart() {
  const rendered = renderHook(() => useCart(), { wrapper });
  await waitFor(() => expect(rendered.result.current.isRestored).toBe(true));
  return rendered;
}

const saved = () => JSON.parse(window.localStorage.getItem('pick-cart') ?? 'null');
const checkout = () => JSON.parse(window.localStorage.getItem('pickbazar-checkout') ?? 'null');

describe('CartProvider persistence (SPEC §4, §9 "pick-cart")', () => {
  it('writes the cart with its totals to localStorage on every change', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItemToCart(apple, 2));
    await waitFor(() => expect(saved()?.totalItems).toBe(2));
    expect(saved()).toMatchObject({
      items: [{ id: 1, quantity: 2, itemTotal: 5 }],
      total: 5,
      totalUniqueItems: 1,
      language: 'en',
      meta: null,
    });

    act(() => result.current.removeItemFromCart(1));
    await waitFor(() => expect(saved()?.totalItems).toBe(1));
    act(() => result.current.resetCart());
    await waitFor(() => expect(saved()).toMatchObject({ items: [], isEmpty: true, total: 0 }));
  });

  it('restores the saved cart on mount, with totals recomputed from the lines', async () => {
    window.localStorage.setItem(
      'pick-cart',
      JSON.stringify({ items: [apple, pear], total: 0, totalItems: 0, meta: null, language: 'en' }),
    );
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.totalUniqueItems).toBe(2));
    expect(result.current.totalItems).toBe(3);
    expect(result.current.total).toBe(5);
    expect(result.current.isEmpty).toBe(false);
    expect(result.current.getItemFromCart(2)?.itemTotal).toBe(2.5);
  });

  it('keeps the saved cart when React runs effects twice (StrictMode, development)', async () => {
    window.localStorage.setItem('pick-cart', JSON.stringify({ items: [apple], meta: null, language: 'en' }));
    function Count() {
      return <p>items: {useCart().totalItems}</p>;
    }
    render(
      <StrictMode>
        <CartProvider>
          <Count />
        </CartProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('items: 1')).toBeInTheDocument();
    expect(saved().items).toHaveLength(1);
  });

  it('does not overwrite a saved cart before restoring it, and ignores a broken entry', async () => {
    window.localStorage.setItem('pick-cart', '{broken');
    const { result } = renderHook(() => useCart(), { wrapper });
    await act(async () => {});
    expect(result.current.isEmpty).toBe(true);
    expect(window.localStorage.getItem('pick-cart')).toBe('{broken'); // untouched until the user changes the cart
  });

  it('the restored cart is what the page shows after hydration', async () => {
    window.localStorage.setItem('pick-cart', JSON.stringify({ items: [pear], meta: null, language: 'en' }));
    function Count() {
      return <p>items: {useCart().totalItems}</p>;
    }
    render(<Count />, { wrapper });
    expect(await screen.findByText('items: 2')).toBeInTheDocument();
  });
});

describe('a cart change clears the checked totals (SPEC §4)', () => {
  const checked = {
    payment_gateway: 'CASH_ON_DELIVERY',
    verified_response: { total_tax: 1, shipping_charge: 2 },
    coupon: { id: 4, code: 'SAVE10', type: 'percentage', amount: 10 },
    payable_amount: 12.5,
    note: 'ring twice',
  };

  it('clears verified_response and the coupon-derived totals in pickbazar-checkout, keeps the other fields', async () => {
    window.localStorage.setItem('pickbazar-checkout', JSON.stringify(checked));
    const { result } = await renderCart();
    act(() => result.current.addItemToCart(apple, 1));
    expect(checkout()).toEqual({ ...checked, verified_response: null, coupon: null, payable_amount: 0 });
  });

  it.each([
    ['removeItemFromCart', (c: ReturnType<typeof useCart>) => c.removeItemFromCart(1)],
    ['clearItemFromCart', (c: ReturnType<typeof useCart>) => c.clearItemFromCart(1)],
    ['updateCartItem', (c: ReturnType<typeof useCart>) => c.updateCartItem(1, { quantity: 3 })],
    ['addItemsToCart', (c: ReturnType<typeof useCart>) => c.addItemsToCart([pear])],
    ['addItem', (c: ReturnType<typeof useCart>) => c.addItem(pear)],
    ['updateCartLanguage', (c: ReturnType<typeof useCart>) => c.updateCartLanguage('ar')],
    ['resetCart', (c: ReturnType<typeof useCart>) => c.resetCart()],
  ])('%s clears it too', async (_name, change) => {
    window.localStorage.setItem('pick-cart', JSON.stringify({ items: [apple], meta: null, language: 'en' }));
    window.localStorage.setItem('pickbazar-checkout', JSON.stringify(checked));
    const { result } = await renderCart();
    act(() => change(result.current));
    expect(checkout()).toMatchObject({ verified_response: null, coupon: null, payable_amount: 0, note: 'ring twice' });
  });

  it('tells a checkout store in this window through a storage event', async () => {
    window.localStorage.setItem('pickbazar-checkout', JSON.stringify(checked));
    const { result } = await renderCart();
    const events: StorageEvent[] = [];
    const listen = (event: StorageEvent) => events.push(event);
    window.addEventListener('storage', listen);
    act(() => result.current.addItemToCart(apple, 1));
    window.removeEventListener('storage', listen);
    expect(events).toHaveLength(1);
    expect(events[0]!.key).toBe('pickbazar-checkout');
    expect(events[0]!.storageArea).toBe(window.localStorage);
    expect(JSON.parse(events[0]!.newValue!).verified_response).toBeNull();
  });

  it('loading the page (restoring the cart) does not clear it', async () => {
    window.localStorage.setItem('pick-cart', JSON.stringify({ items: [apple], meta: null, language: 'en' }));
    window.localStorage.setItem('pickbazar-checkout', JSON.stringify(checked));
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.totalItems).toBe(1));
    expect(checkout()).toEqual(checked);
  });
});

describe('cart language (SPEC §3, §4)', () => {
  it('starts in en; a new language empties the cart, and a line added right after lands in the new cart', async () => {
    window.localStorage.setItem('pick-cart', JSON.stringify({ items: [apple], meta: null, language: 'en' }));
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.totalItems).toBe(1));
    expect(result.current.language).toBe('en');
    // What an add-to-cart button does with a product in another language (PickBazar's add-to-cart flow).
    act(() => {
      result.current.updateCartLanguage('ar');
      result.current.addItemToCart({ ...pear, language: 'ar' }, 1);
    });
    expect(result.current.language).toBe('ar');
    expect(result.current.items.map((i) => i.id)).toEqual([2]);
    await waitFor(() => expect(saved()).toMatchObject({ language: 'ar', totalItems: 1 }));
  });
});

describe('useCart errors (SPEC §5, §8)', () => {
  it('outside its provider it throws "useCart must be used within a CartProvider"', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
    } finally {
      console.error = quiet;
    }
  });

  it('addItemToCart with a quantity of 0 (or less) throws and leaves the cart as it was', () => {
    window.localStorage.setItem('pickbazar-checkout', JSON.stringify({ verified_response: { total_tax: 1 } }));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(() => result.current.addItemToCart(apple, 0)).toThrow("cartQuantity can't be zero or less than zero");
    expect(() => result.current.addItemToCart(apple, -2)).toThrow("cartQuantity can't be zero or less than zero");
    expect(result.current.isEmpty).toBe(true);
    expect(checkout().verified_response).toEqual({ total_tax: 1 }); // nothing changed, nothing cleared
  });

  it('isInStock and isInCart follow the lines', async () => {
    const { result } = await renderCart();
    act(() => result.current.addItemToCart(apple, 4));
    expect(result.current.isInCart(1)).toBe(true);
    expect(result.current.isInStock(1, 5)).toBe(true);
    act(() => result.current.addItemToCart(apple, 1));
    expect(result.current.isInStock(1, 5)).toBe(false);
    expect(result.current.isInCart(2)).toBe(false);
    expect(result.current.isInStock(2, 1)).toBe(true);
    expect(result.current.isInStock(2, 0)).toBe(false);
  });
});

describe('changes asked before the cart’s code has loaded (the first moments after hydration)', () => {
  it('wait for it and for the restore, then apply in the order asked', async () => {
    const checked = { verified_response: { total_tax: 1, shipping_charge: 2 }, coupon: null, payable_amount: 3 };
    // A fresh copy of the provider, whose cart code (cart-engine.ts) has not loaded yet.
    vi.resetModules();
    const fresh = await import('@/store/cart/cart.context');
    window.localStorage.setItem('pick-cart', JSON.stringify({ items: [apple], meta: null, language: 'en' }));
    window.localStorage.setItem('pickbazar-checkout', JSON.stringify(checked));
    const { result } = renderHook(() => fresh.useCart(), {
      wrapper: ({ children }: { children: ReactNode }) => <fresh.CartProvider>{children}</fresh.CartProvider>,
    });
    act(() => {
      result.current.addItemToCart(pear, 1);
      result.current.removeItemFromCart(1);
    });
    expect(result.current.isRestored).toBe(false);
    expect(checkout()).toEqual(checked);

    // Restored first (apple), then pear added and apple taken out: a restore after them would have undone both.
    await waitFor(() => expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([[2, 1]]));
    expect(result.current.total).toBe(1.25);
    expect(checkout()).toMatchObject({ verified_response: null, coupon: null, payable_amount: 0 });
    await waitFor(() => expect(saved()).toMatchObject({ totalItems: 1, items: [{ id: 2 }] }));
  });
});

describe('what the restore after hydration renders again (ARCHITECTURE "Hydration")', () => {
  /** A card's add-to-cart control: reads only the lines, and counts its renders. */
  function linesProbe() {
    const seen: unknown[] = [];
    function Lines() {
      const lines = useCartLines();
      seen.push(lines);
      return <p>lines: {lines.items.length}</p>;
    }
    return { Lines, seen };
  }
  function Restored() {
    return <p>restored: {String(useCart().isRestored)}</p>;
  }

  it.each([
    ['nothing is saved', null],
    ['an empty cart is saved', JSON.stringify({ items: [], meta: null, language: 'en' })],
  ])('when %s, the cards do not render again', async (_, entry) => {
    if (entry) window.localStorage.setItem('pick-cart', entry);
    const { Lines, seen } = linesProbe();
    render(
      <>
        <Lines />
        <Restored />
      </>,
      { wrapper },
    );
    expect(await screen.findByText('restored: true')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('a saved line reaches the cards, and the other changes of the cart too', async () => {
    window.localStorage.setItem('pick-cart', JSON.stringify({ items: [pear], meta: null, language: 'en' }));
    const { Lines, seen } = linesProbe();
    function Add() {
      const { addItemToCart } = useCart();
      return (
        <button type="button" onClick={() => addItemToCart(apple, 1)}>
          add
        </button>
      );
    }
    render(
      <>
        <Lines />
        <Add />
      </>,
      { wrapper },
    );
    expect(await screen.findByText('lines: 1')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'add' }).click());
    expect(await screen.findByText('lines: 2')).toBeInTheDocument();
    expect(seen).toHaveLength(3);
  });

  it('a part of the page hydrating after the restore hydrates the empty cart the server rendered, then shows the saved one', async () => {
    window.localStorage.setItem('pick-cart', JSON.stringify({ items: [pear], meta: null, language: 'en' }));
    const { Lines } = linesProbe();
    const page = (
      <CartProvider>
        <Restored />
        {/* Hydrated apart from the rest, after it (product cards are such parts). */}
        <Activity mode="visible">
          <Lines />
        </Activity>
      </CartProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('restored: falselines: 0');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(container.textContent).toBe('restored: truelines: 1'));
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
