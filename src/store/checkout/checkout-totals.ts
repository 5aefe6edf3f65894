import type { Coupon, VerifiedResponse } from '@/framework/rest/types';
import { fromMinorUnits, parseMinorUnits, toMinorUnits } from '@/shared/money';

/** The money lines of a checked cart, in currency units. */
export interface CheckoutTotals {
  /** The cart's available lines (sent as `amount`). */
  subtotal: number;
  tax: number;
  /** The checked shipping charge (shown even when a free-shipping coupon takes it off again). */
  shipping: number;
  /** The coupon's value as the shop shows it (CONTRACT §6 step 2). */
  discount: number;
  /** A free-shipping coupon applies: the order's delivery fee is 0 and it has no discount value. */
  freeShipping: boolean;
  /** subtotal + tax + shipping − discount (SPEC §3), never below zero. */
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
 * The coupon's discount in minor units (CONTRACT §6 step 2, §10): percentage → sub total × amount / 100, rounded to
 * the cent half up; fixed → its amount; both never more than the sub total (our API prices orders so). A
 * free_shipping coupon shows the checked shipping charge as its discount.
 */
function discountMinor(coupon: TotalsInput['coupon'], subtotalMinor: number, shippingMinor: number): number {
  if (!coupon) return 0;
  switch (coupon.type) {
    case 'percentage': {
      const rate = Number(coupon.amount);
      return Number.isFinite(rate) && rate > 0 ? Math.min(subtotalMinor, Math.round((subtotalMinor * rate) / 100)) : 0;
    }
    case 'free_shipping':
      return shippingMinor;
    default:
      return Math.min(subtotalMinor, parseMinorUnits(coupon.amount) ?? 0);
  }
}

/**
 * Every money line of SPEC §3 from the cart total and the server's checked figures, worked out in cents
 * (src/shared/money.ts) the way the server re-prices the order, so the figures sent agree with its own.
 */
export function checkoutTotals({ subtotal, verified, coupon, useWallet = false }: TotalsInput): CheckoutTotals {
  const subtotalMinor = toMinorUnits(subtotal);
  const taxMinor = toMinorUnits(verified.total_tax);
  const shippingMinor = toMinorUnits(verified.shipping_charge);
  const discount = discountMinor(coupon, subtotalMinor, shippingMinor);
  const totalMinor = Math.max(0, subtotalMinor + taxMinor + shippingMinor - discount);
  const walletMinor = useWallet ? Math.min(Math.max(0, toMinorUnits(verified.wallet_currency ?? 0)), totalMinor) : 0;
  return {
    subtotal: fromMinorUnits(subtotalMinor),
    tax: fromMinorUnits(taxMinor),
    shipping: fromMinorUnits(shippingMinor),
    discount: fromMinorUnits(discount),
    freeShipping: coupon?.type === 'free_shipping',
    total: fromMinorUnits(totalMinor),
    wallet: fromMinorUnits(walletMinor),
    payable: fromMinorUnits(totalMinor - walletMinor),
    fullWallet: useWallet && totalMinor > 0 && walletMinor === totalMinor,
  };
}
