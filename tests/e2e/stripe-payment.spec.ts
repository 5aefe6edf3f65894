import { expect, type Page, test } from './support/test';
import { useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { placeOrderThroughApi, productsFromShops, readOrder } from './support/checkout';
import { t } from './support/i18n';
import { routeStripe, TEST_CARDS } from './support/stripe';

/**
 * Paying an order by card with Stripe Elements (payments-stripe project): the payment page loads Stripe.js (the
 * double), the card goes to the fake Stripe API from the browser, the thank-you page asks the server to confirm
 * (POST /orders/payment), and the server reads the verdict from the same fake. Each test places its own order.
 */

async function payWithNewCard(page: Page, number: string, { save = false } = {}) {
  const field = page.getByRole('textbox', { name: 'Card number' });
  await field.fill(number);
  if (save) await page.getByRole('checkbox', { name: t('text-card-save-for-later') }).check();
  await page.getByRole('button', { name: t('text-card-pay'), exact: true }).click();
}

async function expectPaid(page: Page, trackingNumber: string) {
  await expect(page).toHaveURL(new RegExp(`/orders/${trackingNumber}/thank-you`));
  await expect(page.getByRole('heading', { level: 1, name: t('text-payment-received') })).toBeVisible();
}

test.describe('card payment with Stripe', () => {
  let token = '';
  let contact = '';

  test.beforeAll(async ({ request }) => {
    ({ token } = await verifiedShopper(request, 'Stella Stripe'));
    contact = '+15550001234';
  });
  test.beforeEach(async ({ context, baseURL, page }) => {
    await useToken(context, baseURL!, token);
    await routeStripe(page);
  });

  test('succeeds with a card and the order is paid', async ({ page, request }) => {
    const [product] = await productsFromShops(request, 1);
    const order = await placeOrderThroughApi(request, [product!], { token, contact, gateway: 'STRIPE' });
    await page.goto(`/orders/${order.tracking_number}/payment`);
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expectNoViolations(page, 'the Stripe payment page');
    await payWithNewCard(page, TEST_CARDS.visa);
    await expectPaid(page, order.tracking_number);
    const stored = await readOrder(request, order.tracking_number, { token });
    expect(stored.payment_status).toBe('payment-success');
    expect(stored.order_status).toBe('order-processing');
  });

  test('a declined card says so, and paying again with another card works', async ({ page, request }) => {
    const [product] = await productsFromShops(request, 1);
    const order = await placeOrderThroughApi(request, [product!], { token, contact, gateway: 'STRIPE' });
    await page.goto(`/orders/${order.tracking_number}/payment`);
    await payWithNewCard(page, TEST_CARDS.declined);
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    expect((await readOrder(request, order.tracking_number, { token })).payment_status).not.toBe('payment-success');

    await page.getByRole('button', { name: t('text-payment-try-again') }).click();
    await payWithNewCard(page, TEST_CARDS.visa);
    await expectPaid(page, order.tracking_number);
    expect((await readOrder(request, order.tracking_number, { token })).payment_status).toBe('payment-success');
  });

  test('a card saved while paying shows in /cards and pays the next order', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // A shopper of their own: their saved cards start empty.
    const saver = await verifiedShopper(request, 'Sam Saver');
    await useToken(context, baseURL!, saver.token);
    const [first, second] = await productsFromShops(request, 2);
    const order = await placeOrderThroughApi(request, [first!], { token: saver.token, contact, gateway: 'STRIPE' });
    await page.goto(`/orders/${order.tracking_number}/payment`);
    await payWithNewCard(page, TEST_CARDS.visa, { save: true });
    await expectPaid(page, order.tracking_number);

    await page.goto('/cards');
    const card = page.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' });
    await expect(card).toBeVisible();
    await expect(card.getByText(t('text-default'), { exact: true })).toBeVisible();

    const next = await placeOrderThroughApi(request, [second!], { token: saver.token, contact, gateway: 'STRIPE' });
    await page.goto(`/orders/${next.tracking_number}/payment`);
    const saved = page.getByRole('group', { name: t('text-card-choose-saved') });
    await expect(saved.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await expectNoViolations(page, 'the payment page with a saved card');
    await page.getByRole('button', { name: t('text-card-pay'), exact: true }).click();
    await expectPaid(page, next.tracking_number);
    expect((await readOrder(request, next.tracking_number, { token: saver.token })).payment_status).toBe(
      'payment-success',
    );
  });
});
