import { expect, type Page, test } from './support/test';
import { newPhoneNumber, useToken } from './support/account';
import { expectNoViolations } from './support/axe';
import { usd } from './support/catalogue';
import {
  addToCart,
  address,
  checkoutFromCart,
  digitalProduct,
  fillAddress,
  productsFromShops,
  readOrder,
  shopperWithPhone,
  textedCode,
  type WireOrder,
} from './support/checkout';
import { t, tAr } from './support/i18n';

/**
 * Buying on the production build (production server project): a signed-in shopper pays cash on delivery for a
 * cart from two shops, then uses a coupon and wallet points, then buys an e-book at /checkout/digital; a guest
 * checks out from the login view's guest button. The order pages show the figures the server recorded. The
 * signed-in journey shares one shopper, signed up by phone (one texted code; the per-address limits are in
 * support/account.ts); the guest proves their number at checkout (a second code).
 */

const orderUrl = /\/orders\/(\d{14})$/;

async function placedOrder(page: Page): Promise<string> {
  await page.waitForURL(orderUrl);
  return orderUrl.exec(page.url())![1]!;
}

/** The order page's money lines are the server's figures. */
async function expectServerTotals(page: Page, order: WireOrder) {
  await expect(
    page.getByRole('heading', { level: 1, name: t('text-order-number', { number: order.tracking_number }) }),
  ).toBeVisible();
  await expect(page.getByTestId('order-subtotal')).toHaveText(usd(order.amount));
  await expect(page.getByTestId('order-tax')).toHaveText(usd(order.sales_tax));
  await expect(page.getByTestId('order-shipping')).toHaveText(usd(order.delivery_fee));
  await expect(page.getByTestId('order-total')).toHaveText(usd(order.total));
}

async function checkAvailability(page: Page, translate = t) {
  await page.getByRole('button', { name: translate('text-check-availability'), exact: true }).click();
  await expect(page.getByTestId('checkout-total')).toBeVisible();
}

test.describe.serial('a signed-in shopper', () => {
  let token = '';
  let phone = '';
  let firstOrder = '';

  test.beforeAll(async ({ request }) => {
    ({ token, phone } = await shopperWithPhone(request, 'Ada Checkout'));
  });
  test.beforeEach(async ({ context, baseURL }) => useToken(context, baseURL!, token));

  test('pays cash on delivery for two shops’ goods from the cart drawer and sees the server’s totals', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const products = await productsFromShops(request, 2);
    for (const product of products) await addToCart(page, product);
    await checkoutFromCart(page, 2);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: t('text-checkout') })).toBeVisible();
    await expect(page.getByTestId('checkout-contact')).toHaveText(phone);

    for (const [type, title] of [
      ['text-billing-address', 'Home'],
      ['text-shipping-address', 'Harbour'],
    ] as const) {
      const section = page.getByRole('region', { name: t(type) });
      await section.getByRole('button', { name: t('text-add-address') }).click();
      await fillAddress(page.getByRole('dialog', { name: t('text-address') }), title);
      await expect(section.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
    }
    await page.getByRole('radio', { name: /Morning/ }).check();
    await checkAvailability(page);
    await expect(page.getByRole('radio', { name: t('text-cash-on-delivery') })).toBeChecked();
    await page.getByRole('button', { name: t('text-place-order') }).click();

    firstOrder = await placedOrder(page);
    const order = await readOrder(request, firstOrder, { token });
    expect(order).toMatchObject({
      payment_gateway: 'CASH_ON_DELIVERY',
      order_status: 'order-processing',
      payment_status: 'payment-cash-on-delivery',
      delivery_time: 'Morning',
      shipping_address: address,
    });
    await expectServerTotals(page, order);
    expect(order.children).toHaveLength(2);
    for (const child of order.children) {
      const part = page.getByRole('listitem', { name: child.shop!.name });
      await expect(part).toContainText(child.tracking_number);
      await expect(part).toContainText(t('text-order-processing'));
    }
    // Placed: the cart is empty again.
    await expect(page.getByRole('button', { name: t('text-cart-with-count', { count: 0 }) })).toBeVisible();
  });

  test('uses a coupon and wallet points', async ({ page, request }) => {
    test.setTimeout(90_000);
    const [product] = await productsFromShops(request, 1);
    await addToCart(page, product!);
    await checkoutFromCart(page, 1);
    // The saved addresses are chosen by default now.
    await expect(page.getByRole('region', { name: t('text-billing-address') }).getByRole('radio')).toBeChecked();
    await checkAvailability(page);

    await page.getByRole('button', { name: t('text-have-coupon') }).click();
    const code = page.getByLabel(t('text-coupon-code'));
    await code.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: t('text-apply') }).click();
    await expect(page.getByText(t('PICKBAZAR_ERROR.INVALID_COUPON_CODE'))).toBeVisible();
    await code.fill('WELCOME10');
    await page.getByRole('button', { name: t('text-apply') }).click();
    await expect(page.getByText(t('text-coupon-applied', { code: 'WELCOME10' }))).toBeVisible();
    await expect(page.getByTestId('checkout-discount')).not.toHaveText(usd(0));

    await expect(page.getByText(t('text-wallet-points', { count: 100, worth: usd(33.33) }))).toBeVisible();
    await page.getByRole('checkbox', { name: t('text-use-wallet') }).check();
    await expect(page.getByTestId('checkout-wallet')).toBeVisible();
    await page.getByRole('button', { name: t('text-place-order') }).click();

    const order = await readOrder(request, await placedOrder(page), { token });
    expect(order.coupon_id).not.toBeNull();
    expect(order.discount).toBeGreaterThan(0);
    expect(order.wallet_point?.amount).toBeGreaterThan(0);
    await expectServerTotals(page, order);
    await expect(page.getByTestId('order-discount')).toHaveText(`−${usd(order.discount)}`);
    await expect(page.getByTestId('order-wallet')).toHaveText(`−${usd(order.wallet_point!.amount)}`);
  });

  test('buys an e-book at /checkout/digital with contact and payment only', async ({ page, request }) => {
    test.setTimeout(60_000);
    await addToCart(page, await digitalProduct(request));
    await checkoutFromCart(page, 1);
    await expect(page).toHaveURL(/\/checkout\/digital$/);
    await expect(page.getByRole('heading', { level: 1, name: t('text-digital-checkout') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('text-billing-address') })).toHaveCount(0);
    await expect(page.getByRole('region', { name: t('text-delivery-schedule') })).toHaveCount(0);
    await checkAvailability(page);
    await expect(page.getByTestId('checkout-shipping')).toHaveText(usd(0));
    await page.getByRole('button', { name: t('text-place-order') }).click();
    const order = await readOrder(request, await placedOrder(page), { token });
    expect(order).toMatchObject({ billing_address: null, shipping_address: null, delivery_fee: 0 });
    await expectServerTotals(page, order);
  });

  test('the checkout, order list, order and confirmation pages have no axe violations in English and Arabic', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const [product] = await productsFromShops(request, 1);
    await addToCart(page, product!);
    for (const [prefix, translate] of [
      ['', t],
      ['/ar', tAr],
    ] as const) {
      await page.goto(`${prefix}/checkout`);
      await expect(page.getByRole('heading', { level: 1, name: translate('text-checkout') })).toBeVisible();
      // Checked once; the checked totals stay with the checkout state (localStorage) in any language.
      if (!prefix) await checkAvailability(page, translate);
      await expect(page.getByTestId('checkout-total')).toBeVisible();
      await page.getByRole('button', { name: translate('text-have-coupon') }).click();
      await expectNoViolations(page, `${prefix}/checkout, checked`);
      await page.getByRole('button', { name: translate('text-update-contact') }).click();
      await expect(page.getByRole('dialog', { name: translate('text-contact-number') })).toBeVisible();
      await expectNoViolations(page, `${prefix}/checkout with the contact dialog`);
      await page.keyboard.press('Escape');

      await page.goto(`${prefix}/orders`);
      await expect(
        page.getByRole('link', { name: translate('text-order-number', { number: firstOrder }) }),
      ).toBeVisible();
      await expectNoViolations(page, `${prefix}/orders`);
      await page.goto(`${prefix}/orders/${firstOrder}`);
      await expect(page.getByRole('list', { name: translate('text-order-progress') })).toBeVisible();
      await expectNoViolations(page, `${prefix}/orders/${firstOrder}`);
      await page.goto(`${prefix}/order-received`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `${prefix}/order-received`);
    }
  });
});

