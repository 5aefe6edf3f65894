import { expect, type Page, test } from './support/test';
import { first, firstShop, simpleProduct } from './support/catalogue';
import { t } from './support/i18n';

/**
 * No page scrolls sideways: at a small phone's width, a tablet's and the laptop widths where the header used to
 * overflow, in English, in Arabic (right to left) and in German (long words). Runs on the production server.
 */
const WIDTHS = [360, 768, 1024, 1280];

/** What sticks out past the viewport's edges, for a readable failure. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 60)}`);
  });
}

for (const locale of ['en', 'ar', 'de'] as const) {
  test(`no page is wider than the screen (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const [shop, product, concern] = await Promise.all([
      firstShop(request),
      simpleProduct(request),
      first<{ slug: string }>(request, '/api/concerns?limit=1').then((concern) => concern.slug),
    ]);
    const paths = [
      '/',
      `/products/${product.slug}`,
      `/search?text=${encodeURIComponent(product.name.split(' ')[0]!)}`,
      '/shops',
      `/shops/${shop.slug}`,
      `/concerns/${concern}`,
      '/offers',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await overflow(page), `${path} (${locale}) at ${width}px`).toEqual([]);
      }
    }
  });
}

test('on a phone the language is chosen from the menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: t('text-language') })).toBeHidden();
  await page.getByRole('button', { name: t('text-open-menu') }).click();
  const menu = page.getByRole('dialog', { name: t('text-menu') });
  await menu.getByRole('combobox', { name: t('text-language') }).selectOption('ar');
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(menu).toBeHidden();
});

/** The computed values of `properties` on the first element `selector` finds. */
function computed(page: Page, selector: string, properties: string[]): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, names) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    }, properties);
}

// A card's classes (globals.css: product-card, round-action, card-reveal, button, icon) draw what the utilities drew.
test('a product card draws its round actions, line icons and button, and shows the actions on hover', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const card = 'main article';
  const quickView = `${card} button[title="${t('text-quick-view')}"]`;
  expect(await computed(page, card, ['position', 'display', 'flex-direction', 'overflow', 'border-top-width'])).toEqual(
    {
      position: 'relative',
      display: 'flex',
      'flex-direction': 'column',
      overflow: 'hidden',
      'border-top-width': '1px',
    },
  );
  expect(await computed(page, quickView, ['position', 'display', 'width', 'height', 'opacity'])).toEqual({
    position: 'absolute',
    display: 'flex',
    width: '36px',
    height: '36px',
    opacity: '0',
  });
  expect(
    await computed(page, `${quickView} svg`, ['fill', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']),
  ).toEqual({ fill: 'none', 'stroke-width': '1.8px', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  const icon = await computed(page, `${quickView} svg`, ['stroke', 'color']);
  expect(icon.stroke).toBe(icon.color);
  expect(await computed(page, `${card} button[aria-pressed] svg`, ['fill', 'stroke-width'])).toEqual({
    fill: 'none',
    'stroke-width': '1.8px',
  });
  expect(
    await computed(page, `${card} button:has-text("${t('text-add-to-cart')}")`, [
      'display',
      'justify-content',
      'font-weight',
    ]),
    // inline-flex, shown as flex: the button is an item of the card's column.
  ).toEqual({ display: 'flex', 'justify-content': 'center', 'font-weight': '600' });
  await page.locator(card).first().hover();
  await expect.poll(async () => (await computed(page, quickView, ['opacity'])).opacity).toBe('1');

  // An icon's own fill and stroke width win over the class's defaults: a rated product's filled stars.
  const rated = await first<{ slug: string }>(request, '/api/products?limit=1&orderBy=ratings&sortedBy=desc');
  await page.goto(`/products/${rated.slug}`);
  const star = await computed(page, 'main svg[fill="currentColor"][stroke-width="1.4"]', [
    'fill',
    'stroke-width',
    'color',
  ]);
  expect(star.fill).toBe(star.color);
  expect(star['stroke-width']).toBe('1.4px');

  // A screen that cannot hover shows them at once.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  await phonePage.goto(new URL('/', page.url()).href);
  expect((await computed(phonePage, quickView, ['opacity'])).opacity).toBe('1');
  await phone.close();
});

test("a page's links share one viewport observer and fetch a page's code as they come near the screen", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    const linkObservers = new Set<IntersectionObserver>();
    const observedLinks = new Set<Element>();
    Object.assign(window, { linkObservers, observedLinks });
    window.IntersectionObserver = class extends Native {
      override observe(target: Element) {
        if (target.tagName === 'A') {
          linkObservers.add(this);
          observedLinks.add(target);
        }
        super.observe(target);
      }
    };
  });
  type Watched = { linkObservers: Set<unknown>; observedLinks: Set<unknown> };
  const productCode = page.waitForRequest(/\/_next\/static\/chunks\/pages\/products\/(%5B|\[)slug(%5D|\])-/);
  await page.goto('/');
  // Every card's links are watched (a hundred or so on home), all by one observer.
  await expect.poll(() => page.evaluate(() => (window as unknown as Watched).observedLinks.size)).toBeGreaterThan(40);
  expect(await page.evaluate(() => (window as unknown as Watched).linkObservers.size)).toBe(1);
  // The cards on screen link to products: the product page's code is fetched before any click.
  await productCode;
});
