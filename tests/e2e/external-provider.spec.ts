import { expect, type Page, test } from './support/test';
import { categories, OUTAGE_SLUG, products, shops, types } from './mock-provider/data';
import { usd } from './support/catalogue';
import { t } from './support/i18n';

/**
 * The storefront run against an external provider (project `external-provider`: the one build, served with
 * NEXT_PUBLIC_REST_API_ENDPOINT at the mock provider in tests/e2e/mock-provider and BUILTIN_API=false). Everything shown must come from that
 * provider: its names all start with "Mock" and appear nowhere in the built-in demo catalogue.
 */
const market = types[0]!;
const grid = (page: Page, title = t('text-products-of', { name: market.name })) =>
  page.getByRole('region', { name: title });
const names = (list: { name: string }[]) => list.map((p) => p.name).sort();

/** The product names a grid shows, in any order. */
async function shownNames(page: Page, title?: string) {
  const headings = grid(page, title).getByRole('article').getByRole('heading');
  return (await headings.allInnerTexts()).map((n) => n.trim()).sort();
}

test('home shows the provider’s type, banner and products, and hides Concerns it does not have', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: market.banners[0]!.title })).toBeVisible();
  await expect(grid(page).getByRole('article')).toHaveCount(products.length);
  const shown = await shownNames(page);
  expect(shown).toEqual(names(products));
  expect(shown.every((name) => name.startsWith('Mock'))).toBe(true);

  // The provider answers 404 for /concerns: the menu leaves the entry out, on the server and once hydrated.
  const nav = page.getByRole('navigation', { name: t('text-main-navigation') });
  await expect(nav.getByRole('link', { name: t('nav-shops') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(nav.getByRole('link', { name: t('nav-concerns') })).toHaveCount(0);
  expect(await (await request.get('/')).text()).not.toContain('href="/concerns"');
  // Nor flash sales: no campaign section.
  expect(await (await request.get('/')).text()).not.toContain('href="/flash-sales/');
});

test('without the provider’s FAQs and terms, the help and terms pages keep their own text', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 2, name: 'Ordering' })).toBeVisible();
  await expect(page.getByText('Can I buy from several shops in one order?')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 2, name: 'About these terms' })).toBeVisible();
});

test('the category menu filters the products', async ({ page }) => {
  const greens = categories.find((c) => c.slug === 'garden-greens')!;
  await page.goto('/');
  await page
    .getByRole('navigation', { name: t('text-categories') })
    .getByRole('link', { name: greens.name, exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]category=garden-greens(&|$)/);
  const expected = products.filter((p) => p.categories.some((c) => c.slug === greens.slug));
  await expect(grid(page).getByRole('article')).toHaveCount(expected.length);
  expect(await shownNames(page)).toEqual(names(expected));
});

test('a variable product: pick a variation and add it to the cart', async ({ page }) => {
  const product = products.find((p) => p.product_type === 'variable')!;
  const option = product.variation_options[1]!;
  await page.goto('/');
  await grid(page)
    .getByRole('article', { name: product.name, exact: true })
    .getByRole('link', { name: product.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(product.description)).toBeVisible();

  for (const { name, value } of option.options) {
    const group = page.getByRole('group', { name: new RegExp(`^${name}`) });
    await group
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: value, exact: true }) })
      .click();
    await expect(group.getByRole('radio', { name: value, exact: true })).toBeChecked();
  }
  await expect(page.getByTestId('product-price')).toContainText(usd(option.price));
  await page.getByRole('button', { name: t('text-add-to-cart'), exact: true }).click();

  const cartButton = page.getByRole('button', { name: t('text-cart-with-count', { count: 1 }), exact: true });
  await cartButton.click();
  const line = page.getByRole('dialog', { name: t('text-shopping-cart') }).getByTestId('cart-item');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('heading', { name: `${product.name} - ${option.title}` })).toBeVisible();
  await expect(line.getByTestId('cart-item-total')).toHaveText(usd(option.price));
});

test('search from the header finds the provider’s products', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search').getByRole('combobox', { name: t('text-search-label') });
  await box.fill('Pear');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?text=Pear$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('text-search-results-for', { term: 'Pear' }) }),
  ).toBeVisible();
  const expected = products.filter((p) => p.name.includes('Pear'));
  await expect(grid(page, t('text-products')).getByRole('article')).toHaveCount(expected.length);
  expect(await shownNames(page, t('text-products'))).toEqual(names(expected));
});

test('a shop page shows the shop and its products', async ({ page }) => {
  const shop = shops[0]!;
  await page.goto('/shops');
  await expect(page.getByRole('heading', { level: 3, name: shops[1]!.name })).toBeVisible();
  await page.getByRole('link', { name: shop.name }).click();
  await expect(page).toHaveURL(new RegExp(`/shops/${shop.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(page.getByText(shop.description)).toBeVisible();
  const own = products.filter((p) => p.shop_id === shop.id);
  const title = t('text-products-of', { name: shop.name });
  await expect(grid(page, title).getByRole('article')).toHaveCount(own.length);
  expect(await shownNames(page, title)).toEqual(names(own));
});

test('nearby shops for a typed position, nearest first', async ({ page }) => {
  const near = shops[1]!;
  await page.goto('/shops/search');
  await page.getByLabel(t('text-latitude')).fill(String(near.lat));
  await page.getByLabel(t('text-longitude')).fill(String(near.lng));
  await page.getByRole('button', { name: t('text-find-shops') }).click();
  await expect(page).toHaveURL(/\/shops\/search\?lat=40\.75&lng=-73\.98$/);
  const results = page.getByRole('region', { name: t('text-nearby-results') }).getByRole('listitem');
  await expect(results).toHaveCount(shops.length);
  await expect(results.nth(0)).toContainText(near.name);
  await expect(results.nth(1)).toContainText(shops[0]!.name);
});

test('what the provider lacks answers 404: /concerns, and the built-in API is off', async ({ request }) => {
  expect((await request.get('/concerns')).status()).toBe(404);
  expect((await request.get('/flash-sales/any-sale')).status()).toBe(404);
  const api = await request.get('/api/types');
  expect(api.status()).toBe(404);
  expect((await api.json()).message).toContain('BUILTIN_API=false');
});

test('a provider failure answers the shop’s 500 page, with the security headers of every page', async ({ request }) => {
  const res = await request.get(`/products/${OUTAGE_SLUG}`);
  expect(res.status()).toBe(500);
  const headers = res.headers();
  expect(headers['content-type']).toContain('text/html');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // The provider is another origin: the browser may call it, and nothing else.
  expect(headers['content-security-policy']).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:3220(;|$)/);
  expect(await res.text()).toContain(t('text-server-error'));
});

test('the one build learns the provider at run time: in rendered pages and on the prerendered 404 page', async ({
  page,
}) => {
  // A rendered page carries the settings as JSON (data, not a script).
  await page.goto('/');
  const block = await page.locator('script#public-settings').textContent();
  expect(JSON.parse(block!).restApiEndpoint).toBe('http://127.0.0.1:3220/api');
  // The 404 page was made at build time, without a provider: it loads them from /public-settings.js.
  const missing = await page.goto('/no-such-page');
  expect(missing!.status()).toBe(404);
  await expect(page.locator('script#public-settings')).toHaveCount(0);
  const settings = await page.evaluate(
    () => (window as unknown as { __PUBLIC_SETTINGS__?: { restApiEndpoint: string } }).__PUBLIC_SETTINGS__,
  );
  expect(settings?.restApiEndpoint).toBe('http://127.0.0.1:3220/api');
});
