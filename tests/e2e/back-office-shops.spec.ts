import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, test } from './support/test';
import { useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { adminTexts, operatorAccount } from './support/back-office';

/**
 * The back office's shops and dashboard (issue 22 items 5 and 6) on the production build. They work on the demo's
 * Old Mill Deli, the shop the demo keeps closed, so the other specs' shops and products never change under them:
 * the operator (ADMIN_EMAILS of the e2e server, scripts/e2e-server.mjs) approves it, its new owner renames it and
 * the shop page shows the name; the operator deactivates it in the back office and its product leaves the
 * storefront. The dashboard renders; axe checks the pages in English and Arabic.
 */
const OPERATOR_EMAIL = 'shops-operator@e2e.example';
const SHOP_SLUG = 'old-mill-deli';
const admin = adminTexts('en');

test.describe.configure({ mode: 'serial' });

const operator = operatorAccount('Omar Operator', OPERATOR_EMAIL);

async function asOperator(request: APIRequestContext, method: 'get' | 'put' | 'post', url: string, data?: unknown) {
  const res = await request[method](`/api${url}`, {
    data,
    headers: { Authorization: `Bearer ${await operator(request)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

async function oldMill(request: APIRequestContext): Promise<{ id: number; is_active: boolean }> {
  const { data } = (await asOperator(request, 'get', '/admin/shops')) as {
    data: { id: number; slug: string; is_active: boolean }[];
  };
  const shop = data.find((s) => s.slug === SHOP_SLUG);
  expect(shop, 'the demo keeps Old Mill Deli').toBeDefined();
  return shop!;
}

test('the owner renames the shop and its page shows the new name', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const shop = await oldMill(request);
  await asOperator(request, 'put', `/admin/shops/${shop.id}/status`, { is_active: true });
  const owner = await verifiedShopper(request, 'Frida Owner');
  await asOperator(request, 'post', `/admin/shops/${shop.id}/members`, { email: owner.shopper.email, role: 'owner' });
  await useToken(context, baseURL!, owner.token);

  await page.goto(`/admin/shops/${shop.id}`);
  const name = page.getByLabel(admin['label-shop-name']!);
  await expect(name).toHaveValue(/Old Mill/);
  await name.fill('');
  await page.getByRole('button', { name: admin['button-save-shop'] }).click();
  await expect(page.getByText(admin['error-shop-name-required']!)).toBeVisible();

  const renamed = `Old Mill Deli & Pantry ${randomInt(1000, 10_000)}`;
  await name.fill(renamed);
  await page.getByRole('button', { name: admin['button-save-shop'] }).click();
  await expect(page.getByRole('status').filter({ hasText: admin['text-shop-saved']! })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

  // The shop page may come from the page cache for its stated time (PAGE_CACHE_SECONDS, 10 s here).
  await expect(async () => {
    await page.goto(`/shops/${SHOP_SLUG}`);
    await expect(page.getByRole('heading', { name: renamed }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 40_000, intervals: [2_000] });
});

test('the operator deactivates the shop and its product leaves the storefront', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shop = await oldMill(request);
  if (!shop.is_active) await asOperator(request, 'put', `/admin/shops/${shop.id}/status`, { is_active: true });
  const listed = `/api/products?searchJoin=and&search=${encodeURIComponent(`shops.slug:${SHOP_SLUG}`)}`;
  const products = async () => ((await (await request.get(listed)).json()) as { data: { slug: string }[] }).data;
  let slug = '';
  await expect(async () => {
    const data = await products();
    expect(data.length).toBeGreaterThan(0);
    slug = data[0]!.slug;
  }).toPass({ timeout: 20_000 });
  expect((await page.goto(`/products/${slug}`))?.status()).toBe(200);

  await useToken(context, baseURL!, await operator(request));
  await page.goto(`/admin/shops/${shop.id}`);
  await page.getByRole('button', { name: admin['button-deactivate-shop'] }).click();
  await expect(page.getByRole('status').filter({ hasText: admin['text-shop-deactivated']! })).toBeVisible();
  await expect(page.getByRole('button', { name: admin['button-approve-shop'] })).toBeVisible();

  await expect(async () => expect(await products()).toEqual([])).toPass({ timeout: 20_000 });
  await expect(async () => {
    expect((await page.goto(`/products/${slug}`))?.status()).toBe(404);
  }).toPass({ timeout: 40_000, intervals: [2_000] });
  await expect(async () => {
    expect((await page.goto(`/shops/${SHOP_SLUG}`))?.status()).toBe(404);
  }).toPass({ timeout: 40_000, intervals: [2_000] });
});

for (const language of ['en', 'ar'] as const) {
  test(`the dashboard renders and the shop pages pass axe (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const shop = await oldMill(request);
    await useToken(context, baseURL!, await operator(request));
    const prefix = language === 'en' ? '' : `/${language}`;
    const texts = adminTexts(language);

    await page.goto(`${prefix}/admin`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { name: texts['text-dashboard'], level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts['text-today'], level: 2 })).toBeVisible();
    await expect(page.getByText(texts['label-unanswered-questions']!)).toBeVisible();
    await expectNoViolations(page, `the dashboard (${language})`);

    await page.goto(`${prefix}/admin/shops/${shop.id}`);
    await expect(page.getByLabel(texts['label-shop-name']!)).toBeVisible();
    await expectNoViolations(page, `a shop's page (${language})`);

    await page.goto(`${prefix}/admin/shops`);
    await expect(
      page.getByRole('link', { name: texts['link-shop-page']!.replace('{{shop}}', '') }).first(),
    ).toBeVisible();
  });
}
