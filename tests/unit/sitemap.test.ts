import { describe, expect, it } from 'vitest';
import type { Paginated } from '@/framework/rest/types';
import {
  buildRobots,
  buildSitemap,
  buildSitemapIndex,
  collectPageEntries,
  collectProductEntries,
  fetchAllPages,
  localizedUrl,
  PRODUCTS_PER_SITEMAP,
  productSitemapCount,
  type SitemapSource,
  sitemapFiles,
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

describe('buildSitemapIndex', () => {
  it('lists the pages file and one file per thousand products, absolute and escaped', () => {
    const xml = buildSitemapIndex(sitemapFiles(2), 'https://shop.example/a&b');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://shop.example/a&amp;b/sitemaps/pages.xml</loc>',
      '<loc>https://shop.example/a&amp;b/sitemaps/products-1.xml</loc>',
      '<loc>https://shop.example/a&amp;b/sitemaps/products-2.xml</loc>',
    ]);
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
    expect(sitemapFiles(0)).toEqual(['/sitemaps/pages.xml']);
  });
});

/**
 * A provider's product list in id order, paged by number; with `cursors`, each page also hands out next_cursor
 * (our API), and `exact: false` makes `total` a lower bound past 1,000 as our API answers.
 */
function productList(count: number, { cursors = false, exact = true } = {}) {
  const calls: Record<string, unknown>[] = [];
  const fetch = async (params: Record<string, unknown>) => {
    calls.push(params);
    const size = Number(params.limit);
    const start = params.cursor ? Number(String(params.cursor).slice(6)) : (Number(params.page) - 1) * size;
    const data = Array.from({ length: Math.max(0, Math.min(size, count - start)) }, (_, i) => ({
      id: start + i + 1,
      slug: `p-${start + i + 1}`,
      status: 'publish',
      updated_at: '2026-03-01T10:00:00Z',
    }));
    const page = Math.floor(start / size) + 1;
    const last = Math.max(1, Math.ceil(count / size));
    return {
      data,
      current_page: page,
      last_page: exact ? last : page + 1,
      per_page: size,
      total: exact ? count : Math.min(count, 1001),
      ...(exact ? {} : { total_exact: count <= 1000 }),
      ...(cursors ? { next_cursor: start + size < count ? `after-${start + size}` : null } : {}),
    };
  };
  const source: SitemapSource = ((path: string, query: object) =>
    path === '/products' ? fetch(query as never) : Promise.reject(new Error(path))) as never;
  return { source, calls };
}

describe('productSitemapCount', () => {
  it('reads the files from an exact total in one request of one product', async () => {
    const { source, calls } = productList(2_500);
    expect(await productSitemapCount(source, 'en')).toBe(3);
    expect(calls).toEqual([expect.objectContaining({ limit: 1, page: 1, search: 'status:publish', orderBy: 'id' })]);
    expect(await productSitemapCount(productList(0).source, 'en')).toBe(0);
    expect(await productSitemapCount(productList(PRODUCTS_PER_SITEMAP).source, 'en')).toBe(1);
  });

  it('finds the last file past a total that is a lower bound, in few requests', async () => {
    for (const count of [1_001, 2_000, 2_001, 7_777, 1_000_000]) {
      const { source, calls } = productList(count, { exact: false });
      expect(await productSitemapCount(source, 'en')).toBe(Math.ceil(count / PRODUCTS_PER_SITEMAP));
      expect(calls.length).toBeLessThanOrEqual(25);
    }
  });
});

describe('collectProductEntries', () => {
  it('reads its own thousand products: the first page by number, then after each next_cursor', async () => {
    const { source, calls } = productList(2_500, { cursors: true });
    const second = (await collectProductEntries(source, 'en', 2))!;
    expect(second.map((e) => e.path)).toEqual(Array.from({ length: 1000 }, (_, i) => `/products/p-${1001 + i}`));
    expect(second[0]!.lastmod).toBe('2026-03-01T10:00:00Z');
    expect(calls.map((c) => [c.page, c.cursor, c.limit])).toEqual([
      [11, undefined, 100],
      ...Array.from({ length: 9 }, (_, i) => [12 + i, `after-${1100 + i * 100}`, 100]),
    ]);
    const last = (await collectProductEntries(source, 'en', 3))!;
    expect(last.map((e) => e.path).slice(-1)).toEqual(['/products/p-2500']);
    expect(last).toHaveLength(500);
  });

  it('pages by number where the provider hands out no cursor', async () => {
    const { source, calls } = productList(1_050);
    expect((await collectProductEntries(source, 'en', 1))!).toHaveLength(1000);
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(calls.every((c) => c.cursor === undefined)).toBe(true);
  });

  it('has no file past the last product, nor numbered 0', async () => {
    const { source } = productList(1_050);
    expect(await collectProductEntries(source, 'en', 3)).toBeNull();
    expect(await collectProductEntries(source, 'en', 0)).toBeNull();
    expect(await collectProductEntries(productList(0).source, 'en', 1)).toBeNull();
  });
});

