import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page, test } from './support/test';
import { useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { adminTexts, operatorAccount } from './support/back-office';
import { productsFromShops } from './support/checkout';

/**
 * The back office's products (issue 22 item 4) on the production build: a vendor (staff of a shop, made so by the
 * operator) adds a product in /admin, is stopped by a sale price above the price, publishes it, changes its price
 * and unpublishes it; the storefront's product page follows within the caches' stated staleness. axe checks the
 * product pages of the back office in English and Arabic.
 */
const OPERATOR_EMAIL = 'catalogue-operator@e2e.example';
const admin = adminTexts('en');
/** PAGE_CACHE_SECONDS (10 by default) + API_CACHE_SECONDS (5) and a margin: the longest a page may be stale. */
const STALENESS_MS = 30_000;

test.describe.configure({ mode: 'serial' });

const operator = operatorAccount('Cato Operator', OPERATOR_EMAIL);

/** A new verified account made staff of the shop of a demo product. */
async function vendor(request: APIRequestContext, name: string) {
  const [product] = await productsFromShops(request, 1);
  const person = await verifiedShopper(request, name);
  const res = await request.post(`/api/admin/shops/${product!.shop_id}/members`, {
    data: { email: person.shopper.email, role: 'staff' },
    headers: { Authorization: `Bearer ${await operator(request)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return person;
}

/** Fills the new-product form and sends it; answers the new product's id (from the address it lands on). */
async function createProduct(page: Page, name: string, price: string): Promise<number> {
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { name: admin['text-new-product'], level: 1 })).toBeVisible();
  const type = page.getByLabel(admin['label-type']!);
  await expect(type.locator('option').nth(1)).toBeAttached();
  await type.selectOption({ index: 1 });
  await page.getByLabel(admin['label-name']!, { exact: true }).fill(name);
  await page.getByLabel(admin['label-price']!, { exact: true }).fill(price);
  await page.getByLabel(admin['label-stock']!).fill('12');
  await page.getByRole('button', { name: admin['button-create-product'] }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  return Number(page.url().split('/').pop());
}

async function save(page: Page) {
  await page.getByRole('button', { name: admin['button-save'] }).click();
  await expect(page.getByRole('status').filter({ hasText: admin['text-product-saved']! })).toBeVisible();
}

test('a vendor adds a product, publishes it, changes its price and unpublishes it; the product page follows', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { token } = await vendor(request, 'Petra Pricer');
  await useToken(context, baseURL!, token);
  const name = `Quince cheese ${randomInt(1_000_000)}`;
  const id = await createProduct(page, name, '12.00');

  // A sale price above the price is refused on its field (the shared schema; the API says the same, 422).
  const sale = page.getByLabel(admin['label-sale-price']!);
  await sale.fill('15');
  await page.getByRole('button', { name: admin['button-save'] }).click();
  await expect(page.getByText(admin['error-sale-price-above-price']!)).toBeVisible();
  await expect(sale).toHaveAttribute('aria-invalid', 'true');
  await sale.fill('');

  await page.getByRole('radio', { name: admin['status-publish'] }).check();
  await save(page);
  const detail = await request.get(`/api/admin/products/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const { slug } = (await detail.json()) as { slug: string };

  const shop = await browser.newPage();
  const visit = async () => shop.goto(`/products/${slug}`);
  await expect(async () => {
    expect((await visit())!.status()).toBe(200);
    await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 1000 });
    await expect(shop.getByTestId('product-price').first()).toContainText('$12.00', { timeout: 1000 });
  }).toPass({ timeout: STALENESS_MS });

  await page.getByLabel(admin['label-price']!, { exact: true }).fill('9.75');
  await save(page);
  await expect(async () => {
    await visit();
    await expect(shop.getByTestId('product-price').first()).toContainText('$9.75', { timeout: 1000 });
  }).toPass({ timeout: STALENESS_MS });

  await page.getByRole('radio', { name: admin['status-draft'] }).check();
  await save(page);
  await expect(async () => {
    expect((await visit())!.status()).toBe(404);
  }).toPass({ timeout: STALENESS_MS });

  // The list finds it by name, as a draft.
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(admin['status-draft']!);
  await expect(row).toContainText('$9.75');
  await shop.close();
});

for (const language of ['en', 'ar'] as const) {
  test(`the back office's product pages pass axe (${language})`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const { token } = await vendor(request, 'Axel Catalogue');
    await useToken(context, baseURL!, token);
    const prefix = language === 'en' ? '' : `/${language}`;
    const texts = adminTexts(language);

    await page.goto(`${prefix}/admin/products`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page, `the products list (${language})`);

    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('button', { name: texts['button-save'] })).toBeVisible();
    await expectNoViolations(page, `a product (${language})`);

    await page.goto(`${prefix}/admin/products/new`);
    await expect(page.getByRole('button', { name: texts['button-create-product'] })).toBeVisible();
    await expectNoViolations(page, `a new product (${language})`);
  });
}
