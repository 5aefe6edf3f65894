import { describe, expect, it } from 'vitest';
import type { Paginated } from '@/framework/rest/types';
import {
  buildRobots,
  buildSitemap,
  collectSitemapEntries,
  fetchAllPages,
  localizedUrl,
  type SitemapSource,
  toLastmod,
} from '@/lib/sitemap';

const SITE = 'https://shop.example';
const options = { siteUrl: SITE, locales: ['en', 'ar', 'he'], defaultLocale: 'en' };

function pages<T>(items: T[], size: number) {
  const calls: Record<string, unknown>[] = [];
  const last = Math.max(1, Math.ceil(items.length / size));
  const fetch = async (params: Record<string, unknown>): Promise<Paginated<T>> => {
    calls.push(params);
    const page = Number(params.page ?? 1);
    return {
      data: items.slice((page - 1) * size, page * size),
      current_page: page,
      last_page: last,
      per_page: size,
      total: items.length,
    };
  };
  return { fetch, calls };
}

describe('localizedUrl', () => {
  it('uses the canonical scheme: no prefix for the default language, no trailing slash on the home page', () => {
    expect(localizedUrl(SITE, '/', 'en', 'en')).toBe('https://shop.example');
    expect(localizedUrl(SITE, '/', 'ar', 'en')).toBe('https://shop.example/ar');
    expect(localizedUrl(SITE, '/products/apples', 'he', 'en')).toBe('https://shop.example/he/products/apples');
    expect(localizedUrl(SITE, '/?category=fruits', 'en', 'en')).toBe('https://shop.example/?category=fruits');
    expect(localizedUrl(SITE, '/?category=fruits', 'ar', 'en')).toBe('https://shop.example/ar?category=fruits');
  });
});

describe('buildSitemap', () => {
  const xml = buildSitemap(
    [
      { path: '/', lastmod: '2026-01-02T03:04:05.000000Z' },
      { path: '/bakery?category=bread&rolls' },
      { path: '/products/tom-&-jerry', lastmod: 'not a date' },
      { path: '/' },
    ],
    options,
  );

  it('is a urlset with the xhtml namespace and one <url> per page and language', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    // Three distinct paths (the repeated "/" is written once) × three languages.
    expect(xml.match(/<url>/g)).toHaveLength(9);
  });

  it('lists every language version and x-default as alternates of each URL', () => {
    const ar = xml.split('\n').find((line) => line.includes('<loc>https://shop.example/ar</loc>'))!;
    expect(ar).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
    expect(ar).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.example"/>');
    expect(ar).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example/ar"/>');
    expect(ar).toContain('<xhtml:link rel="alternate" hreflang="he" href="https://shop.example/he"/>');
    expect(ar).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example"/>');
  });

  it('escapes XML special characters and leaves out unreadable dates', () => {
    expect(xml).toContain('<loc>https://shop.example/he/bakery?category=bread&amp;rolls</loc>');
    expect(xml).toContain('<loc>https://shop.example/products/tom-&amp;-jerry</loc><xhtml:link');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('toLastmod', () => {
  it('normalises API dates and rejects empty or broken ones', () => {
    expect(toLastmod('2026-11-22T03:51:24.434000Z')).toBe('2026-11-22T03:51:24.434Z');
    expect(toLastmod(null)).toBeNull();
    expect(toLastmod('yesterday-ish')).toBeNull();
  });
});

describe('buildRobots', () => {
  it('allows everything but the API, keeps the media files, and points to the absolute sitemap', () => {
    const robots = buildRobots(SITE).split('\n');
    expect(robots).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Allow: /api/media/',
        'Disallow: /api/',
        'Sitemap: https://shop.example/sitemap.xml',
      ]),
    );
    expect(robots.indexOf('Allow: /api/media/')).toBeLessThan(robots.indexOf('Disallow: /api/'));
  });
});

describe('fetchAllPages', () => {
  it('pages forward while current_page < last_page', async () => {
    const { fetch, calls } = pages(
      Array.from({ length: 250 }, (_, i) => i),
      100,
    );
    const all = await fetchAllPages((page) => fetch({ page }));
    expect(all).toHaveLength(250);
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });
});