describe('collectPageEntries', () => {
  const types = [
    { id: 1, name: 'Grocery', slug: 'grocery', settings: { isHome: true }, updated_at: '2026-02-01T00:00:00Z' },
    { id: 2, name: 'Bakery', slug: 'bakery', settings: { isHome: false } },
  ];
  const shops = pages([{ id: 1, slug: 'green-valley', is_active: true }], 100);
  const categories = pages(
    [
      { id: 1, slug: 'fruits', type: { id: 1, name: 'Grocery', slug: 'grocery' } },
      { id: 2, slug: 'bread', type_id: 2 },
    ],
    100,
  );
  const authors = pages(
    Array.from({ length: 150 }, (_, i) => ({ id: i, slug: `author-${i}` })),
    100,
  );
  const manufacturers = pages([{ id: 1, slug: 'atelier-nour' }], 100);
  const flashSales = pages([{ id: 1, slug: 'weekend-harvest', updated_at: '2026-04-01T00:00:00Z' }], 100);

  type List = (query: object) => Promise<unknown>;
  function source(concerns: List, sales: List = flashSales.fetch as never): SitemapSource {
    const lists: Record<string, List> = {
      '/types': async () => types,
      '/products': async () => {
        throw new Error('the pages file reads no product');
      },
      '/shops': shops.fetch as never,
      '/categories': categories.fetch as never,
      '/authors': authors.fetch as never,
      '/manufacturers': manufacturers.fetch as never,
      '/concerns': concerns,
      '/flash-sale': sales,
    };
    return (path, query) => lists[path]!(query) as never;
  }

  it('covers types, shops, categories on their type page, people page by page (limit 100) and static pages', async () => {
    const concerns = pages([{ id: 1, slug: 'atlas-group' }], 100);
    const entries = await collectPageEntries(source(concerns.fetch as never), 'en');
    const paths = entries.map((e) => e.path);

    expect(paths).toContain('/');
    expect(paths).toContain('/bakery');
    expect(paths.some((p) => p.startsWith('/products/'))).toBe(false);
    expect(paths.filter((p) => p.startsWith('/authors/'))).toHaveLength(150);
    expect(authors.calls.map((c) => [c.page, c.limit])).toEqual([
      [1, 100],
      [2, 100],
    ]);
    expect(shops.calls[0]).toMatchObject({ search: 'is_active:1', limit: 100 });
    expect(paths).toEqual(
      expect.arrayContaining(['/shops/green-valley', '/?category=fruits', '/bakery?category=bread']),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/authors/author-0',
        '/manufacturers/atelier-nour',
        '/concerns',
        '/concerns/atlas-group',
      ]),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/help', '/privacy', '/terms', '/return', '/delivery', '/about', '/contact']),
    );
    expect(entries.find((e) => e.path === '/flash-sales/weekend-harvest')?.lastmod).toBe('2026-04-01T00:00:00Z');
    expect(entries.find((e) => e.path === '/')?.lastmod).toBe('2026-02-01T00:00:00Z');
  });

  it('leaves concerns and flash sales out when the provider does not have them (404)', async () => {
    const missing = async () => {
      throw Object.assign(new Error('Not found'), { response: { status: 404 } });
    };
    const paths = (await collectPageEntries(source(missing as never, missing as never), 'en')).map((e) => e.path);
    expect(paths.some((p) => p.startsWith('/concerns'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/flash-sales'))).toBe(false);
    expect(paths).toContain('/shops/green-valley');
  });

  it('fails loudly on other provider errors rather than publishing a partial sitemap', async () => {
    const broken = async () => {
      throw Object.assign(new Error('Boom'), { response: { status: 500 } });
    };
    await expect(collectPageEntries(source(broken as never), 'en')).rejects.toThrow('Boom');
  });
});
