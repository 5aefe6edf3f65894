import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDistance, formatOptionalCount, formatPercent } from '@/lib/format-number';

describe('formatCount', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes English counts exactly as toLocaleString does', () => {
    const values = [0, -0, 1, 12, 123, 999, 1000, 1001, 12_345, 999_999, 1_000_000, -4_321, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 2000; i++) values.push(Math.floor(((i * 7919) % 10_007) ** (1 + (i % 4))));
    for (const value of values) {
      expect(formatCount(value, 'en'), String(value)).toBe(value.toLocaleString('en'));
      expect(formatCount(value, 'en-US'), String(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('builds no Intl formatter for English', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(built).not.toHaveBeenCalled();
  });

  it('leaves other languages, fractions and huge numbers to toLocaleString', () => {
    for (const language of ['ar', 'he', 'de', 'es', 'zh'])
      expect(formatCount(1234567, language)).toBe((1234567).toLocaleString(language));
    for (const value of [1.5, 2 ** 60, Number.NaN]) expect(formatCount(value, 'en')).toBe(value.toLocaleString('en'));
  });

  it('leaves out what the API left out', () => {
    expect(formatOptionalCount(undefined, 'en')).toBeUndefined();
    expect(formatOptionalCount(null, 'en')).toBeUndefined();
    expect(formatOptionalCount(0, 'en')).toBe('0');
  });
});

describe('formatPercent', () => {
  const intl = (percent: number, language: string) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

  it('writes English percentages exactly as Intl does', () => {
    const values = [0, -0, 5, 10, 12.5, 12.345, 33.333, 0.005, 0.004, 99.999, 99.995, 100, 1234.5678, -7.5, 1e-9];
    for (let i = 0; i < 3000; i++) values.push(((i * 104729) % 1_000_003) / 10 ** (i % 6));
    for (const value of values) expect(formatPercent(value, 'en'), String(value)).toBe(intl(value, 'en'));
  });

  it('builds no Intl formatter for English, and uses Intl for the other languages', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    for (const language of ['ar', 'he', 'de', 'es', 'zh'])
      expect(formatPercent(12.5, language)).toBe(intl(12.5, language));
  });
});

describe('formatDistance', () => {
  it('writes one decimal under 100 km and whole kilometres beyond, in the page’s language', () => {
    expect([formatDistance(0.94, 'en'), formatDistance(12.36, 'en'), formatDistance(123.6, 'en')]).toEqual([
      '0.9 km',
      '12.4 km',
      '124 km',
    ]);
    const intl = new Intl.NumberFormat('de', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
    expect(formatDistance(2.25, 'de')).toBe(intl.format(2.25));
  });
});