describe('collectSitemapEntries', () => {
  const types = [
    { id: 1, name: 'Grocery', slug: 'grocery', settings: { isHome: true }, updated_at: '2026-02-01T00:00:00Z' },
    { id: 2, name: 'Bakery', slug: 'bakery', settings: { isHome: false } },
  ];
  const products = pages(
    Array.from({ length: 205 }, (_, i) => ({
      id: i,
      slug: `p-${i}`,
      status: 'publish',
      updated_at: '2026-03-01T10:00:00Z',
    })),
    100,
  );
  const shops = pages([{ id: 1, slug: 'green-valley', is_active: true }], 100);
  const categories = pages(
    [
      { id: 1, slug: 'fruits', type: { id: 1, name: 'Grocery', slug: 'grocery' } },
      { id: 2, slug: 'bread', type_id: 2 },
    ],
    100,
  );
  const authors = pages([{ id: 1, slug: 'priya' }], 100);
  const manufacturers = pages([{ id: 1, slug: 'atelier-nour' }], 100);
  const flashSales = pages([{ id: 1, slug: 'weekend-harvest', updated_at: '2026-04-01T00:00:00Z' }], 100);

  type List = (query: object) => Promise<unknown>;
  function source(concerns: List, sales: List = flashSales.fetch as never): SitemapSource {
    const lists: Record<string, List> = {
      '/types': async () => types,
      '/products': products.fetch as never,
      '/shops': shops.fetch as never,
      '/categories': categories.fetch as never,
      '/authors': authors.fetch as never,
      '/manufacturers': manufacturers.fetch as never,
      '/concerns': concerns,
      '/flash-sale': sales,
    };
    return (path, query) => lists[path]!(query) as never;
  }

  it('covers types, every product page by page (limit 100), shops, categories on their type page, people and static pages', async () => {
    const concerns = pages([{ id: 1, slug: 'atlas-group' }], 100);
    const entries = await collectSitemapEntries(source(concerns.fetch as never), 'en');
    const paths = entries.map((e) => e.path);

    expect(paths).toContain('/');
    expect(paths).toContain('/bakery');
    expect(paths.filter((p) => p.startsWith('/products/'))).toHaveLength(205);
    expect(products.calls.map((c) => [c.page, c.limit, c.search])).toEqual([
      [1, 100, 'status:publish'],
      [2, 100, 'status:publish'],
      [3, 100, 'status:publish'],
    ]);
    expect(shops.calls[0]).toMatchObject({ search: 'is_active:1', limit: 100 });
    expect(paths).toEqual(
      expect.arrayContaining(['/shops/green-valley', '/?category=fruits', '/bakery?category=bread']),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/authors/priya', '/manufacturers/atelier-nour', '/concerns', '/concerns/atlas-group']),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/help', '/privacy', '/terms', '/return', '/delivery', '/about', '/contact']),
    );
    expect(entries.find((e) => e.path === '/flash-sales/weekend-harvest')?.lastmod).toBe('2026-04-01T00:00:00Z');
    expect(entries.find((e) => e.path === '/products/p-0')?.lastmod).toBe('2026-03-01T10:00:00Z');
    expect(entries.find((e) => e.path === '/')?.lastmod).toBe('2026-02-01T00:00:00Z');
  });

  it('leaves concerns and flash sales out when the provider does not have them (404)', async () => {
    const missing = async () => {
      throw Object.assign(new Error('Not found'), { response: { status: 404 } });
    };
    const paths = (await collectSitemapEntries(source(missing as never, missing as never), 'en')).map((e) => e.path);
    expect(paths.some((p) => p.startsWith('/concerns'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/flash-sales'))).toBe(false);
    expect(paths).toContain('/products/p-1');
  });

  it('fails loudly on other provider errors rather than publishing a partial sitemap', async () => {
    const broken = async () => {
      throw Object.assign(new Error('Boom'), { response: { status: 500 } });
    };
    await expect(collectSitemapEntries(source(broken as never), 'en')).rejects.toThrow('Boom');
  });
});
