import { type Answer, call, type QueryOf } from '@/framework/rest/call';
import type { Paginated } from '@/framework/rest/types';

/**
 * /sitemap.xml and /robots.txt. Building the text is pure (unit-tested); collecting the entries pages through
 * the provider's lists with the typed client.
 */
export interface SitemapEntry {
  /** Path without language prefix; may carry a query ("/grocery?category=fruits"). */
  path: string;
  /** When the item last changed (any date string the API gives); left out when unknown or unreadable. */
  lastmod?: string | null;
}

export interface SitemapOptions {
  siteUrl: string;
  locales: readonly string[];
  defaultLocale: string;
}

/** The informational and listing pages every shop has. */
export const STATIC_PATHS = [
  '/shops',
  '/offers',
  '/authors',
  '/manufacturers',
  '/help',
  '/about',
  '/contact',
  '/product-request',
  '/delivery',
  '/return',
  '/privacy',
  '/terms',
] as const;

/** Same URL scheme as the pages' canonical links: the default language has no prefix, the home page no slash. */
export function localizedUrl(siteUrl: string, path: string, locale: string, defaultLocale: string): string {
  const cut = path.indexOf('?');
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const query = cut === -1 ? '' : path.slice(cut);
  const base = `${siteUrl}${locale === defaultLocale ? '' : `/${locale}`}${pathname === '/' ? '' : pathname}`;
  return base === siteUrl && query ? `${base}/${query}` : `${base}${query}`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A W3C datetime, or null for missing and unreadable dates. */
export function toLastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * One <url> per page and language, each listing every language version (and x-default) as
 * xhtml:link alternates, as search engines ask for multilingual sites. Duplicate paths are written once.
 */
export function buildSitemap(
  entries: readonly SitemapEntry[],
  { siteUrl, locales, defaultLocale }: SitemapOptions,
): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const alternates = [
      ...locales.map((l) => [l, localizedUrl(siteUrl, entry.path, l, defaultLocale)] as const),
      ['x-default', localizedUrl(siteUrl, entry.path, defaultLocale, defaultLocale)] as const,
    ]
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('');
    const lastmod = toLastmod(entry.lastmod);
    for (const locale of locales) {
      const loc = escapeXml(localizedUrl(siteUrl, entry.path, locale, defaultLocale));
      urls.push(`<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawl everything but the API; pictures under /api/media stay reachable for image search. */
export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Page size of the sitemap's list requests. */
export const SITEMAP_PAGE_SIZE = 100;
/** A guard against a provider that never reports its last page. */
const MAX_PAGES = 500;

/** Every item of a paginated list: pages forward while current_page < last_page (SPEC §4). */
export async function fetchAllPages<T>(fetchPage: (page: number) => Promise<Paginated<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchPage(page);
    items.push(...result.data);
    if (!(result.current_page < result.last_page) || result.data.length === 0) break;
  }
  return items;
}

/** The lists the sitemap reads. */
type SitemapPath =
  '/types' | '/products' | '/shops' | '/categories' | '/authors' | '/manufacturers' | '/concerns' | '/flash-sale';

/** How the sitemap reads a list: `call('get', path, { query })` (`callSource`); tests pass fakes. */
export type SitemapSource = <P extends SitemapPath>(path: P, query: QueryOf<P, 'get'>) => Promise<Answer<P, 'get'>>;

export const callSource: SitemapSource = (path, query) => call('get', path, { query } as never);

interface Dated {
  slug: string;
  updated_at?: string | null;
  created_at?: string | null;
}

const dated = (item: Dated) => item.updated_at ?? item.created_at ?? null;

function isNotFound(error: unknown): boolean {
  return (error as { response?: { status?: number } } | null)?.response?.status === 404;
}

/**
 * The entries of the sitemap: the type homes (the home type at "/"), every published product, active shop,
 * category (on its type's page), author, manufacturer, running flash sale and, when the provider has them,
 * concern; then the static pages.
 */
export async function collectSitemapEntries(source: SitemapSource, language: string): Promise<SitemapEntry[]> {
  const paging = (page: number) => ({ language, limit: SITEMAP_PAGE_SIZE, page });
  const list =
    <T>(fetch: (paging: { language: string; limit: number; page: number }) => Promise<Paginated<T>>) =>
    () =>
      fetchAllPages((page) => fetch(paging(page)));

  const optional = <T>(load: () => Promise<T[]>) =>
    load().catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
  const [types, products, shops, categories, authors, manufacturers, concerns, flashSales] = await Promise.all([
    source('/types', { language }),
    list((q) =>
      source('/products', { ...q, search: 'status:publish', searchJoin: 'and', orderBy: 'id', sortedBy: 'asc' }),
    )(),
    list((q) => source('/shops', { ...q, search: 'is_active:1' }))(),
    list((q) => source('/categories', q))(),
    list((q) => source('/authors', q))(),
    list((q) => source('/manufacturers', q))(),
    // Concerns are ours (CONTRACT §11): a provider without them answers 404 and the sitemap leaves them out.
    optional(list((q) => source('/concerns', q))),
    // The running campaigns (ended ones have no page); a provider without flash sales is left out the same way.
    optional(list((q) => source('/flash-sale', q))),
  ]);

  const home = types.find((t) => t.settings?.isHome) ?? types[0];
  const typePath = (slug: string) => (slug === home?.slug ? '/' : `/${slug}`);
  const typeSlugs = new Map(types.map((t) => [t.id, t.slug]));

  const entries: SitemapEntry[] = [];
  if (home) entries.push({ path: '/', lastmod: dated(home as Dated) });
  for (const type of types) entries.push({ path: typePath(type.slug), lastmod: dated(type as Dated) });
  for (const product of products) {
    if (product.status && product.status !== 'publish') continue;
    entries.push({ path: `/products/${product.slug}`, lastmod: dated(product as Dated) });
  }
  for (const shop of shops) {
    if (shop.is_active === false) continue;
    entries.push({ path: `/shops/${shop.slug}`, lastmod: dated(shop) });
  }
  for (const category of categories) {
    const typeSlug = category.type?.slug ?? typeSlugs.get((category as { type_id?: number }).type_id ?? -1);
    if (!typeSlug) continue;
    entries.push({
      path: `${typePath(typeSlug)}?category=${encodeURIComponent(category.slug)}`,
      lastmod: dated(category as Dated),
    });
  }
  for (const author of authors) entries.push({ path: `/authors/${author.slug}`, lastmod: dated(author as Dated) });
  for (const manufacturer of manufacturers) {
    entries.push({ path: `/manufacturers/${manufacturer.slug}`, lastmod: dated(manufacturer as Dated) });
  }
  if (concerns) {
    entries.push({ path: '/concerns' });
    for (const concern of concerns)
      entries.push({ path: `/concerns/${concern.slug}`, lastmod: dated(concern as Dated) });
  }
  for (const sale of flashSales ?? []) {
    entries.push({ path: `/flash-sales/${sale.slug}`, lastmod: dated(sale as Dated) });
  }
  for (const path of STATIC_PATHS) entries.push({ path });
  return entries;
}
