import { describe, expect, it } from 'vitest';
import type { Coupon } from '@/framework/rest/types';
import { createRandom, type Random } from '@/server/demo/seed/random';
import type { CheckoutSettings } from '@/server/services/checkout/checkout-settings';
import type { PricedLine } from '@/server/services/checkout/price-lines';
import { verificationAnswer } from '@/server/services/checkout/verify-checkout';
import type { CouponRow } from '@/server/services/coupon/coupon-rules';
import { figureErrors, orderFigures } from '@/server/services/order/order-figures';
import { fromMinorUnits } from '@/shared/money';
import {
  type ChargeTerms,
  fromBasisPoints,
  lineTotalCents,
  orderCharges,
  walletCentsForPoints,
  walletCover,
} from '@/shared/order-money';
import { calculateTotal, type CartItem } from '@/store/cart/cart.utils';
import { initialCheckoutState } from '@/store/checkout/checkout-state';
import { checkoutTotals } from '@/store/checkout/checkout-totals';
import { orderInput } from '@/store/checkout/order-input';

/**
 * The property behind "the server is the authority on money": for the same cart, coupon and shop settings, the
 * figures the storefront shows and sends (cart total → checkout summary → order body) are the figures the server
 * prices the order at (priced lines → verify answer; coupon → order figures → the 422 check), to the cent. Random
 * cases from a fixed seed, with the awkward values on purpose: odd basis-point rates (1.15 % of $30.00 is half a
 * cent), fixed coupons above the amount, free-shipping thresholds met exactly, wallets worth more or less than the
 * total. Only the wire is simulated, the way the API writes it (verify's answer by the server's own function; a
 * coupon's amount as `round(amount / 100.0, 2)` in coupon-resource.ts).
 */

const CASES = 5000;
const ODD_RATES = [1, 7, 29, 57, 115, 333, 500, 725, 1250, 1999, 2500];

function charge(r: Random, allowFree: boolean): ChargeTerms {
  const type = r.pick(
    allowFree ? (['fixed', 'percentage', 'free_shipping'] as const) : (['fixed', 'percentage'] as const),
  );
  if (type === 'fixed') return { type, amount: r.int(0, 2500) };
  if (type === 'percentage') return { type, amount: r.chance(0.7) ? r.pick(ODD_RATES) : r.int(1, 3000) };
  return { type, amount: 0 };
}

function settingsOf(r: Random, amountCents: number): CheckoutSettings {
  return {
    siteTitle: 'Shop',
    currency: 'USD',
    taxRate: r.chance(0.2) ? 0 : r.chance(0.5) ? r.pick(ODD_RATES) : r.int(1, 2500),
    shippingClass: r.chance(0.6) ? charge(r, true) : null,
    freeShipping: r.chance(0.4),
    // Around the cart's amount, sometimes exactly on it.
    freeShippingAmountCents: r.chance(0.2) ? amountCents : r.int(0, amountCents * 2 + 1),
    minimumOrderCents: 0,
    walletRatio: r.pick([0, 1, 3, 0.5, 2.5, 7, 100]),
    guestCheckout: true,
    useCashOnDelivery: true,
    useEnableGateway: true,
    gateways: new Set(['STRIPE']),
    deliveryTimes: new Set(['Morning']),
  };
}

function linesOf(r: Random): PricedLine[] {
  return Array.from({ length: r.chance(0.4) ? 1 : r.int(2, 6) }, (_, index) => {
    // Round prices ($30.00, $25.00) are common and put percentages on half cents: 1.15 % of $30.00 is 34.5 cents.
    const unitCents = r.chance(0.1)
      ? 0
      : r.chance(0.4)
        ? r.int(1, 600) * r.pick([100, 500, 1000])
        : r.chance(0.5)
          ? r.int(1, 999)
          : r.int(1000, 250_000);
    const quantity = r.chance(0.5) ? 1 : r.int(2, 12);
    return {
      index,
      productId: 100 + index,
      optionId: r.chance(0.3) ? 500 + index : null,
      quantity,
      shopId: r.int(1, 3),
      name: `Item ${index}`,
      unitCents,
      subtotalCents: lineTotalCents(unitCents, quantity),
      isDigital: r.chance(0.2),
      isTaxable: r.chance(0.8),
      digitalFileId: null,
      shippingClass: r.chance(0.5) ? charge(r, false) : null,
      problem: null,
    };
  });
}

