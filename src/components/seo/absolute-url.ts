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

/**
 * The base of the canonical and alternate-language links: the settings' seo.canonicalUrl when it is an http(s)
 * URL (the address the shop wants search engines to index), else the site URL.
 */
export function canonicalBase(canonicalUrl: string | null | undefined): string {
  const configured = (canonicalUrl ?? '').trim();
  return /^https?:\/\/[^\s/]/.test(configured) ? configured.replace(/\/+$/, '') : publicSettings().siteUrl;
}

/** A page's canonical address on `base`, with the locale prefix the router uses (none for the default). */
export function canonicalUrl(base: string, path: string, locale: string): string {
  return `${base}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${path === '/' ? '' : path}`;
}
