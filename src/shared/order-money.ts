import { wholeCents } from './line-total';
import { fromMinorUnits, parseMinorUnits } from './money';

/**
 * The one order-money rule, shared by the storefront's checkout and the API's verify and create (CONTRACT §6, §10,
 * §11). The server prices every order with it and refuses (422) client figures that differ, so the client must get
 * the very same cents: both sides call these functions, and a property test feeds both the same random carts.
 *
 * Units, one of each:
 * - money is integer cents (minor units, see money.ts); the wire carries major-unit numbers, converted at the edge
 *   with toMinorUnits / fromMinorUnits;
 * - every percentage (coupon, tax class, shipping class) is in basis points, hundredths of a percent: 1250 = 12.5 %.
 *   The database stores them so; the wire shows a coupon's percentage as a number (12.5), see toBasisPoints.
 *
 * The figures (SPEC §3, CONTRACT §6 step 3): amount = Σ line totals; tax = the tax rate on the taxable lines;
 * shipping = 0 for digital-only carts or when the shop's free shipping applies, else the global class or each
 * physical line's own class; discount = the coupon's, never more than the amount (a free-shipping coupon gives no
 * discount but waives the delivery fee); total = amount + tax + delivery fee − discount (discount after tax);
 * the wallet covers what it can of the total, and the payable is the rest.
 */

/** 100 % in basis points. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** How a charge or coupon is worked out: a fixed sum, a percentage of a base, or free shipping (no sum). */
export type ChargeType = 'fixed' | 'percentage' | 'free_shipping';

/** A shipping class or coupon: `amount` is cents for `fixed`, basis points for `percentage`, unused otherwise. */
export interface ChargeTerms {
  type: ChargeType;
  amount: number;
}

/**
 * A percentage as the wire writes it (12.5, "10.00") in basis points (1250, 1000): the same two-decimal shift as
 * cents (parseMinorUnits). 0 when unusable or negative.
 */
export function toBasisPoints(percent: unknown): number {
  return parseMinorUnits(percent) ?? 0;
}

/** Basis points as the wire's percentage: 1250 → 12.5. */
export function fromBasisPoints(basisPoints: number): number {
  return fromMinorUnits(basisPoints);
}

// Line totals (and the whole-number check every figure here goes through) live in line-total.ts, so the cart,
// which every page loads, does not carry the order rule; they are exported from here too.
export { lineTotal, lineTotalCents } from './line-total';

/**
 * `basisPoints` of `cents` (both ≥ 0), rounded to the cent half up, in exact integer arithmetic (no floating-point
 * quotient to round): 5 % of 1010 → 51 (50.5 rounds up), 12.5 % of 1001 → 125.
 */
export function percentOf(cents: number, basisPoints: number): number {
  const product = wholeCents(wholeCents(cents, 'Amount') * wholeCents(basisPoints, 'Rate'), 'Percentage');
  if (product < 0) throw new RangeError(`Percentage of a negative figure: ${cents} × ${basisPoints}`);
  const rest = product % BASIS_POINTS_PER_WHOLE;
  const whole = (product - rest) / BASIS_POINTS_PER_WHOLE;
  return rest * 2 >= BASIS_POINTS_PER_WHOLE ? whole + 1 : whole;
}

/** A shipping class's charge on `baseCents`: its fixed sum, or its percentage of the base; free shipping is 0. */
export function chargeOf(charge: ChargeTerms, baseCents: number): number {
  if (charge.type === 'fixed') return charge.amount;
  if (charge.type === 'percentage') return percentOf(baseCents, charge.amount);
  return 0;
}

/** A line as the money rule needs it. */
export interface MoneyLine {
  subtotalCents: number;
  isTaxable: boolean;
  isDigital: boolean;
  /** The product's own shipping class (used when the shop has no global one). */
  shippingClass: ChargeTerms | null;
}

