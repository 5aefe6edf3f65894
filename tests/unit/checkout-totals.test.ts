import { describe, expect, it } from 'vitest';
import type { VerifiedResponse } from '@/framework/rest/types';
import { checkoutTotals } from '@/store/checkout/checkout-totals';

const verified = (over: Partial<VerifiedResponse> = {}): VerifiedResponse => ({
  total_tax: 1.5,
  shipping_charge: 4.99,
  unavailable_products: [],
  wallet_amount: 0,
  wallet_currency: 0,
  ...over,
});

describe('checkoutTotals (SPEC §3: payable = totalAmount + tax + shipping − discount)', () => {
  it('adds sub total, tax and shipping in cents', () => {
    expect(
      checkoutTotals({ subtotal: 0.1 + 0.2, verified: verified({ total_tax: 0.015, shipping_charge: 0 }) }),
    ).toEqual({
      subtotal: 0.3,
      tax: 0.02,
      shipping: 0,
      discount: 0,
      deliveryFee: 0,
      orderDiscount: 0,
      total: 0.32,
      wallet: 0,
      payable: 0.32,
      fullWallet: false,
    });
  });

  it('takes a percentage coupon off the sub total, rounded to the cent (CONTRACT §6 step 2)', () => {
    const totals = checkoutTotals({
      subtotal: 19.99,
      verified: verified(),
      coupon: { type: 'percentage', amount: 12.5 },
    });
    expect(totals.discount).toBe(2.5); // 249.875 cents
    expect(totals.total).toBe(23.98); // 19.99 + 1.50 + 4.99 − 2.50
  });

  it('takes a fixed coupon off as it is, at most the sub total', () => {
    expect(checkoutTotals({ subtotal: 20, verified: verified(), coupon: { type: 'fixed', amount: 5 } }).total).toBe(
      21.49,
    );
    const huge = checkoutTotals({ subtotal: 20, verified: verified(), coupon: { type: 'fixed', amount: 500 } });
    expect(huge.discount).toBe(20);
    expect(huge.total).toBe(6.49); // tax and shipping stay
  });

  it('a free-shipping coupon shows the shipping charge as its discount', () => {
    const totals = checkoutTotals({ subtotal: 20, verified: verified(), coupon: { type: 'free_shipping', amount: 0 } });
    expect(totals).toMatchObject({
      shipping: 4.99,
      discount: 4.99,
      deliveryFee: 0,
      orderDiscount: 0,
      total: 21.5,
    });
  });

  it('uses the wallet only when asked, up to what it is worth, the rest payable', () => {
    const points = verified({ wallet_amount: 30, wallet_currency: 10 });
    expect(checkoutTotals({ subtotal: 20, verified: points }).payable).toBe(26.49);
    const partly = checkoutTotals({ subtotal: 20, verified: points, useWallet: true });
    expect(partly).toMatchObject({ total: 26.49, wallet: 10, payable: 16.49, fullWallet: false });
  });

  it('a wallet worth the whole total pays all of it', () => {
    const rich = verified({ wallet_amount: 300, wallet_currency: 100 });
    expect(checkoutTotals({ subtotal: 20, verified: rich, useWallet: true })).toMatchObject({
      wallet: 26.49,
      payable: 0,
      fullWallet: true,
    });
  });
});
