import { useSettings } from '@/framework/rest/settings';
import { groupThousands, minusSign, roundDecimal } from '@/lib/format-number';

export interface MoneyFormat {
  currency: string;
  locale: string;
  fractions: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Currency signs in en-US, as Intl.NumberFormat writes them ("$1,234.50", "-€0.99"). */
const EN_US_SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * en-US money without Intl (see format-number.ts for why), the same string Intl writes: "$1,234.50", "-€0.99".
 * Null for what roundDecimal does not cover, which Intl then formats.
 */
function formatEnUs(amount: number, sign: string, fractions: number): string | null {
  const rounded = roundDecimal(amount, fractions);
  if (!rounded) return null;
  return `${minusSign(amount)}${sign}${groupThousands(rounded.integer)}${fractions > 0 ? `.${rounded.decimals}` : ''}`;
}

/** Formats an amount in the shop currency (settings.currency and currencyOptions, SPEC §3 cart). */
export function formatPrice(amount: number, { currency, locale, fractions }: MoneyFormat): string {
  const sign = locale === 'en-US' ? EN_US_SIGNS[currency] : undefined;
  const quick = sign ? formatEnUs(amount, sign, fractions) : null;
  if (quick !== null) return quick;
  const key = `${locale}|${currency}|${fractions}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractions,
      maximumFractionDigits: fractions,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** The shop's money format (settings.currency and currencyOptions). */
export function useMoneyFormat(): MoneyFormat {
  const { settings } = useSettings();
  return {
    currency: settings.currency || 'USD',
    locale: settings.currencyOptions?.formation || 'en-US',
    fractions: settings.currencyOptions?.fractions ?? 2,
  };
}

/**
 * Money formatting for the current shop settings: `price`, and `basePrice` (the struck list price) when the caller
 * passes one. Whether something is on sale is decided by src/shared/selling-price.ts, not here.
 */
export function usePrice({ amount, baseAmount }: { amount: number; baseAmount?: number | null }) {
  const format = useMoneyFormat();
  return {
    price: formatPrice(amount, format),
    basePrice: typeof baseAmount === 'number' ? formatPrice(baseAmount, format) : null,
  };
}
