import { act } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCheckedTotals, resetCheckoutState } from '@/store/checkout-storage';
import {
  checkoutAtom,
  clearCheckoutAtom,
  couponAtom,
  noteAtom,
  verifiedResponseAtom,
} from '@/store/checkout/checkout.atoms';
import { initialCheckoutState, parseCheckoutState } from '@/store/checkout/checkout-state';
import { checkoutTotals } from '@/store/checkout/checkout-totals';
import { forgetOrderAttempt, orderAttemptKey } from '@/store/checkout/order-attempt';
import { missingForOrder, orderInput, verifyInput } from '@/store/checkout/order-input';
import type { CartItem } from '@/store/cart/cart.utils';

const KEY = 'pickbazar-checkout';
const saved = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
const verified = {
  total_tax: 1,
  shipping_charge: 4.99,
  unavailable_products: [],
  wallet_amount: 0,
  wallet_currency: 0,
};

/** A store with the checkout atom mounted, as a checkout page has it. */
function mounted() {
  const store = createStore();
  const unsubscribe = store.sub(checkoutAtom, () => {});
  return { store, unsubscribe };
}

afterEach(() => forgetOrderAttempt());

describe('checkout state (SPEC §3, §9)', () => {
  it('starts with cash on delivery, no sub-gateway, payable 0 and the wallet off', () => {
    expect(initialCheckoutState).toMatchObject({
      payment_gateway: 'CASH_ON_DELIVERY',
      payment_sub_gateway: '',
      payable_amount: 0,
      use_wallet: false,
      verified_response: null,
      coupon: null,
    });
  });

  it('reads a saved entry field by field: what is missing or malformed takes its default', () => {
    const state = parseCheckoutState({
      note: 'ring twice',
      use_wallet: 'yes',
      payable_amount: 'lots',
      billing_address: { type: 'elsewhere', address: {} },
      verified_response: { total_tax: 1 },
      delivery_time: { title: 'Morning', description: '8–11' },
    });
    expect(state).toEqual({
      ...initialCheckoutState,
      note: 'ring twice',
      delivery_time: { title: 'Morning', description: '8–11' },
    });
    expect(parseCheckoutState('broken')).toEqual(initialCheckoutState);
  });

  it('persists under pickbazar-checkout; a field changes alone; the saved state is read on mount', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ customer_contact: '+15550001111' }));
    const { store, unsubscribe } = mounted();
    expect(store.get(checkoutAtom).customer_contact).toBe('+15550001111');
    store.set(noteAtom, 'leave at the door');
    expect(saved()).toEqual({ ...initialCheckoutState, customer_contact: '+15550001111', note: 'leave at the door' });
    unsubscribe();
  });

  it('logout (resetCheckoutState) resets a mounted store too, so nothing is written back', () => {
    const { store, unsubscribe } = mounted();
    store.set(noteAtom, 'secret');
    act(() => resetCheckoutState());
    expect(store.get(checkoutAtom)).toEqual(initialCheckoutState);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    unsubscribe();
  });

  it('a cart change clears the checked totals and the coupon in a mounted store, and keeps the choices', () => {
    const { store, unsubscribe } = mounted();
    store.set(verifiedResponseAtom, verified);
    store.set(couponAtom, { id: 3, code: 'SAVE5', type: 'fixed', amount: 5 });
    store.set(noteAtom, 'keep me');
    act(() => clearCheckedTotals());
    expect(store.get(checkoutAtom)).toMatchObject({ verified_response: null, coupon: null, note: 'keep me' });
    unsubscribe();
  });

  it('clearCheckoutAtom (after an order) goes back to the defaults and out of storage', () => {
    const { store, unsubscribe } = mounted();
    store.set(noteAtom, 'gone soon');
    store.set(clearCheckoutAtom);
    expect(store.get(checkoutAtom)).toEqual(initialCheckoutState);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    unsubscribe();
  });
});

describe('Idempotency-Key of an order attempt (CONTRACT §11)', () => {
  it('is the same while the same order is sent again, new when anything changes or after an order', () => {
    const first = orderAttemptKey({ total: 10 });
    expect(first).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(orderAttemptKey({ total: 10 })).toBe(first);
    const changed = orderAttemptKey({ total: 11 });
    expect(changed).not.toBe(first);
    forgetOrderAttempt();
    expect(orderAttemptKey({ total: 11 })).not.toBe(changed);
  });
});

