/**
 * Numbers in English without Intl. The first Intl formatter a page creates loads the browser's locale data: 35–80
 * ms of main thread on a 2-core machine, more on a phone, on every page that shows a price, a date or a count.
 * Each function here writes exactly what Intl writes for English (tests compare the two over thousands of values)
 * and hands anything else (other languages, exponent notation, amounts past 10^15) to Intl.
 */

/** "1234567" → "1,234,567" */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A string of decimal digits plus one ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * |value| × 10^shift rounded to `fractions` decimals the way Intl rounds: from the shortest decimal that reads
 * back as the value (1.005, not 1.00499999…), halves away from zero. Null for what it does not cover (exponent
 * notation, 10^15 and above, a fraction count outside 0–20).
 */
export function roundDecimal(
  value: number,
  fractions: number,
  shift = 0,
): { integer: string; decimals: string } | null {
  if (!Number.isInteger(fractions) || fractions < 0 || fractions > 20) return null;
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text) || Math.abs(value) >= 1e15) return null;
  const [whole, rest = ''] = text.split('.') as [string, string?];
  const integerPart = (whole + rest.slice(0, shift).padEnd(shift, '0')).replace(/^0+(?=\d)/, '');
  const decimalPart = rest.slice(shift);
  let digits = integerPart + decimalPart.slice(0, fractions).padEnd(fractions, '0');
  if (decimalPart.length > fractions && decimalPart.charCodeAt(fractions) >= 53 /* '5' */) digits = increment(digits);
  return {
    integer: digits.slice(0, digits.length - fractions) || '0',
    decimals: fractions > 0 ? digits.slice(-fractions) : '',
  };
}

/** Intl marks every negative number with a minus, -0 and values that round to zero included. */
export function minusSign(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/** The languages the Intl-free paths write (Intl gives `en` and `en-US` the same numbers and dates). */
export const isEnglish = (language: string) => language === 'en' || language === 'en-US';

/** A whole count in the page's language ("1,234" in English). */
export function formatCount(value: number, language: string): string {
  if (isEnglish(language) && Number.isSafeInteger(value))
    return minusSign(value) + groupThousands(String(Math.abs(value)));
  return value.toLocaleString(language);
}

/** formatCount for a value the API may leave out. */
export function formatOptionalCount(value: number | null | undefined, language: string): string | undefined {
  return typeof value === 'number' ? formatCount(value, language) : undefined;
}

const percentFormatters = new Map<string, Intl.NumberFormat>();

/** A percentage given as a number of percent (12.5 → "12.5%"), with at most two decimals. */
export function formatPercent(percent: number, language: string): string {
  const ratio = percent / 100;
  const rounded = isEnglish(language) ? roundDecimal(ratio, 2, 2) : null;
  if (rounded) {
    const decimals = rounded.decimals.replace(/0+$/, '');
    return `${minusSign(ratio)}${groupThousands(rounded.integer)}${decimals ? `.${decimals}` : ''}%`;
  }
  let formatter = percentFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    percentFormatters.set(language, formatter);
  }
  return formatter.format(ratio);
}

const distanceFormatters = new Map<string, Intl.NumberFormat>();

/** "0.9 km" in the page's language; under 100 km one decimal, farther whole kilometres. */
export function formatDistance(km: number, language: string): string {
  const digits = km < 100 ? 1 : 0;
  const key = `${language}|${digits}`;
  let formatter = distanceFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: digits });
    distanceFormatters.set(key, formatter);
  }
  return formatter.format(km);
}
