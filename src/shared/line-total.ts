import { fromMinorUnits, toMinorUnits } from './money';

/**
 * A line's total in cents, apart from the order rule (order-money.ts, which re-exports these) because the cart
 * that every page loads needs only this.
 */

/** `value` when it is a whole number JavaScript holds exactly; a RangeError naming `what` otherwise. */
export function wholeCents(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number: ${value}`);
  return value;
}

/** Unit price × quantity, both whole numbers, in cents. Throws for a fractional or unsafe figure. */
export function lineTotalCents(unitCents: number, quantity: number): number {
  wholeCents(unitCents, 'Unit price in cents');
  wholeCents(quantity, 'Quantity');
  return wholeCents(unitCents * quantity, 'Line total');
}

/** Unit price (currency units, as the cart keeps it) × quantity, worked out in cents: 0.1 × 3 → 0.3. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return fromMinorUnits(lineTotalCents(toMinorUnits(unitPrice), quantity));
}
