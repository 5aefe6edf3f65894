import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, type MoneyFormat } from '@/lib/use-price';

/** What the browser's own formatter writes for the same amount and settings. */
function intl(amount: number, { currency, locale, fractions }: MoneyFormat): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractions,
    maximumFractionDigits: fractions,
  }).format(amount);
}

/** A small deterministic generator (mulberry32), so a failure names an amount that can be replayed. */
function amounts(seed: number, count: number): number[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => {
    const scale = 10 ** Math.floor(next() * 15);
    const value = Math.round(next() * scale * 1000) / 1000;
    return next() < 0.1 ? -value : value;
  });
}

const EDGES = [
  0,
  -0,
  0.001,
  -0.001,
  0.005,
  0.015,
  0.125,
  0.5,
  1.005,
  2.675,
  9.995,
  99.999,
  999.995,
  1000,
  1234.5,
  999999.995,
  1234567.891,
  10 ** 14 + 0.01,
  999999999999999,
  -42.42,
  19.99,
  3.14159,
  0.995,
  1e-7,
  5e-324,
  2 ** 53,
];

describe('formatPrice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const currency of ['USD', 'EUR', 'GBP']) {
    for (const fractions of [0, 1, 2, 3]) {
      it(`writes en-US ${currency} with ${fractions} decimals exactly as Intl does`, () => {
        const format = { currency, locale: 'en-US', fractions };
        for (const amount of [...EDGES, ...amounts(fractions * 7 + currency.charCodeAt(0), 400)]) {
          expect(formatPrice(amount, format), String(amount)).toBe(intl(amount, format));
        }
      });
    }
  }

  it('does not build an Intl formatter for en-US dollars, euros or pounds', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(formatPrice(1234.5, { currency: 'USD', locale: 'en-US', fractions: 2 })).toBe('$1,234.50');
    expect(formatPrice(-0.99, { currency: 'EUR', locale: 'en-US', fractions: 2 })).toBe('-€0.99');
    expect(formatPrice(7, { currency: 'GBP', locale: 'en-US', fractions: 0 })).toBe('£7');
    expect(built).not.toHaveBeenCalled();
  });

  it('leaves other locales, currencies and out-of-range amounts to Intl', () => {
    const cases: [number, MoneyFormat][] = [
      [1234.5, { currency: 'EUR', locale: 'de-DE', fractions: 2 }],
      [1234.5, { currency: 'USD', locale: 'ar-AE', fractions: 2 }],
      [1234.5, { currency: 'JPY', locale: 'en-US', fractions: 0 }],
      [1234.5, { currency: 'CAD', locale: 'en-US', fractions: 2 }],
      [1e16, { currency: 'USD', locale: 'en-US', fractions: 2 }],
      [Number.NaN, { currency: 'USD', locale: 'en-US', fractions: 2 }],
      [Number.POSITIVE_INFINITY, { currency: 'USD', locale: 'en-US', fractions: 2 }],
    ];
    for (const [amount, format] of cases) {
      expect(formatPrice(amount, format), `${amount} ${format.locale} ${format.currency}`).toBe(intl(amount, format));
    }
  });
});
