import { expect, test } from './support/test';
import { json, type ProductPage, type WireShop } from './support/catalogue';

/**
 * /sitemap.xml is an index of files (src/lib/sitemap.ts): the pages file and one file per thousand products. Read
 * through the real server and API: every published product is listed exactly once across the product files, in
 * every language; a file past the last product and a language's copy of the index are not found.
 */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

test('the sitemap index lists files that cover every published product once, in every language', async ({
  request,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locs(indexXml).map((loc) => new URL(loc).pathname);
  expect(files[0]).toBe('/sitemaps/pages.xml');

  const products: string[] = [];
  let pagesXml = '';
  for (const file of files) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    const xml = await res.text();
    expect(xml, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    if (file === '/sitemaps/pages.xml') pagesXml = xml;
    else products.push(...locs(xml).map((loc) => new URL(loc).pathname));
  }

  // Every published product of the API, page by page.
  const expected: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await json<ProductPage>(
      request,
      `/api/products?search=status:publish&searchJoin=and&orderBy=id&sortedBy=asc&limit=100&page=${page}`,
    );
    expected.push(...answer.data.map((p) => `/products/${p.slug}`));
    if (answer.current_page >= answer.last_page || answer.data.length === 0) break;
  }
  expect(expected.length).toBeGreaterThan(100);
  const english = products.filter((path) => path.startsWith('/products/'));
  expect(english.sort()).toEqual([...expected].sort());
  expect(new Set(english).size).toBe(english.length);
  expect(products.filter((path) => path.startsWith('/ar/products/')).length).toBe(expected.length);

  const shops = await json<{ data: WireShop[] }>(request, '/api/shops?limit=100');
  const pagePaths = locs(pagesXml).map((loc) => new URL(loc).pathname);
  for (const shop of shops.data) expect(pagePaths).toContain(`/shops/${shop.slug}`);
  expect(pagePaths).toContain('/help');
  expect(pagePaths.some((path) => path.startsWith('/products/'))).toBe(false);

  const past = `/sitemaps/products-${files.length}.xml`;
  expect((await request.get(past)).status(), past).toBe(404);
  for (const missing of [
    '/sitemaps/products-0.xml',
    '/sitemaps/other.xml',
    '/ar/sitemap.xml',
    '/ar/sitemaps/pages.xml',
  ]) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});
