import { describe, expect, it } from 'vitest';
import { checkoutCharges, percentOf, pointsForCents, walletCents } from '@/server/services/checkout/charges';
import type { CheckoutSettings } from '@/server/services/checkout/checkout-settings';
import type { PricedLine } from '@/server/services/checkout/price-lines';

const settings: CheckoutSettings = {
  siteTitle: 'Shop',
  currency: 'USD',
  taxRate: 500,
  shippingClass: { type: 'fixed', amount: 499 },
  freeShipping: true,
  freeShippingAmountCents: 5000,
  minimumOrderCents: 500,
  walletRatio: 3,
  guestCheckout: true,
  useCashOnDelivery: true,
  useEnableGateway: true,
  gateways: new Set(['STRIPE']),
  deliveryTimes: new Set(['Morning']),
};

function line(subtotalCents: number, extra: Partial<PricedLine> = {}): PricedLine {
  return {
    index: 0,
    productId: 1,
    optionId: null,
    quantity: 1,
    shopId: 1,
    name: 'Item',
    unitCents: subtotalCents,
    subtotalCents,
    isDigital: false,
    isTaxable: true,
    digitalFileId: null,
    shippingClass: null,
    problem: null,
    ...extra,
  };
}

describe('wallet conversion', () => {
  it('never spends more points than the wallet holds for the money it pays', () => {
    for (const ratio of [1, 3, 7, 0.5, 2.5, 100]) {
      for (let points = 0; points <= 2000; points++) {
        const cents = walletCents(points, ratio);
        expect(pointsForCents(cents, ratio), `${points} points at ${ratio}`).toBeLessThanOrEqual(points);
      }
    }
  });

  it('values points at points ÷ ratio currency units, rounded down to the cent', () => {
    expect(walletCents(100, 3)).toBe(3333);
    expect(walletCents(90, 3)).toBe(3000);
    expect(pointsForCents(3333, 3)).toBe(100);
    expect(pointsForCents(1, 3)).toBe(1);
    expect(walletCents(50, 0)).toBe(0);
  });
});

describe('checkoutCharges', () => {
  it('charges the fixed class below the free-shipping amount and nothing from it on', () => {
    expect(checkoutCharges([line(4999)], settings)).toMatchObject({ shippingCents: 499, freeShipping: false });
    expect(checkoutCharges([line(5000)], settings)).toMatchObject({ shippingCents: 0, freeShipping: true });
  });

  it('taxes taxable goods only, half a cent up', () => {
    expect(percentOf(1010, 500)).toBe(51);
    expect(checkoutCharges([line(1010), line(990, { isTaxable: false })], settings).taxCents).toBe(51);
  });

  it('ships digital-only carts for free and without the shop-wide threshold mattering', () => {
    const charges = checkoutCharges([line(100, { isDigital: true, isTaxable: false })], settings);
    expect(charges).toMatchObject({ shippingCents: 0, taxCents: 0, physical: false });
  });

  it('adds products’ own classes per physical line when there is no global class', () => {
    const own = { ...settings, shippingClass: null, freeShipping: false };
    const charges = checkoutCharges(
      [
        line(2000, { shippingClass: { type: 'fixed', amount: 999 } }),
        line(2500, { shippingClass: { type: 'percentage', amount: 800 } }),
        line(700, { shippingClass: { type: 'fixed', amount: 999 }, isDigital: true }),
        line(300),
      ],
      own,
    );
    expect(charges.shippingCents).toBe(999 + 200);
  });
});
