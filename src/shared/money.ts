/**
 * Money in integer minor units (cents), shared by the storefront and the API (CONTRACT §11: the server keeps money
 * in cents and refuses client figures that disagree, so both sides must round and multiply the same way).
 *
 * Rounding: an amount is rounded to cents half away from zero *on the decimal it is written as*, the way a person
 * (and PostgreSQL's numeric round) would: 1.005 → 101, 2.675 → 268, -1.005 → -101. `Math.round(amount * 100)`
 * gets these wrong because 1.005 * 100 is 100.49999999999999 in floating point; shifting the decimal point in the
 * number's text (1.005 → "1.005e2" → 100.5) avoids the multiplication. 19.99 → 1999 and 0.1 + 0.2 → 30 either way.
 */

/** Minor units in one currency unit. Every currency we serve has two decimals (CONTRACT: "numbers with two decimals"). */
export const MINOR_PER_UNIT = 100;
const DECIMALS = 2;

/** A decimal number as written by a person or a provider: "24", "24.00", "-0.5", ".5"; no exponent, hex or commas. */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

function roundShifted(text: string, fallback: number): number {
  // Numbers whose shortest text has an exponent (1e-7, 1e21) cannot be shifted by appending one: multiply instead.
  const shifted = /e/i.test(text) ? fallback * MINOR_PER_UNIT : Number(`${text}e${DECIMALS}`);
  const minor = Math.sign(shifted) * Math.round(Math.abs(shifted));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of range: ${text}`);
  return minor === 0 ? 0 : minor; // never -0
}

/** An amount in currency units as integer minor units: 19.99 → 1999, 0.1 + 0.2 → 30, 1.005 → 101. Throws if not finite. */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Amount is not a finite number: ${amount}`);
  return roundShifted(String(amount), amount);
}

/** Integer minor units back to currency units: 1999 → 19.99 (the nearest double, which prints as 19.99). */
export function fromMinorUnits(minor: number): number {
  return minor / MINOR_PER_UNIT;
}

/** Minor units as the wire's two-decimal text, with exact integer arithmetic: 123450 → "1234.50", -99 → "-0.99". */
export function formatMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a whole number: ${minor}`);
  const abs = Math.abs(minor);
  const fraction = String(abs % MINOR_PER_UNIT).padStart(DECIMALS, '0');
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / MINOR_PER_UNIT)}.${fraction}`;
}

/**
 * A price as a provider sends it (a number, or a numeric string such as "24.00") in minor units. Null when there is
 * no usable price: null, undefined, '', text that is not a plain decimal, NaN, ±Infinity, or a negative amount
 * (no price is below zero; a negative one is a data error, not a refund), or one too large to count in cents.
 * Zero is a usable price (0).
 */
export function parseMinorUnits(value: unknown): number | null {
  let minor: number;
  try {
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return null;
      minor = toMinorUnits(value);
    } else if (typeof value === 'string') {
      const text = value.trim();
      if (!DECIMAL.test(text)) return null;
      minor = roundShifted(text, Number(text));
    } else {
      return null;
    }
  } catch {
    return null; // beyond the safe integer range: not a price anyone can pay
  }
  return minor >= 0 ? minor : null;
}
