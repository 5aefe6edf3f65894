import { expect, type Page, test } from './support/test';
import { servePublicAddress, useToken } from './support/account';
import { expectNoViolations } from './support/axe';
import { usd } from './support/catalogue';
import {
  addToCart,
  checkoutFromCart,
  fillAddress,
  productsFromShops,
  readOrder,
  shopperWithPhone,
} from './support/checkout';
import { t, tAr } from './support/i18n';

/**
 * Paying online on the production build (production server project) with the built-in sandbox gateway, which the
 * demo settings offer as a test payment in which no money moves: it really redirects to a page of its own where
 * the shopper approves or declines, then back to the shop (CONTRACT §6 steps 3–5). A signed-in shopper pays one
 * order at once (approve → thank-you → paid), and a second one later, after declining the first try. Switching
 * gateway needs a second online gateway (Stripe keys), which the test server has not: tests/unit covers it.
 */

const SANDBOX = t('text-payment-sandbox');
const sandboxPage = /\/api\/sandbox-gateway\/[^/?#]+/;
const thankYou = /\/orders\/(\d{14})\/thank-you/;
const paymentPage = /\/orders\/(\d{14})\/payment$/;

/** From the cart drawer to a placed sandbox order: the shop sends the shopper to the sandbox's page. */
async function orderWithSandbox(page: Page, firstTime: boolean) {
  await checkoutFromCart(page, 1);
  await expect(page).toHaveURL(/\/checkout$/);
  if (firstTime) {
    for (const [type, title] of [
      ['text-billing-address', 'Home'],
      ['text-shipping-address', 'Harbour'],
    ] as const) {
      const section = page.getByRole('region', { name: t(type) });
      await section.getByRole('button', { name: t('text-add-address') }).click();
      await fillAddress(page.getByRole('dialog', { name: t('text-address') }), title);
    }
  }
  await page.getByRole('radio', { name: /Morning/ }).check();
  await page.getByRole('button', { name: t('text-check-availability'), exact: true }).click();
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await page.getByRole('radio', { name: SANDBOX }).check();
  await page.getByRole('button', { name: t('text-place-order') }).click();
  await page.waitForURL(sandboxPage);
}

/** The sandbox's own page: approve or decline the test payment. */
async function onSandboxPage(page: Page, choice: 'approve' | 'decline') {
  await expect(page).toHaveURL(sandboxPage);
  await page.getByRole('button', { name: choice === 'approve' ? /approve/i : /decline/i }).click();
}

test.describe.serial('a signed-in shopper pays with the sandbox gateway', () => {
  let token = '';

  test.beforeAll(async ({ request }) => {
    ({ token } = await shopperWithPhone(request, 'Pia Payments'));
  });
  test.beforeEach(async ({ context, baseURL }) => {
    await useToken(context, baseURL!, token);
    // The gateway's page and its way back are on the shop's public address (NEXT_PUBLIC_SITE_URL).
    await servePublicAddress(context, baseURL!);
  });

  test('approves at once: thank-you page, and the order shows paid', async ({ page, request }) => {
    test.setTimeout(90_000);
    const [product] = await productsFromShops(request, 1);
    await addToCart(page, product!);
    await orderWithSandbox(page, true);
    await onSandboxPage(page, 'approve');

    await page.waitForURL(thankYou);
    const trackingNumber = thankYou.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { level: 1, name: t('text-payment-received') })).toBeVisible();
    const order = await readOrder(request, trackingNumber, { token });
    expect(order).toMatchObject({
      payment_gateway: 'SANDBOX',
      payment_status: 'payment-success',
      order_status: 'order-processing',
    });
    await expectNoViolations(page, 'the thank-you page');

    await page.getByRole('link', { name: t('text-view-order') }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${trackingNumber}$`));
    await expect(page.getByText(t('text-payment-status')).locator('xpath=following-sibling::dd')).toHaveText(
      t('text-payment-success'),
    );
    await expect(page.getByText(t('text-payment-method')).locator('xpath=following-sibling::dd')).toHaveText(SANDBOX);
    await expect(page.getByRole('link', { name: t('text-payment-pay-now') })).toHaveCount(0);
  });

  test('declines, comes back to the payment page, and pays later with Pay now', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [product] = await productsFromShops(request, 1);
    await addToCart(page, product!);
    await orderWithSandbox(page, false);
    await onSandboxPage(page, 'decline');

    await page.waitForURL(paymentPage);
    const trackingNumber = paymentPage.exec(page.url())![1]!;
    const payTitle = t('text-payment-for-order', { number: trackingNumber });
    await expect(page.getByRole('heading', { level: 1, name: payTitle })).toBeVisible();
    const declined = await readOrder(request, trackingNumber, { token });
    expect(declined.payment_status).not.toBe('payment-success');
    await expect(page.getByTestId('payment-amount')).toHaveText(usd(declined.total));
    await expect(
      page.getByRole('button', { name: t('text-payment-continue-to-gateway', { gateway: SANDBOX }) }),
    ).toBeVisible();
    await expectNoViolations(page, 'the payment page');

    // Later, from the order list: the order still waits for its payment and offers Pay now.
    await page.goto('/orders');
    const card = page.getByRole('article', { name: t('text-order-number', { number: trackingNumber }) });
    await expect(card.getByRole('link', { name: t('text-payment-pay-now') })).toBeVisible();
    await card.getByRole('link', { name: t('text-order-number', { number: trackingNumber }) }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${trackingNumber}$`));
    await page.getByRole('link', { name: t('text-payment-pay-now') }).click();

    await expect(page).toHaveURL(paymentPage);
    await page.getByRole('button', { name: t('text-payment-continue-to-gateway', { gateway: SANDBOX }) }).click();
    await onSandboxPage(page, 'approve');
    await page.waitForURL(thankYou);
    await expect(page.getByRole('heading', { level: 1, name: t('text-payment-received') })).toBeVisible();
    expect((await readOrder(request, trackingNumber, { token })).payment_status).toBe('payment-success');
  });

  test('the payment page reads right to left in Arabic and has no axe violations', async ({ page, request }) => {
    test.setTimeout(90_000);
    const [product] = await productsFromShops(request, 1);
    await addToCart(page, product!);
    await orderWithSandbox(page, false);
    const trackingNumber = (await page.evaluate(() => window.sessionStorage.getItem('pickbazar-last-order')))!;
    const { tracking_number } = JSON.parse(trackingNumber) as { tracking_number: string };
    await page.goto(`/ar/orders/${tracking_number}/payment`);
    await expect(
      page.getByRole('heading', { level: 1, name: tAr('text-payment-for-order', { number: tracking_number }) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('button', {
        name: tAr('text-payment-continue-to-gateway', { gateway: tAr('text-payment-sandbox') }),
      }),
    ).toBeVisible();
    await expectNoViolations(page, `/ar/orders/${tracking_number}/payment`);
  });
});
