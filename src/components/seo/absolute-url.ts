import { DEFAULT_LOCALE } from '@/config/locales';
import { publicSettings } from '@/config/public-env';

/** An absolute URL on this site for a path, with the locale prefix the router uses (none for the default). */
export function absoluteUrl(path: string, locale: string = DEFAULT_LOCALE): string {
  if (/^https?:\/\//.test(path)) return path;
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${publicSettings().siteUrl}${prefix}${clean === '/' && prefix ? '' : clean}`;
}

/** A media URL made absolute against the site (pictures are never locale-prefixed). */
export function absoluteMediaUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicSettings().siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
