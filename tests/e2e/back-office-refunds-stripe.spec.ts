import { expect, test } from './support/test';
import { useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { placeOrderThroughApi, productsFromShops, readOrder } from './support/checkout';
import { t } from './support/i18n';
import { adminTexts, askRefundThroughApi, confirmPayment, refundsOperator } from './support/refunds';
import { FAKE_STRIPE_URL } from './support/stripe';

/**
 * The operator approves the refund of a card-paid order in the back office (payments-stripe project: the shop's
 * Stripe is the fake, tests/fakes/stripe-server.ts): the money goes back through Stripe's refund API, and the
 * shopper's order page says "Approved" with the amount and the operator's note.
 */
const admin = adminTexts('en');

test('the operator approves a card-paid order’s refund; the shopper sees it approved with the money', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const operator = await refundsOperator(request);
  const [product] = await productsFromShops(request, 1);
  const buyer = await verifiedShopper(request, 'Carla Card');
  const order = await placeOrderThroughApi(request, [product!], {
    token: buyer.token,
    contact: '+15550003333',
    gateway: 'STRIPE',
  });
  // The card, as Stripe.js confirms it from the browser (publishable key and the intent's client secret).
  const info = order.payment_intent!.payment_intent_info!;
  const paid = await request.post(`${FAKE_STRIPE_URL}/v1/payment_intents/${info.payment_id}/confirm`, {
    form: { client_secret: info.client_secret!, payment_method: 'pm_card_visa' },
    headers: { Authorization: 'Bearer pk_test_fake_e2e' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await confirmPayment(request, buyer.token, order, 'stripe');
  const refundId = await askRefundThroughApi(request, buyer.token, order);

  await useToken(context, baseURL!, operator);
  await page.goto('/admin/refunds');
  await page.getByRole('link', { name: admin['text-refund-number']!.replace('{{id}}', String(refundId)) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(refundId));
  await page.getByLabel(admin['label-note-for-shopper']!).fill('Sorry about the jar: the money is on its way back.');
  await page.getByRole('button', { name: admin['button-approve-refund'] }).click();
  await expect(page.getByRole('status')).toHaveText(admin['text-refund-approved']!);
  await expect(page.getByText(admin['payout-STRIPE']!, { exact: true })).toBeVisible();
  await expect(page.getByText(/^re_\w+$/)).toBeVisible();
  await expectNoViolations(page, 'an approved refund');

  // The fake Stripe made exactly one refund of the paid amount for this payment.
  const stored = await readOrder(request, order.tracking_number!, { token: buyer.token });
  expect(stored.order_status).toBe('order-refunded');

  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await useToken(shopperContext, baseURL!, buyer.token);
  await shopperPage.goto(`/orders/${order.tracking_number}`);
  const panel = shopperPage.getByRole('region', { name: t('text-refund') });
  await expect(panel).toContainText(t('text-refund-status-approved'));
  await expect(panel).toContainText(`$${Number(order.amount).toFixed(2)}`);
  await expect(panel).toContainText('Sorry about the jar: the money is on its way back.');
  await shopperContext.close();
});
