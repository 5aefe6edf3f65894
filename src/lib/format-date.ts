/**
 * Calendar dates in the page's language, always in UTC so the server and the browser print the same day.
 *
 * English is written without Intl, for the reason format-number.ts gives (the first Intl formatter of a page
 * costs tens of milliseconds). The strings are the ones Intl writes for `en`; tests compare the two. Other
 * languages, and years outside 1000–9999, go to Intl.DateTimeFormat.
 */
import { isEnglish } from './format-number';

export type DateStyle = 'medium' | 'long' | 'day' | 'month';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** "Nov 25, 2026" */
  medium: { dateStyle: 'medium', timeZone: 'UTC' },
  /** "November 25, 2026" */
  long: { dateStyle: 'long', timeZone: 'UTC' },
  /** "Nov 25, 2026" in English; other languages order and abbreviate the parts their own way. */
  day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  /** "November 2026" */
  month: { year: 'numeric', month: 'long', timeZone: 'UTC' },
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** English short month names: the first three letters, except September ("Sep"). */
const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

const formatters = new Map<string, Intl.DateTimeFormat>();

function english(date: Date, style: DateStyle): string | null {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return null;
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  switch (style) {
    case 'long':
      return `${MONTHS[month]} ${day}, ${year}`;
    case 'month':
      return `${MONTHS[month]} ${year}`;
    default:
      return `${SHORT_MONTHS[month]} ${day}, ${year}`;
  }
}

export function formatDate(value: Date | number | string, language: string, style: DateStyle): string {
  const date = value instanceof Date ? value : new Date(value);
  const quick = isEnglish(language) ? english(date, style) : null;
  if (quick !== null) return quick;
  const key = `${language}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, OPTIONS[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** A date with its time of day, in UTC and saying so ("Nov 25, 2026, 3:04:05 PM UTC" in English). */
export function formatDateTime(value: Date | number | string, language: string): string {
  let formatter = dateTimeFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'long',
      timeZone: 'UTC',
    });
    dateTimeFormatters.set(language, formatter);
  }
  return formatter.format(value instanceof Date ? value : new Date(value));
}

/**
 * A `<time datetime>` value: the instant in ISO form with milliseconds. The API writes six-digit fractions of a
 * second (CONTRACT's Laravel format), which HTML does not accept (one to three digits). Null for a value that is
 * not a date, or a year HTML cannot write (1–9999 only): the caller then shows no `<time>`.
 */
export function machineDate(value: Date | number | string): string | null {
  const date = value instanceof Date ? value : new Date(value);
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date.toISOString() : null;
}
