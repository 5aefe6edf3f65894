import { expect, type Page, test } from './support/test';
import type { ApiSchemas } from '@/framework/rest/types';
import { expectNoViolations } from './support/axe';
import { json, usd } from './support/catalogue';
import { t, tAr } from './support/i18n';

/**
 * The provider's FAQs, terms and flash sales in the storefront (production server, built-in API, demo data):
 * what the pages show comes from the API, looked up here, never written into the test.
 */
type Page_<T> = { data: T[]; total: number };
type Faq = ApiSchemas['Faq'];
type Terms = ApiSchemas['TermsAndConditions'];
type FlashSale = ApiSchemas['FlashSale'];
type Product = ApiSchemas['Product'];

async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), `${path} answers`).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the help page shows the provider’s FAQs, in English and Arabic', async ({ page, request }) => {
  const faqs = await json<Page_<Faq>>(request, '/api/faqs?limit=100');
  expect(faqs.total).toBeGreaterThan(0);
  await open(page, '/help');
  await expect(page.getByRole('heading', { level: 2, name: t('nav-faq') })).toBeVisible();
  for (const faq of faqs.data) await expect(page.getByText(faq.faq_title, { exact: true })).toBeVisible();
  // Our own questions are the fallback only.
  await expect(page.getByRole('heading', { level: 2, name: 'Ordering' })).toHaveCount(0);
  const first = faqs.data[0]!;
  await page.getByText(first.faq_title, { exact: true }).click();
  await expect(page.getByText(first.faq_description)).toBeVisible();
  await expectNoViolations(page, '/help');

  const arabic = await json<Page_<Faq>>(request, '/api/faqs?limit=1&language=ar');
  await open(page, '/ar/help');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: tAr('nav-faq') })).toBeVisible();
  await expect(page.getByText(arabic.data[0]!.faq_title, { exact: true })).toBeVisible();
  await expectNoViolations(page, '/ar/help');
});

test('the terms page shows the approved terms only', async ({ page, request }) => {
  const terms = await json<Page_<Terms>>(request, '/api/terms-and-conditions?limit=100');
  await open(page, '/terms');
  const headings = page.locator('article').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(terms.data.map((section) => section.title));
  await expect(page.getByText('Loyalty programme (draft)')).toHaveCount(0);
});

test('home shows the running flash sale, and its page lists its products at the sale price', async ({
  page,
  request,
}) => {
  const sales = await json<Page_<FlashSale>>(request, '/api/flash-sale');
  expect(sales.data.map((sale) => sale.slug)).toEqual(['fresh-week']);
  const sale = sales.data[0]!;
  const products = await json<Page_<Product>>(request, `/api/products-by-flash-sale?slug=${sale.slug}&limit=100`);
  expect(products.total).toBeGreaterThan(0);

  await open(page, '/');
  const section = page.getByRole('region', { name: sale.title });
  await expect(section.getByText(t('text-flash-sale'), { exact: true })).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(Math.min(4, products.total));
  await expectNoViolations(page, 'home with the flash sale');
  await section.getByRole('link', { name: t('text-flash-sale-view') }).click();

  await expect(page).toHaveURL(new RegExp(`/flash-sales/${sale.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: sale.title })).toBeVisible();
  await expect(page.getByText(t('text-flash-sale-note'))).toBeVisible();
  const list = page.getByRole('region', { name: t('text-flash-sale-products') });
  await expect(list.getByRole('article')).toHaveCount(products.data.length);
  for (const product of products.data) {
    const card = list.getByRole('article', { name: product.name });
    await expect(card).toContainText(usd(product.sale_price!));
    await expect(card).toContainText(t('text-discount-off', { value: `${sale.rate}%` }));
  }
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, `/flash-sales/${sale.slug}`);

  await open(page, `/ar/flash-sales/${sale.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoViolations(page, `/ar/flash-sales/${sale.slug}`);
});

test('an ended or unknown campaign has no page and is never linked', async ({ request }) => {
  expect((await request.get('/flash-sales/spring-clearance')).status()).toBe(404);
  expect((await request.get('/flash-sales/no-such-sale')).status()).toBe(404);
  expect(await (await request.get('/')).text()).not.toContain('spring-clearance');
});