const apples: CartItem = { id: 11, productId: 11, name: 'Apples', price: 2.6, quantity: 2, itemTotal: 5.2, stock: 5 };
const tee: CartItem = {
  id: '21.5',
  productId: 21,
  variationId: 5,
  name: 'Tee - S',
  price: 28,
  quantity: 1,
  itemTotal: 28,
  stock: 3,
};
const home = { street_address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA' };
const chosen = {
  ...initialCheckoutState,
  customer_contact: '+15551234567',
  billing_address: { id: 7, title: 'Home', type: 'billing' as const, address: home },
  shipping_address: { id: 7, title: 'Home', type: 'shipping' as const, address: home },
  delivery_time: { title: 'Morning', description: '8–11' },
  verified_response: verified,
};

describe('checkout bodies (CONTRACT §6)', () => {
  it('verify sends the lines with product, option, quantity, unit price and subtotal', () => {
    expect(verifyInput([apples, tee], 33.2, chosen)).toEqual({
      amount: 33.2,
      products: [
        { product_id: 11, variation_option_id: null, order_quantity: 2, unit_price: 2.6, subtotal: 5.2 },
        { product_id: 21, variation_option_id: 5, order_quantity: 1, unit_price: 28, subtotal: 28 },
      ],
      billing_address: home,
      shipping_address: home,
    });
  });

  it('an order carries the figures the shopper saw, the schedule title and the addresses', () => {
    const totals = checkoutTotals({ subtotal: 33.2, verified });
    const body = orderInput({ items: [apples, tee], state: chosen, totals, kind: 'regular', language: 'de' });
    expect(body).toMatchObject({
      amount: 33.2,
      sales_tax: 1,
      delivery_fee: 4.99,
      discount: 0,
      total: 39.19,
      paid_total: 39.19,
      coupon_id: null,
      customer_contact: '+15551234567',
      delivery_time: 'Morning',
      payment_gateway: 'CASH_ON_DELIVERY',
      use_wallet_points: false,
      isFullWalletPayment: false,
      billing_address: home,
      shipping_address: home,
      language: 'de',
    });
  });

  it('a free-shipping coupon sends no fee and no discount value; a covering wallet pays as FULL_WALLET_PAYMENT', () => {
    const state = {
      ...chosen,
      use_wallet: true,
      coupon: { id: 9, code: 'SHIPFREE', type: 'free_shipping' as const, amount: 0 },
      verified_response: { ...verified, wallet_amount: 300, wallet_currency: 100 },
    };
    const totals = checkoutTotals({
      subtotal: 33.2,
      verified: state.verified_response,
      coupon: state.coupon,
      useWallet: true,
    });
    expect(orderInput({ items: [apples, tee], state, totals, kind: 'regular', language: 'en' })).toMatchObject({
      delivery_fee: 0,
      discount: 0,
      total: 34.2,
      coupon_id: 9,
      payment_gateway: 'FULL_WALLET_PAYMENT',
      use_wallet_points: true,
      isFullWalletPayment: true,
    });
  });

  it('a digital order has no addresses and no schedule; a guest order never uses a wallet', () => {
    const totals = checkoutTotals({ subtotal: 5.2, verified });
    const digital = orderInput({ items: [apples], state: chosen, totals, kind: 'digital', language: 'en' });
    expect(digital).toMatchObject({ billing_address: null, shipping_address: null, delivery_time: null });
    const guest = orderInput({
      items: [apples],
      state: { ...chosen, use_wallet: true },
      totals,
      kind: 'guest',
      language: 'en',
    });
    expect(guest.use_wallet_points).toBe(false);
  });

  it('says what an order still lacks', () => {
    expect(missingForOrder('regular', chosen)).toEqual([]);
    expect(missingForOrder('guest', { ...initialCheckoutState })).toEqual([
      'text-missing-name',
      'text-missing-contact',
      'text-missing-billing-address',
      'text-missing-shipping-address',
      'text-missing-delivery-time',
      'text-missing-availability-check',
    ]);
    expect(missingForOrder('digital', { ...initialCheckoutState, customer_contact: '+15551234567' })).toEqual([
      'text-missing-availability-check',
    ]);
  });
});
