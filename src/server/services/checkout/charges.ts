import type { ChargeClass, CheckoutSettings } from './checkout-settings';
import type { PricedLine } from './price-lines';

/** Rates are in hundredths of a percent: 500 = 5 %. Half a cent rounds up. */
export function percentOf(cents: number, rate: number): number {
  return Math.round((cents * rate) / 10_000);
}

function classCharge(charge: ChargeClass, amountCents: number): number {
  if (charge.type === 'fixed') return charge.amount;
  if (charge.type === 'percentage') return percentOf(amountCents, charge.amount);
  return 0;
}

export interface Charges {
  /** Sum of the lines. */
  amountCents: number;
  taxCents: number;
  /** Delivery before any coupon. */
  shippingCents: number;
  /** The shop's own free shipping (freeShipping over freeShippingAmount) applies. */
  freeShipping: boolean;
  /** Some line is a physical good. */
  physical: boolean;
}

/**
 * Tax and shipping of the sellable lines (CONTRACT §6 step 1, §10):
 * - shipping is 0 for a cart of digital goods only, and 0 when the shop's free shipping is on and the amount
 *   reaches freeShippingAmount; otherwise the global class (fixed amount, or a percentage of the amount), or
 *   without one the sum of each physical line's own product class (fixed per line, or a percentage of the line);
 * - tax is the tax class's rate on the goods marked taxable (digital goods are not, in the demo), never on
 *   shipping.
 */
export function checkoutCharges(lines: readonly PricedLine[], settings: CheckoutSettings): Charges {
  const amountCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  const taxable = lines.filter((l) => l.isTaxable).reduce((sum, l) => sum + l.subtotalCents, 0);
  const physicalLines = lines.filter((l) => !l.isDigital);
  const physical = physicalLines.length > 0;
  const freeShipping = physical && settings.freeShipping && amountCents >= settings.freeShippingAmountCents;
  let shippingCents = 0;
  if (physical && !freeShipping) {
    shippingCents = settings.shippingClass
      ? classCharge(settings.shippingClass, amountCents)
      : physicalLines.reduce(
          (sum, l) => sum + (l.shippingClass ? classCharge(l.shippingClass, l.subtotalCents) : 0),
          0,
        );
  }
  return { amountCents, taxCents: percentOf(taxable, settings.taxRate), shippingCents, freeShipping, physical };
}

/** Wallet points worth `cents`, rounded up so the wallet never pays more than its points are worth. */
export function pointsForCents(cents: number, ratio: number): number {
  return Math.ceil((cents * ratio) / 100 - 1e-9);
}

/** What `points` are worth in cents (points ÷ ratio currency units), rounded down. */
export function walletCents(points: number, ratio: number): number {
  return ratio > 0 ? Math.floor((points * 100) / ratio + 1e-9) : 0;
}
