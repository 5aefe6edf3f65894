import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DateStyle, formatDate, formatDateTime, machineDate } from '@/lib/format-date';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium', timeZone: 'UTC' },
  long: { dateStyle: 'long', timeZone: 'UTC' },
  day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  month: { year: 'numeric', month: 'long', timeZone: 'UTC' },
};
const STYLES = Object.keys(OPTIONS) as DateStyle[];

/** Every day of 2024 (a leap year) at 23:30 UTC, the hour where a local time zone would move to the next day. */
const LEAP_YEAR = Array.from({ length: 366 }, (_, day) => Date.UTC(2024, 0, 1 + day, 23, 30));
/** Spread from 1000 to 9999, in steps that are not a whole number of days. */
const SPREAD = Array.from({ length: 500 }, (_, i) => Date.UTC(1000, 0, 1) + i * 17_314_159_265_358);

describe('formatDate', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const style of STYLES) {
    it(`writes English ${style} dates exactly as Intl does, in UTC`, () => {
      const intl = new Intl.DateTimeFormat('en', OPTIONS[style]);
      for (const time of [...LEAP_YEAR, ...SPREAD]) {
        expect(formatDate(time, 'en', style), new Date(time).toISOString()).toBe(intl.format(time));
        expect(formatDate(new Date(time).toISOString(), 'en-US', style)).toBe(intl.format(time));
      }
    });
  }

  it('builds no Intl formatter for English', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatDate('2026-11-25T23:59:59Z', 'en', 'medium')).toBe('Nov 25, 2026');
    expect(formatDate(Date.UTC(1983, 6, 15), 'en', 'long')).toBe('July 15, 1983');
    expect(formatDate(new Date(Date.UTC(2026, 8, 1)), 'en', 'month')).toBe('September 2026');
    expect(built).not.toHaveBeenCalled();
  });

  it('leaves other languages and far years to Intl', () => {
    const time = Date.UTC(2026, 10, 25);
    for (const language of ['ar', 'he', 'de', 'es', 'zh', 'en-GB']) {
      for (const style of STYLES) {
        expect(formatDate(time, language, style)).toBe(new Intl.DateTimeFormat(language, OPTIONS[style]).format(time));
      }
    }
    for (const far of [Date.UTC(999, 11, 31), Date.UTC(10000, 0, 1), Date.UTC(-50, 0, 1)]) {
      expect(formatDate(far, 'en', 'medium')).toBe(new Intl.DateTimeFormat('en', OPTIONS.medium).format(far));
    }
  });

  it('throws on an invalid date, as Intl does', () => {
    expect(() => formatDate('not a date', 'en', 'medium')).toThrow(RangeError);
  });
});

describe('machineDate', () => {
  /** HTML's global date and time string, as the W3C checker reads <time datetime>: at most three fraction digits. */
  const HTML_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

  it('writes the API’s six-digit fractions of a second with three, in UTC', () => {
    expect(machineDate('2026-05-31T01:33:53.420000Z')).toBe('2026-05-31T01:33:53.420Z');
    expect(machineDate('2026-05-31T03:33:53.420999+02:00')).toBe('2026-05-31T01:33:53.420Z');
    expect(machineDate(Date.UTC(2024, 1, 29))).toMatch(HTML_INSTANT);
  });

  it('gives nothing for what HTML cannot write as a date', () => {
    expect(machineDate('not a date')).toBeNull();
    expect(machineDate(Date.UTC(10000, 0, 1))).toBeNull();
    expect(machineDate('0000-12-31T23:59:59Z')).toBeNull();
    expect(machineDate('0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00.000Z');
  });
});

describe('formatDateTime', () => {
  it('writes the date and the time of day in UTC, saying so', () => {
    const time = Date.UTC(2026, 10, 25, 15, 4, 5);
    expect(formatDateTime(time, 'en')).toMatch(/^Nov 25, 2026, 3:04:05\sPM UTC$/);
    expect(formatDateTime(new Date(time).toISOString(), 'de')).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(time),
    );
  });
});
