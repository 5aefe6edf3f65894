import { expect, test } from './support/test';
import { newPhoneNumber, useToken } from './support/account';
import { expectNoViolations } from './support/axe';
import { usd } from './support/catalogue';
import { placeOrderThroughApi, productsFromShops, shopperWithPhone } from './support/checkout';
import { t, tAr } from './support/i18n';

/**
 * Following orders on the production build (production server project): the order list and an order from two
 * shops, each shop's part with its own tracking number and status; a guest order, shown only to someone who knows
 * the contact it was placed with. Orders are placed through the API, as the storefront places them.
 */

test('the order list and a two-shop order with one part per shop', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  const { token, phone } = await shopperWithPhone(request, 'Olive Orders');
  const order = await placeOrderThroughApi(request, await productsFromShops(request, 2), { token, contact: phone });
  expect(order.children).toHaveLength(2);
  await useToken(context, baseURL!, token);

  await page.goto('/orders');
  const title = t('text-order-number', { number: order.tracking_number });
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(t('text-shops-count', { count: 2 }));
  await expect(card).toContainText(usd(order.total));
  await expectNoViolations(page, '/orders');
  await card.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${order.tracking_number}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const current = page.getByRole('list', { name: t('text-order-progress') }).locator('[aria-current="step"]');
  await expect(current).toContainText(t('text-order-processing'));
  await expect(page.getByText(t('text-payment-status')).locator('xpath=following-sibling::dd')).toHaveText(
    t('text-payment-cash-on-delivery'),
  );
  await expect(page.getByRole('heading', { name: t('text-sub-orders', { count: 2 }) })).toBeVisible();
  for (const child of order.children) {
    const part = page.getByRole('listitem', { name: child.shop!.name });
    await expect(part).toContainText(child.tracking_number);
    await expect(part).toContainText(t('text-order-processing'));
    await expect(part.getByRole('table')).toContainText(child.products[0]!.name);
  }
  await expectNoViolations(page, `/orders/${order.tracking_number}`);

  await page.goto(`/ar/orders/${order.tracking_number}`);
  await expect(
    page.getByRole('heading', { level: 1, name: tAr('text-order-number', { number: order.tracking_number }) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoViolations(page, `/ar/orders/${order.tracking_number}`);
  await page.goto('/ar/orders');
  await expect(
    page.getByRole('article', { name: tAr('text-order-number', { number: order.tracking_number }) }),
  ).toBeVisible();
  await expectNoViolations(page, '/ar/orders');
});

test('a guest order is shown only to someone who knows its contact', async ({ page, request }) => {
  test.setTimeout(60_000);
  const contact = newPhoneNumber();
  const [product] = await productsFromShops(request, 1);
  const order = await placeOrderThroughApi(request, [product!], { name: 'Guest Reader', contact });
  expect(order.customer_id).toBeNull();

  await page.goto(`/orders/${order.tracking_number}`);
  const field = page.getByLabel(t('text-order-lookup-contact'));
  await expect(field).toBeVisible();
  await expectNoViolations(page, 'the guest order look-up');
  await field.fill(newPhoneNumber());
  await page.getByRole('button', { name: t('text-show-order') }).click();
  await expect(page.getByText(t('text-order-not-found-for-contact'))).toBeVisible();
  await field.fill(contact);
  await page.getByRole('button', { name: t('text-show-order') }).click();
  await expect(page.getByTestId('order-total')).toHaveText(usd(order.total));
  await expect(page.getByRole('list', { name: t('text-order-progress') })).toBeVisible();
});
