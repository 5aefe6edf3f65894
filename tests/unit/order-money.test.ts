import { describe, expect, it } from 'vitest';
import type { CheckoutSettings } from '@/server/services/checkout/checkout-settings';
import type { PricedLine } from '@/server/services/checkout/price-lines';
import {
  couponDiscount,
  lineTotal,
  lineTotalCents,
  orderCharges,
  orderMoney,
  percentOf,
  pointsForCents,
  toBasisPoints,
  walletCentsForPoints,
  walletCover,
} from '@/shared/order-money';

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
        const cents = walletCentsForPoints(points, ratio);
        expect(pointsForCents(cents, ratio), `${points} points at ${ratio}`).toBeLessThanOrEqual(points);
      }
    }
  });

  it('values points at points ÷ ratio currency units, rounded down to the cent', () => {
    expect(walletCentsForPoints(100, 3)).toBe(3333);
    expect(walletCentsForPoints(90, 3)).toBe(3000);
    expect(pointsForCents(3333, 3)).toBe(100);
    expect(pointsForCents(1, 3)).toBe(1);
    expect(walletCentsForPoints(50, 0)).toBe(0);
  });
});

describe('orderCharges (amount, tax, shipping)', () => {
  it('charges the fixed class below the free-shipping amount and nothing from it on', () => {
    expect(orderCharges([line(4999)], settings)).toMatchObject({ shippingCents: 499, freeShipping: false });
    expect(orderCharges([line(5000)], settings)).toMatchObject({ shippingCents: 0, freeShipping: true });
  });

  it('taxes taxable goods only, half a cent up', () => {
    expect(percentOf(1010, 500)).toBe(51);
    expect(orderCharges([line(1010), line(990, { isTaxable: false })], settings).taxCents).toBe(51);
  });

  it('ships digital-only carts for free and without the shop-wide threshold mattering', () => {
    const charges = orderCharges([line(100, { isDigital: true, isTaxable: false })], settings);
    expect(charges).toMatchObject({ shippingCents: 0, taxCents: 0, physical: false });
  });

  it('adds products’ own classes per physical line when there is no global class', () => {
    const own = { ...settings, shippingClass: null, freeShipping: false };
    const charges = orderCharges(
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

describe('line totals', () => {
  it('multiplies whole cents by a whole quantity', () => {
    expect(lineTotalCents(1999, 3)).toBe(5997);
    expect(lineTotalCents(0, 7)).toBe(0);
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(1.1, 3)).toBe(3.3);
    expect(lineTotal(1.005, 2)).toBe(2.02);
  });

  it('refuses fractional quantities or cents and totals beyond safe integers', () => {
    expect(() => lineTotalCents(1999, 1.5)).toThrow(RangeError);
    expect(() => lineTotalCents(19.99, 1)).toThrow(RangeError);
    expect(() => lineTotalCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => lineTotal(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('percentages in basis points', () => {
  it('rounds half a cent up, exactly where floating point would not', () => {
    expect(percentOf(1001, 1250)).toBe(125); // 125.125
    expect(percentOf(1999, 1250)).toBe(250); // 249.875
    expect(percentOf(1, 5000)).toBe(1); // 0.5
    expect(percentOf(1, 4999)).toBe(0);
    // 1.15 % of $30.00 is 34.5 cents; 3000 × 1.15 / 100 in floating point is 34.49999999999999.
    expect(percentOf(3000, 115)).toBe(35);
    expect(percentOf(5000, 57)).toBe(29); // 28.5
    expect(() => percentOf(-100, 500)).toThrow(RangeError);
    expect(() => percentOf(100, 12.5)).toThrow(RangeError);
  });

  it('reads the wire’s percentage as basis points', () => {
    expect([toBasisPoints(12.5), toBasisPoints('10.00'), toBasisPoints(0.07), toBasisPoints(33.333)]).toEqual([
      1250, 1000, 7, 3333,
    ]);
    expect([toBasisPoints(null), toBasisPoints('abc'), toBasisPoints(-5)]).toEqual([0, 0, 0]);
  });
});

describe('orderMoney', () => {
  const base = { amountCents: 2000, taxCents: 150, shippingCents: 499 };

  it('adds amount, tax and shipping without a coupon', () => {
    expect(orderMoney(base)).toEqual({
      ...base,
      deliveryFeeCents: 499,
      discountCents: 0,
      waivedShippingCents: 0,
      totalCents: 2649,
    });
  });

  it('takes a percentage or fixed coupon off after tax, never more than the amount', () => {
    expect(orderMoney({ ...base, coupon: { type: 'percentage', amount: 1000 } }).totalCents).toBe(2449);
    expect(orderMoney({ ...base, coupon: { type: 'fixed', amount: 500 } }).totalCents).toBe(2149);
    const huge = orderMoney({ ...base, coupon: { type: 'fixed', amount: 50_000 } });
    expect([huge.discountCents, huge.totalCents]).toEqual([2000, 649]);
    expect(couponDiscount({ type: 'percentage', amount: 20_000 }, 2000)).toBe(2000);
  });

  it('a free-shipping coupon waives the delivery fee and gives no discount', () => {
    expect(orderMoney({ ...base, coupon: { type: 'free_shipping', amount: 0 } })).toMatchObject({
      deliveryFeeCents: 0,
      discountCents: 0,
      waivedShippingCents: 499,
      totalCents: 2150,
    });
  });

  it('lets the wallet cover what it holds, at most the total', () => {
    expect(walletCover(1000, 2649)).toEqual({ walletCents: 1000, payableCents: 1649, fullWallet: false });
    expect(walletCover(5000, 2649)).toEqual({ walletCents: 2649, payableCents: 0, fullWallet: true });
    expect(walletCover(0, 0)).toEqual({ walletCents: 0, payableCents: 0, fullWallet: false });
    expect(walletCover(-5, 100)).toEqual({ walletCents: 0, payableCents: 100, fullWallet: false });
  });
});