test('a guest checks out from the login view’s guest button and follows the order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [product] = await productsFromShops(request, 1);
  const phone = newPhoneNumber();
  await addToCart(page, product!);
  await checkoutFromCart(page, 1);
  // Signed out, /checkout shows the login view, which offers guest checkout on checkout pages.
  await page.getByRole('button', { name: t('text-guest-checkout') }).click();
  await expect(page).toHaveURL(/\/checkout\/guest$/);
  await expect(page.getByRole('heading', { level: 1, name: t('text-guest-checkout') })).toBeVisible();

  await page.getByLabel(t('text-name'), { exact: true }).fill('Grace Guest');
  await page.getByRole('button', { name: t('text-add-contact') }).click();
  const contact = page.getByRole('dialog', { name: t('text-contact-number') });
  await contact.getByLabel(t('text-contact-number')).fill(phone);
  await contact.getByRole('button', { name: t('text-send-otp') }).click();
  const code = contact.getByLabel(t('text-otp-code'));
  await expect(code).toBeVisible(); // the code was sent
  await code.fill(await textedCode(request, phone));
  await contact.getByRole('button', { name: t('text-verify-code') }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByTestId('checkout-contact')).toHaveText(phone);

  for (const type of ['text-billing-address', 'text-shipping-address']) {
    await page.getByRole('button', { name: t('text-add-address-named', { title: t(type) }) }).click();
    await fillAddress(page.getByRole('dialog', { name: t('text-address') }));
  }
  await checkAvailability(page);
  await expectNoViolations(page, '/checkout/guest, checked');
  await page.goto('/ar/checkout/guest');
  await expect(page.getByRole('heading', { level: 1, name: tAr('text-guest-checkout') })).toBeVisible();
  await expect(page.getByTestId('checkout-contact')).toHaveText(phone);
  await expectNoViolations(page, '/ar/checkout/guest');

  // Back in English, the guest's details and the checked totals are still there.
  await page.goto('/checkout/guest');
  await expect(page.getByLabel(t('text-name'), { exact: true })).toHaveValue('Grace Guest');
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await page.getByRole('button', { name: t('text-place-order') }).click();
  const trackingNumber = await placedOrder(page);
  const order = await readOrder(request, trackingNumber, { contact: phone });
  expect(order).toMatchObject({ customer_id: null, customer_name: 'Grace Guest', customer_contact: phone });
  await expectServerTotals(page, order);
  // This tab remembers the contact, so the order page still shows the order after a reload.
  await page.reload();
  await expect(page.getByTestId('order-total')).toHaveText(usd(order.total));
});
