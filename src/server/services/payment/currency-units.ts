import { formatMinorUnits, MINOR_PER_UNIT } from '@/shared/money';

/**
 * Currencies whose smallest unit is the unit itself (Stripe's zero-decimal list): ¥1,000 is `amount: 1000`, not
 * 100000. ISK, HUF, TWD and UGX are left out on purpose: Stripe takes them with two decimals.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** Currencies counted in thousandths (1.000 KWD is `amount: 1000`). */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** How many decimals a currency has at the gateways: 0, 2 or 3. */
export function currencyDecimals(currency: string): 0 | 2 | 3 {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/**
 * An amount the shop keeps in hundredths of the currency unit (src/shared/money) in the currency's own smallest
 * unit, as Stripe counts it: JPY 1,000.00 (100000) is 1000, KWD 1.50 (150) is 1500. A zero-decimal amount with
 * hundredths (a percentage discount on yen) rounds half up to the whole unit, as the shopper's receipt shows it.
 */
export function toGatewayMinorUnits(cents: number, currency: string): number {
  switch (currencyDecimals(currency)) {
    case 0:
      return Math.round(cents / MINOR_PER_UNIT);
    case 3:
      return cents * 10;
    default:
      return cents;
  }
}

/** The same amount as a decimal string for gateways that take one (PayPal): "1000" for JPY, "12.34" for USD. */
export function toGatewayDecimal(cents: number, currency: string): string {
  return currencyDecimals(currency) === 0 ? String(toGatewayMinorUnits(cents, currency)) : formatMinorUnits(cents);
}
