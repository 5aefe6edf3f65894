import { type Answer, call, type QueryOf } from '@/framework/rest/call';
import { nextProductPage, type ProductPageParam } from '@/framework/rest/product';
import type { Paginated, Product } from '@/framework/rest/types';

/**
 * /sitemap.xml (an index), its files under /sitemaps/ and /robots.txt. Building the text is pure (unit-tested);
 * collecting the entries pages through the provider's lists with the typed client.
 *
 * The protocol allows 50,000 URLs (and 50 MB) per file, and every page here is listed once per language: a
 * catalogue of 10,000 products already needs more than one file. So /sitemap.xml is an index of
 * /sitemaps/pages.xml (everything but products) and /sitemaps/products-<n>.xml (PRODUCTS_PER_SITEMAP products
 * each, in id order), and each file reads only its own products: one request a file, whatever the catalogue's
 * size (it read every product in one request before: 30 s at a million products, and it stopped at 50,000).
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

/** A sitemap index (the protocol's <sitemapindex>) of the files at these paths, absolute from `siteUrl`. */
export function buildSitemapIndex(paths: readonly string[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<sitemap><loc>${escapeXml(`${siteUrl}${path}`)}</loc></sitemap>`),
    '</sitemapindex>',
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

/** The published products in id order, one page of them: what every product file reads. */
function productPage(language: string, page: number, limit: number, cursor?: string) {
  return {
    language,
    limit,
    page,
    search: 'status:publish',
    searchJoin: 'and' as const,
    orderBy: 'id',
    sortedBy: 'asc' as const,
    ...(cursor ? { cursor } : {}),
  };
}

/** The products of one file: 1,000 products × 6 languages = 6,000 URLs of the 50,000 a file may hold. */
export const PRODUCTS_PER_SITEMAP = 1000;
/** The protocol's limit of files in one index. */
const MAX_SITEMAP_FILES = 50_000;
const PAGES_PER_FILE = PRODUCTS_PER_SITEMAP / SITEMAP_PAGE_SIZE;

/** The first list page (of SITEMAP_PAGE_SIZE products) of product file `file` (from 1). */
const firstPageOf = (file: number) => (file - 1) * PAGES_PER_FILE + 1;

/** The paths the index lists: the pages' file, then one per PRODUCTS_PER_SITEMAP products. */
export function sitemapFiles(productFiles: number): string[] {
  return ['/sitemaps/pages.xml', ...Array.from({ length: productFiles }, (_, i) => `/sitemaps/products-${i + 1}.xml`)];
}

/**
 * How many product files there are: from the list's `total`. Where that is only a lower bound (`total_exact`
 * false: our API counts up to 1,000), the last file that has products is found by asking for each candidate's
 * first page, doubling and then halving: some twenty requests at a million products, none counting them all.
 */
export async function productSitemapCount(source: SitemapSource, language: string): Promise<number> {
  const first = await source('/products', productPage(language, 1, 1));
  const files = Math.min(Math.ceil(first.total / PRODUCTS_PER_SITEMAP), MAX_SITEMAP_FILES);
  if ((first as { total_exact?: boolean }).total_exact !== false || files === 0) return files;
  const has = async (file: number) =>
    (await source('/products', productPage(language, firstPageOf(file), SITEMAP_PAGE_SIZE))).data.length > 0;
  let low = files;
  let high = low * 2;
  while (high <= MAX_SITEMAP_FILES && (await has(high))) [low, high] = [high, high * 2];
  high = Math.min(high, MAX_SITEMAP_FILES + 1);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await has(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * The entries of product file `file` (from 1): its first list page by number (a provider pages by number, SPEC
 * §4), the rest after `next_cursor` where the provider hands one out (our API: without re-reading the pages
 * before it), by number otherwise. Null when the file is past the last product.
 */
export async function collectProductEntries(
  source: SitemapSource,
  language: string,
  file: number,
): Promise<SitemapEntry[] | null> {
  if (!Number.isSafeInteger(file) || file < 1 || file > MAX_SITEMAP_FILES) return null;
  const entries: SitemapEntry[] = [];
  let next: ProductPageParam | undefined = { page: firstPageOf(file) };
  for (let read = 0; read < PAGES_PER_FILE && next; read++) {
    const answer: Paginated<Product> = await source(
      '/products',
      productPage(language, next.page, SITEMAP_PAGE_SIZE, next.cursor),
    );
    if (read === 0 && answer.data.length === 0) return null;
    for (const product of answer.data) {
      if (product.status && product.status !== 'publish') continue;
      entries.push({ path: `/products/${product.slug}`, lastmod: dated(product as Dated) });
    }
    next = nextProductPage(answer);
  }
  return entries;
}

/**
 * The entries of /sitemaps/pages.xml: the type homes (the home type at "/"), every active shop, category (on its
 * type's page), author, manufacturer, running flash sale and, when the provider has them, concern; then the
 * static pages.
 */
export async function collectPageEntries(source: SitemapSource, language: string): Promise<SitemapEntry[]> {
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
  const [types, shops, categories, authors, manufacturers, concerns, flashSales] = await Promise.all([
    source('/types', { language }),
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