function couponOf(r: Random): CouponRow | null {
  if (r.chance(0.25)) return null;
  const terms = r.chance(0.1) ? { type: 'fixed' as const, amount: r.int(10_000, 5_000_000) } : charge(r, true);
  return { id: 7, ...terms, minimum_cart_amount_cents: 0, active: true };
}

/** The coupon as GET /coupons and POST /coupons/verify show it (coupon-resource.ts). */
function wireCoupon(coupon: CouponRow): Coupon {
  const amount = coupon.type === 'free_shipping' ? 0 : fromBasisPoints(coupon.amount);
  return { id: coupon.id, code: 'PROP', type: coupon.type, amount } as Coupon;
}

/** The storefront's cart: each line at the selling price the product page showed, in currency units. */
function cartOf(lines: readonly PricedLine[]): CartItem[] {
  return lines.map((l) => ({
    id: l.optionId ? `${l.productId}.${l.optionId}` : l.productId,
    productId: l.productId,
    variationId: l.optionId ?? undefined,
    price: fromMinorUnits(l.unitCents),
    quantity: l.quantity,
    stock: 1000,
  }));
}

describe('order money: the storefront and the server agree', () => {
  it(`on ${CASES} random carts, coupons, settings and wallets`, () => {
    const r = createRandom('order-money-agreement');
    let checked = 0;
    for (let n = 0; n < CASES; n++) {
      const lines = linesOf(r);
      const amount = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
      const settings = settingsOf(r, amount);
      const coupon = couponOf(r);
      const points = r.int(0, 40_000);
      const useWallet = r.chance(0.5);
      const label = JSON.stringify({ n, lines, settings: { ...settings, gateways: [] }, coupon, points, useWallet });

      // Server: verify's answer, then the order's figures and the wallet as create-order works them out.
      const wallet = { points, cents: walletCentsForPoints(points, settings.walletRatio) };
      const verified = verificationAnswer(lines, orderCharges(lines, settings), wallet);
      const figures = orderFigures(lines, settings, coupon);
      const spends = useWallet && settings.walletRatio > 0;
      const cover = walletCover(spends ? wallet.cents : 0, figures.totalCents);

      // Storefront: the cart total, the checkout summary and the order body it sends.
      const items = cartOf(lines);
      const state = {
        ...initialCheckoutState,
        customer_contact: '+12125550100',
        coupon: coupon ? wireCoupon(coupon) : null,
        use_wallet: useWallet,
        verified_response: verified,
      };
      const totals = checkoutTotals({
        subtotal: calculateTotal(items),
        verified,
        coupon: state.coupon,
        useWallet,
      });
      const body = orderInput({ items, state, totals, kind: 'regular', language: 'en' });

      expect(figureErrors(body, lines, figures), label).toEqual({});
      expect(
        {
          total: totals.total,
          wallet: totals.wallet,
          payable: totals.payable,
          fullWallet: body.isFullWalletPayment,
          shownDiscount: totals.discount,
        },
        label,
      ).toEqual({
        total: fromMinorUnits(figures.totalCents),
        wallet: fromMinorUnits(cover.walletCents),
        payable: fromMinorUnits(cover.payableCents),
        fullWallet: cover.fullWallet,
        shownDiscount: fromMinorUnits(figures.discountCents + figures.waivedShippingCents),
      });

      // The check itself can fail: a cent more on the total is refused.
      const tampered = { ...body, total: fromMinorUnits(figures.totalCents + 1) };
      expect(Object.keys(figureErrors(tampered, lines, figures)), label).toEqual(['total']);
      checked++;
    }
    expect(checked).toBe(CASES);
  });
});
