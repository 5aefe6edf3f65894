import type { Coupon, VerifiedResponse } from '@/framework/rest/types';
import { fromMinorUnits, parseMinorUnits, toMinorUnits } from '@/shared/money';
import { type ChargeTerms, orderMoney, toBasisPoints, walletCover } from '@/shared/order-money';

/** The money lines of a checked cart, in currency units. */
export interface CheckoutTotals {
  /** The cart's available lines (sent as `amount`). */
  subtotal: number;
  tax: number;
  /** The checked shipping charge (shown even when a free-shipping coupon takes it off again). */
  shipping: number;
  /** The coupon's value as the shop shows it (CONTRACT §6 step 2): a free-shipping coupon's is the waived charge. */
  discount: number;
  /** The order's `delivery_fee`: the shipping charge, or 0 with a free-shipping coupon. */
  deliveryFee: number;
  /** The order's `discount`: the coupon's discount, 0 for free shipping (CONTRACT §6 step 3). */
  orderDiscount: number;
  /** subtotal + tax + shipping − discount (SPEC §3); the discount is never more than the subtotal. */
  total: number;
  /** Wallet money spent on this order (SPEC §3 use_wallet): what the points cover, at most the total. */
  wallet: number;
  /** What is left to pay by the chosen gateway: total − wallet (SPEC §3 payable_amount). */
  payable: number;
  /** The wallet covers the whole total (CONTRACT §6: the order goes as FULL_WALLET_PAYMENT). */
  fullWallet: boolean;
}

export interface TotalsInput {
  /** The cart total (its lines' price × quantity). */
  subtotal: number;
  verified: VerifiedResponse;
  coupon?: Pick<Coupon, 'type' | 'amount'> | null;
  useWallet?: boolean;
}

/**
 * A coupon as the wire shows it (CONTRACT §4 Coupon: a percentage as a number, 12.5; a fixed sum in currency units)
 * in the money rule's units: basis points or cents.
 */
export function couponTerms(coupon: TotalsInput['coupon']): ChargeTerms | null {
  if (!coupon) return null;
  if (coupon.type === 'percentage') return { type: 'percentage', amount: toBasisPoints(coupon.amount) };
  if (coupon.type === 'free_shipping') return { type: 'free_shipping', amount: 0 };
  return { type: 'fixed', amount: parseMinorUnits(coupon.amount) ?? 0 };
}

/**
 * Every money line of SPEC §3 from the cart total and the server's checked figures, by the shared order-money rule
 * (src/shared/order-money.ts) the server prices the order with, so the figures sent agree with its own. The
 * summary shows a free-shipping coupon's waived charge as its discount (CONTRACT §6 step 2).
 */
export function checkoutTotals({ subtotal, verified, coupon, useWallet = false }: TotalsInput): CheckoutTotals {
  const money = orderMoney({
    amountCents: toMinorUnits(subtotal),
    taxCents: toMinorUnits(verified.total_tax),
    shippingCents: toMinorUnits(verified.shipping_charge),
    coupon: couponTerms(coupon),
  });
  const cover = walletCover(useWallet ? toMinorUnits(verified.wallet_currency ?? 0) : 0, money.totalCents);
  return {
    subtotal: fromMinorUnits(money.amountCents),
    tax: fromMinorUnits(money.taxCents),
    shipping: fromMinorUnits(money.shippingCents),
    discount: fromMinorUnits(money.discountCents + money.waivedShippingCents),
    deliveryFee: fromMinorUnits(money.deliveryFeeCents),
    orderDiscount: fromMinorUnits(money.discountCents),
    total: fromMinorUnits(money.totalCents),
    wallet: fromMinorUnits(cover.walletCents),
    payable: fromMinorUnits(cover.payableCents),
    fullWallet: cover.fullWallet,
  };
}
