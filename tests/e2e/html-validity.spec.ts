import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from './support/test';
import { first, firstShop, json, simpleProduct, variableProduct } from './support/catalogue';
import { vnuErrors } from './support/vnu';

/**
 * The HTML the server sends for the main pages, in English and Arabic, is valid HTML for the W3C Nu HTML checker
 * (what crawlers and validator.w3.org/nu read): every page is fetched without a browser, written to this test's
 * output folder, and all files go through one run of vnu.jar. Shared previews of a product carry text for their
 * picture. Needs a Java runtime (see support/vnu.ts). Runs on the production server.
 */
const LANGUAGES = ['en', 'ar'] as const;

interface Named {
  name: string;
  slug: string;
}

/** The pages to check, with the status each must answer; slugs come from the catalogue through the API. */
async function mainPages(request: APIRequestContext): Promise<{ path: string; status: number }[]> {
  const [types, simple, variable, shop, author, manufacturer, concern] = await Promise.all([
    json<Named[]>(request, '/api/types'),
    simpleProduct(request),
    variableProduct(request),
    firstShop(request),
    first<Named>(request, '/api/authors?limit=1'),
    first<Named>(request, '/api/manufacturers?limit=1'),
    first<Named>(request, '/api/concerns?limit=1'),
  ]);
  const word = simple.name.split(/\s+/).find((w) => w.length >= 3) ?? simple.name;
  return [
    '/',
    // Each type's home: together they draw every category layout (classic, modern, standard, minimal, compact…).
    ...types.map((type) => `/${type.slug}`),
    '/products',
    `/products/${simple.slug}`,
    `/products/${variable.slug}`,
    `/search?text=${encodeURIComponent(word)}`,
    '/shops',
    `/shops/${shop.slug}`,
    '/offers',
    '/authors',
    `/authors/${author.slug}`,
    '/manufacturers',
    `/manufacturers/${manufacturer.slug}`,
    '/concerns',
    `/concerns/${concern.slug}`,
    '/contact',
    '/help',
    '/about',
    '/privacy',
    '/terms',
  ]
    .map((path) => ({ path, status: 200 }))
    .concat({ path: '/no-such-page', status: 404 });
}

/** A file name for a page's HTML, readable in a failure: "ar--products--apples.html". */
const fileName = (url: string) => `${url.replace(/^\//, '').replace(/[^\w-]+/g, '--') || 'home'}.html`;

test('the main pages are valid HTML in English and Arabic', async ({ request }, testInfo) => {
  test.setTimeout(180_000);
  const pages = await mainPages(request);
  const folder = testInfo.outputPath('html');
  mkdirSync(folder, { recursive: true });
  const urlOf = new Map<string, string>();
  for (const language of LANGUAGES) {
    const prefix = language === 'en' ? '' : `/${language}`;
    await Promise.all(
      pages.map(async ({ path: pagePath, status }) => {
        const url = `${prefix}${pagePath === '/' && prefix ? '' : pagePath}`;
        const res = await request.get(url);
        expect(res.status(), `${url} answers`).toBe(status);
        const html = await res.text();
        // An empty or cut file would pass the checker: each must be a whole document in its language.
        expect(html, `${url} is an HTML document`).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`));
        expect(html.trimEnd(), `${url} ends its document`).toMatch(/<\/html>$/);
        const file = path.join(folder, fileName(url));
        writeFileSync(file, html);
        urlOf.set(file, url);
      }),
    );
  }

  const errors = await vnuErrors([...urlOf.keys()].sort());
  const report = errors.map((error) => {
    const file = error.url ? decodeURIComponent(new URL(error.url).pathname) : '';
    const where = `${urlOf.get(file) ?? file} (${path.basename(file)}:${error.lastLine ?? '?'})`;
    return `${where}: ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
  });
  expect(report, `HTML errors in ${folder}`).toEqual([]);
});

/**
 * The `<meta>` tags of a page as name (or property) → content. Server HTML from React: attributes in double quotes,
 * with &amp; &quot; &#x27; &lt; &gt; the only character references it writes in them.
 */
function metaTags(html: string): Map<string, string> {
  const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        value!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => entities[entity]!),
      ]),
    );
    const key = attributes.property ?? attributes.name;
    if (key && attributes.content !== undefined) tags.set(key, attributes.content);
  }
  return tags;
}

test('a shared product shows its picture with a text alternative', async ({ request }) => {
  const product = await simpleProduct(request);
  const res = await request.get(`/products/${product.slug}`);
  expect(res.status()).toBe(200);
  const meta = metaTags(await res.text());
  expect(meta.get('og:image'), 'og:image').toMatch(/^https?:\/\//);
  expect(meta.get('og:image:alt'), 'og:image:alt').toBe(product.name);
  expect(meta.get('twitter:image'), 'twitter:image').toMatch(/^https?:\/\//);
  expect(meta.get('twitter:image:alt'), 'twitter:image:alt').toBe(product.name);
});
