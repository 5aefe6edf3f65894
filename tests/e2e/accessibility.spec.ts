import { expect, type Page, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { firstShop, simpleProduct } from './support/catalogue';
import { t, tAr } from './support/i18n';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on the catalogue pages in English and Arabic, with the cart drawer and the
 * quick-view modal open, and the keyboard behaviour of the cart drawer. Runs on the production server only.
 * The checkout and order pages are checked by checkout.spec.ts and orders.spec.ts, which make their shoppers.
 */

/** Loads a page and waits until it is hydrated and its client-side requests have settled. */
async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), `${path} answers`).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const pages: { name: string; path: (shop: string, product: string, term: string) => string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'products', path: () => '/products' },
  { name: 'product page', path: (_s, product) => `/products/${product}` },
  { name: 'search', path: (_s, _p, term) => `/search?text=${encodeURIComponent(term)}` },
  { name: 'shops', path: () => '/shops' },
  { name: 'shop page', path: (shop) => `/shops/${shop}` },
  { name: 'offers', path: () => '/offers' },
];

for (const locale of ['en', 'ar'] as const) {
  test.describe(`axe in ${locale}`, () => {
    for (const entry of pages) {
      test(`${entry.name} has no violations`, async ({ page, request }) => {
        const [shop, product] = await Promise.all([firstShop(request), simpleProduct(request)]);
        const term = product.name.split(' ')[0]!;
        const path = entry.path(shop.slug, product.slug, term);
        await open(page, locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectNoViolations(page, `${path} (${locale})`);
      });
    }
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`on a phone (${locale}): home, a product, a wide table and the menu drawer have no violations`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    const product = await simpleProduct(request);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await open(page, `${prefix}/products/${product.slug}`);
    await expectNoViolations(page, `a product on a phone (${locale})`);
    // Its table is wider than a phone and scrolls sideways.
    await open(page, `${prefix}/delivery`);
    await expectNoViolations(page, `the delivery page on a phone (${locale})`);
    await open(page, prefix || '/');
    await expectNoViolations(page, `home on a phone (${locale})`);
    const text = locale === 'en' ? t : tAr;
    await page.getByRole('button', { name: text('text-open-menu') }).click();
    await expect(page.getByRole('dialog', { name: text('text-menu') })).toBeVisible();
    await expectNoViolations(page, `the menu drawer on a phone (${locale})`);
  });
}

test('the cart drawer with a line in it has no violations', async ({ page, request }) => {
  const product = await simpleProduct(request);
  await open(page, `/products/${product.slug}`);
  await page.getByRole('button', { name: t('text-add-to-cart'), exact: true }).click();
  await page.getByRole('button', { name: t('text-cart-with-count', { count: 1 }) }).click();
  const drawer = page.getByRole('dialog', { name: t('text-shopping-cart') });
  await expect(drawer.getByTestId('cart-item')).toHaveCount(1);
  await expectNoViolations(page, 'the cart drawer');
});

test('the quick view modal has no violations', async ({ page }) => {
  await open(page, '/products');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: t('text-quick-view-name', { name }) }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'the quick view modal');
});

test('the cart drawer traps focus and gives it back to the cart button on Escape', async ({ page, request }) => {
  const product = await simpleProduct(request);
  await open(page, `/products/${product.slug}`);
  await page.getByRole('button', { name: t('text-add-to-cart'), exact: true }).click();
  const cartButton = page.getByRole('button', { name: t('text-cart-with-count', { count: 1 }) });
  await cartButton.focus();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: t('text-shopping-cart') });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: t('text-close') })).toBeFocused();

  // Tab goes round the drawer's controls and back to the first one; focus never reaches the page behind.
  const close = drawer.getByRole('button', { name: t('text-close') });
  const inside = () => drawer.evaluate((el) => el.contains(document.activeElement));
  const stops = await drawer.locator('a[href], button:not([disabled]), input:not([disabled])').count();
  expect(stops).toBeGreaterThan(2);
  for (let i = 1; i < stops; i++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
    await expect(close).not.toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  // And backwards from the first control to the last.
  await page.keyboard.press('Shift+Tab');
  expect(await inside()).toBe(true);
  await expect(close).not.toBeFocused();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();
});
