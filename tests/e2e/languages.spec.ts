import { createRequire } from 'node:module';
import { expect, test } from './support/test';
import { LOCALES } from '../../src/config/locales';
import type { ContentPageName, PageContent } from '../../src/content';
import type { ApiSchemas } from '@/framework/rest/types';
import { first, json, shopPosition, type WireShop } from './support/catalogue';
import { translator } from './support/i18n';

/**
 * Every browsing route of SPEC §2 renders on the server with real content in each of the six languages: the
 * pages are read with JavaScript off, so all that is checked is the server's HTML. For each page: it answers 200,
 * `<html>` carries the language and its direction, its heading or intro is the language's own text (UI strings from
 * public/locales, page text from src/content, catalogue names from the API asked in that language), and no
 * translation key shows in place of a text; links stay in the language. Runs on the production server.
 */
const CONTENT_PAGES: ContentPageName[] = ['help', 'privacy', 'terms', 'return', 'delivery', 'about'];
/**
 * A content page's text in one language. Read with require: the app's loadContent uses import(), which loads
 * the .ts file as native ES modules, without the compiler Playwright puts in front of require.
 */
const loadContent = (page: ContentPageName, code: string) =>
  (createRequire(__filename)(`../../src/content/${page}/${code}`) as { default: PageContent }).default;
/** A translation key that leaked into the page instead of its text. */
const LEAKED_KEY =
  /\b(?:text|nav|error|button|form|placeholder)-[a-z0-9]+(?:-[a-z0-9]+)+\b|PICKBAZAR_(?:ERROR|MESSAGE)\./;

/** The detail of a shop, author, manufacturer or concern. */
type DirectoryEntry =
  ApiSchemas['ShopDetail'] | ApiSchemas['Author'] | ApiSchemas['Manufacturer'] | ApiSchemas['ConcernDetail'];

for (const { code, dir } of LOCALES) {
  test(`browsing routes are server-rendered in ${code}`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const t = translator(code);
    const lang = `language=${code}`;
    const prefix = code === 'en' ? '' : `/${code}`;
    const [types, product, shop, author, manufacturer, concern, coupon] = await Promise.all([
      json<ApiSchemas['Type'][]>(request, `/api/types?${lang}`),
      first<ApiSchemas['Product']>(request, `/api/products?limit=1&${lang}`),
      first<WireShop>(request, `/api/shops?limit=1&${lang}`),
      first<ApiSchemas['Author']>(request, `/api/authors?limit=1&${lang}`),
      first<ApiSchemas['Manufacturer']>(request, `/api/manufacturers?limit=1&${lang}`),
      first<ApiSchemas['Concern']>(request, `/api/concerns?limit=1&${lang}`),
      first<ApiSchemas['Coupon']>(request, `/api/coupons?limit=1&${lang}`),
    ]);
    const home = types.find((type) => type.settings.isHome) ?? types[0]!;
    const { lat, lng } = shopPosition(shop);
    const word = product.name.split(/\s+/).find((w) => w.length >= 3) ?? product.name;

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    /** Opens a route in this language and checks what every page must have; the caller checks the content. */
    async function open(path: string): Promise<void> {
      const url = `${prefix}${path === '/' && prefix ? '' : path}`;
      const res = await page.goto(url);
      expect(res?.status(), `${url} answers`).toBe(200);
      await expect(page.locator('html'), url).toHaveAttribute('lang', code);
      await expect(page.locator('html'), url).toHaveAttribute('dir', dir);
      expect(await page.title(), `${url} has a title`).not.toBe('');
      const text = await page.locator('body').innerText();
      expect(text.match(LEAKED_KEY)?.[0], `${url} shows a translation key`).toBeUndefined();
      // Links stay in this language (the sitemap is one file for all of them).
      const elsewhere = await page
        .locator('a[href^="/"]')
        .evaluateAll(
          (links, start) =>
            links
              .map((link) => link.getAttribute('href')!)
              .filter((href) => href !== '/sitemap.xml' && !new RegExp(`^${start}(?:[/?#]|$)`).test(href)),
          prefix,
        );
      expect(elsewhere, `${url} links out of ${code}`).toEqual([]);
    }
    const heading = () => page.locator('h1').first();

    // Home, driven by the home type: its banner's title in this language, and products.
    await open('/');
    await expect(heading()).toContainText(home.banners[0]?.title ?? home.name);
    await expect(page.locator(`a[href^="${prefix}/products/"]`).first()).toBeVisible();

    await open('/products');
    await expect(heading()).toContainText(t('text-all-products'));
    await open(`/products/${product.slug}`);
    await expect(heading()).toContainText(product.name);
    await open(`/search?text=${encodeURIComponent(word)}`);
    await expect(heading()).toContainText(word);
    await expect(page.locator(`a[href^="${prefix}/products/"]`).first()).toBeVisible();

    // Directories: the intro in this language, and the first entry's name as the API gives it in this language.
    const directories = [
      { path: '/shops', intro: 'text-shops-intro', api: 'shops' },
      { path: '/authors', intro: 'text-authors-intro', api: 'authors' },
      { path: '/manufacturers', intro: 'text-manufacturers-intro', api: 'manufacturers' },
      { path: '/concerns', intro: 'text-concerns-intro', api: 'concerns' },
    ];
    for (const { path, intro, api } of directories) {
      await open(path);
      await expect(page.getByText(t(intro))).toBeVisible();
      const href = await page.locator(`main a[href^="${prefix}${path}/"]`).first().getAttribute('href');
      const slug = href!.slice(`${prefix}${path}/`.length);
      const entry = await json<DirectoryEntry>(request, `/api/${api}/${slug}?${lang}`);
      await expect(page.getByText(entry.name, { exact: true }).first(), `${path} lists ${slug}`).toBeVisible();
    }
    for (const [path, entity] of [
      [`/shops/${shop.slug}`, shop],
      [`/authors/${author.slug}`, author],
      [`/manufacturers/${manufacturer.slug}`, manufacturer],
      [`/concerns/${concern.slug}`, concern],
    ] as const) {
      await open(path);
      await expect(heading()).toContainText(entity.name);
    }

    await open(`/shops/search?lat=${lat}&lng=${lng}`);
    await expect(heading()).toContainText(t('text-nearby-shops'));
    await expect(page.getByText(shop.name, { exact: true }).first()).toBeVisible();

    await open('/offers');
    await expect(page.getByText(t('text-offers-intro'))).toBeVisible();
    expect(coupon.description, `coupon ${coupon.code} has a description`).toBeTruthy();
    await expect(page.getByText(coupon.description!).first()).toBeVisible();
    await expect(page.getByText(coupon.code).first()).toBeVisible();

    await open('/contact');
    await expect(page.getByText(t('text-contact-intro'))).toBeVisible();
    await open('/product-request');
    await expect(page.getByText(t('text-product-request-intro'))).toBeVisible();
    for (const name of CONTENT_PAGES) {
      const content = loadContent(name, code);
      await open(`/${name}`);
      await expect(heading()).toContainText(content.title);
    }

    // The 404 page is a real page in this language too (with its own status).
    const missing = await page.goto(`${prefix}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await context.close();
  });
}