/** The shop settings the money rule reads (CONTRACT §4 Settings, §10). */
export interface ChargeSettings {
  /** The tax class's rate in basis points; 0 without a tax class. */
  taxRate: number;
  /** settings.shippingClass, or null: each product's own class counts. */
  shippingClass: ChargeTerms | null;
  freeShipping: boolean;
  freeShippingAmountCents: number;
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
 * Amount, tax and shipping of the sellable lines (CONTRACT §6 step 1, §10), what verify answers:
 * - shipping is 0 for a cart of digital goods only, and 0 when the shop's free shipping is on and the amount
 *   reaches freeShippingAmount; otherwise the global class (fixed amount, or a percentage of the amount), or
 *   without one the sum of each physical line's own product class (fixed per line, or a percentage of the line);
 * - tax is the tax class's rate on the goods marked taxable, never on shipping.
 */
export function orderCharges(lines: readonly MoneyLine[], settings: ChargeSettings): Charges {
  const amountCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  const taxable = lines.filter((l) => l.isTaxable).reduce((sum, l) => sum + l.subtotalCents, 0);
  const physicalLines = lines.filter((l) => !l.isDigital);
  const physical = physicalLines.length > 0;
  const freeShipping = physical && settings.freeShipping && amountCents >= settings.freeShippingAmountCents;
  let shippingCents = 0;
  if (physical && !freeShipping) {
    shippingCents = settings.shippingClass
      ? chargeOf(settings.shippingClass, amountCents)
      : physicalLines.reduce((sum, l) => sum + (l.shippingClass ? chargeOf(l.shippingClass, l.subtotalCents) : 0), 0);
  }
  return { amountCents, taxCents: percentOf(taxable, settings.taxRate), shippingCents, freeShipping, physical };
}

/**
 * A coupon's discount on the amount, in cents: a percentage of it, or a fixed sum, never more than the amount.
 * A free-shipping coupon gives no discount: it waives the delivery fee instead (CONTRACT §10).
 */
export function couponDiscount(coupon: ChargeTerms | null | undefined, amountCents: number): number {
  if (!coupon || coupon.type === 'free_shipping') return 0;
  return Math.max(0, Math.min(amountCents, chargeOf(coupon, amountCents)));
}

/** What the wallet pays of an order's total (what it may spend, at most the total) and what is left to pay. */
export interface WalletCover {
  walletCents: number;
  /** What is left for the payment gateway. */
  payableCents: number;
  /** The wallet pays the whole (non-zero) total: the order goes as FULL_WALLET_PAYMENT. */
  fullWallet: boolean;
}

export function walletCover(spendableCents: number, totalCents: number): WalletCover {
  const walletCents = Math.min(Math.max(0, spendableCents), totalCents);
  return {
    walletCents,
    payableCents: totalCents - walletCents,
    fullWallet: walletCents > 0 && walletCents === totalCents,
  };
}

/** What `points` are worth in cents (points ÷ ratio currency units), rounded down; 0 when the wallet is off. */
export function walletCentsForPoints(points: number, ratio: number): number {
  return ratio > 0 ? Math.floor((points * 100) / ratio + 1e-9) : 0;
}

/** Wallet points worth `cents`, rounded up so the wallet never pays more than its points are worth. */
export function pointsForCents(cents: number, ratio: number): number {
  return Math.ceil((cents * ratio) / 100 - 1e-9);
}

export interface OrderMoneyInput {
  amountCents: number;
  taxCents: number;
  /** The checked shipping charge, before any coupon. */
  shippingCents: number;
  coupon?: ChargeTerms | null;
}

/** An order's money before the wallet; walletCover(spendable, totalCents) then splits the total. */
export interface OrderMoney {
  amountCents: number;
  taxCents: number;
  shippingCents: number;
  /** The delivery fee charged: 0 with a free-shipping coupon. */
  deliveryFeeCents: number;
  discountCents: number;
  /** The shipping charge a free-shipping coupon waived (0 without one). */
  waivedShippingCents: number;
  /** amount + tax + delivery fee − discount; paid_total is the same figure (wallet money included). */
  totalCents: number;
}

/** Every money figure of an order from its amount, tax, shipping and coupon. */
export function orderMoney({ amountCents, taxCents, shippingCents, coupon }: OrderMoneyInput): OrderMoney {
  const freeShippingCoupon = coupon?.type === 'free_shipping';
  const deliveryFeeCents = freeShippingCoupon ? 0 : shippingCents;
  const discountCents = couponDiscount(coupon, amountCents);
  const totalCents = amountCents + taxCents + deliveryFeeCents - discountCents;
  return {
    amountCents,
    taxCents,
    shippingCents,
    deliveryFeeCents,
    discountCents,
    waivedShippingCents: freeShippingCoupon ? shippingCents : 0,
    totalCents,
  };
}
