import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page, test } from './support/test';
import { submitLogin, toast, useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { adminTexts, operatorAccount } from './support/back-office';
import { placeOrderThroughApi, productsFromShops } from './support/checkout';
import { t } from './support/i18n';

/**
 * The back office (issue 21) on the production build: the operator (ADMIN_EMAILS of the e2e server,
 * scripts/e2e-server.mjs) makes a new account staff of a shop; that vendor signs in at /admin, finds a cash-on-delivery
 * order and drives it to delivered; the shopper sees "Delivered" and reviews the line. axe checks the back office's
 * pages in English and Arabic.
 */
const OPERATOR_EMAIL = 'operator@e2e.example';
const admin = adminTexts('en');

test.describe.configure({ mode: 'serial' });

const operator = operatorAccount('Olga Operator', OPERATOR_EMAIL);

async function staffOf(request: APIRequestContext, shopId: number, email: string) {
  const res = await request.post(`/api/admin/shops/${shopId}/members`, {
    data: { email, role: 'staff' },
    headers: { Authorization: `Bearer ${await operator(request)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function moveTo(page: Page, action: string, status: string) {
  await page.getByRole('button', { name: admin[action] }).click();
  await expect(page.getByRole('status')).toHaveText(admin['text-moved']!);
  await expect(page.getByRole('main').getByText(t(status), { exact: true }).first()).toBeVisible();
}

test('a vendor drives a cash-on-delivery order to delivered; the shopper sees it and writes a review', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [product] = await productsFromShops(request, 1);
  const vendor = await verifiedShopper(request, 'Vera Vendor');
  await staffOf(request, product!.shop_id!, vendor.shopper.email);
  const buyer = await verifiedShopper(request, 'Sam Shopper');
  const order = await placeOrderThroughApi(request, [product!], { token: buyer.token, contact: '+15557654321' });
  expect(order.order_status).toBe('order-processing');

  await page.goto('/admin/orders');
  await page.getByRole('button', { name: admin['button-sign-in'] }).click();
  const login = page.getByRole('dialog', { name: t('text-login') });
  await submitLogin(login, vendor.shopper.email, vendor.shopper.password);
  await expect(login).toBeHidden();
  await expect(page.getByRole('heading', { name: admin['text-orders'], level: 1 })).toBeVisible();
  await page.getByLabel(admin['label-tracking-number']!).fill(order.tracking_number!);
  await page.getByRole('button', { name: admin['button-filter'] }).click();
  const child = order.children![0]!;
  await page.getByRole('link', { name: child.tracking_number! }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(child.tracking_number!);
  await moveTo(page, 'action-order-at-local-facility', 'text-order-at-local-facility');
  await moveTo(page, 'action-order-out-for-delivery', 'text-order-out-for-delivery');
  await moveTo(page, 'action-order-completed', 'text-order-completed');
  await expect(page.getByText(admin['text-no-next-steps']!)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: vendor.shopper.name })).toHaveCount(3);

  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await useToken(shopperContext, baseURL!, buyer.token);
  await shopperPage.goto(`/orders/${order.tracking_number}`);
  await expect(shopperPage.getByText(t('text-order-completed')).first()).toBeVisible();
  await expect(shopperPage.getByRole('heading', { name: t('text-order-history') })).toBeVisible();
  const write = shopperPage.getByRole('button', { name: `${t('text-write-review')}: ${product!.name}` }).first();
  await write.click();
  const dialog = shopperPage.getByRole('dialog', { name: t('text-review-product') });
  const fiveStars = { name: t('text-star-choice', { value: 5 }) };
  await dialog
    .locator('label')
    .filter({ has: shopperPage.getByRole('radio', fiveStars) })
    .click();
  await dialog.getByLabel(t('text-your-review')).fill(`Delivered to the door, fresh ${randomInt(1_000_000)}`);
  await dialog.getByRole('button', { name: t('text-write-review') }).click();
  await expect(toast(shopperPage, t('text-review-submitted'))).toBeVisible();
  await shopperContext.close();
});

for (const language of ['en', 'ar'] as const) {
  test(`the back office's pages pass axe (${language})`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const token = await operator(request);
    const [product] = await productsFromShops(request, 1);
    const buyer = await verifiedShopper(request, 'Axel Buyer');
    const order = await placeOrderThroughApi(request, [product!], { token: buyer.token, contact: '+15550001111' });
    await useToken(context, baseURL!, token);
    const prefix = language === 'en' ? '' : `/${language}`;
    const texts = adminTexts(language);

    await page.goto(`${prefix}/admin/orders`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page, `the orders list (${language})`);

    await page.goto(`${prefix}/admin/orders/${order.children![0]!.id}`);
    await expect(page.getByRole('button', { name: texts['action-order-cancelled'] })).toBeVisible();
    await expectNoViolations(page, `an order (${language})`);

    await page.goto(`${prefix}/admin/shops`);
    await expect(page.getByRole('heading', { name: texts['text-shops'], level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, `the shops (${language})`);
  });
}
