import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, test } from './support/test';
import { toast, useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { json, type ProductPage, type WireProduct } from './support/catalogue';
import { placeOrderThroughApi } from './support/checkout';
import { t } from './support/i18n';
import { squarePng } from './support/png';

/**
 * Reviews on the production build (production server project): a new shopper pays a cheap product from the wallet
 * (signup points), so the order is completed at once; the order page offers "Write a review" on its line, the
 * shopper rates it, writes a comment and adds a photo; the review shows on the product page with its photo, which
 * opens the photo popover.
 */

/** A cheap simple physical product in stock, picked at random so parallel tests rarely share its page. */
async function cheapProduct(request: APIRequestContext): Promise<WireProduct> {
  const page = await json<ProductPage>(
    request,
    `/api/products?search=${encodeURIComponent('product_type:simple;is_digital:false')}&searchJoin=and&limit=100`,
  );
  const cheap = page.data.filter((p) => p.in_stock && !p.is_external && p.quantity > 5 && p.min_price <= 8);
  expect(cheap.length, 'cheap products').toBeGreaterThan(0);
  return json<WireProduct>(request, `/api/products/${cheap[randomInt(cheap.length)]!.slug}`);
}

test('a review with a photo from a completed order shows on the product page; its photo opens', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const { shopper, token } = await verifiedShopper(request, 'Rita Reviewer');
  const product = await cheapProduct(request);
  // Paid entirely with the sign-up wallet points: FULL_WALLET_PAYMENT orders are completed at once.
  const order = await placeOrderThroughApi(request, [product], { token, contact: '+12125550100', useWallet: true });
  expect(order.order_status).toBe('order-completed');
  await useToken(context, baseURL!, token);

  await page.goto(`/orders/${order.tracking_number}`);
  const write = page.getByRole('button', { name: `${t('text-write-review')}: ${product.name}` });
  await expect(write).toBeEnabled();
  await write.click();
  const dialog = page.getByRole('dialog', { name: t('text-review-product') });
  await expect(dialog.getByRole('heading', { name: t('text-write-review') })).toBeVisible();
  // The shopper clicks the fourth star (the label of a visually hidden radio button).
  const fourStars = { name: t('text-star-choice', { value: 4 }) };
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', fourStars) })
    .click();
  await expect(dialog.getByRole('radio', fourStars)).toBeChecked();
  const comment = `Crisp and sweet, would buy again ${randomInt(1_000_000)}`;
  await dialog.getByLabel(t('text-your-review')).fill(comment);
  await dialog.getByLabel(t('text-add-photos')).setInputFiles({
    name: 'apples.png',
    mimeType: 'image/png',
    buffer: squarePng(64, [200, 40, 40]),
  });
  await expect(dialog.getByRole('img', { name: t('text-photo-number', { number: 1 }) })).toBeVisible();
  await expectNoViolations(page, 'the review form');
  await dialog.getByRole('button', { name: t('text-write-review') }).click();
  await expect(toast(page, t('text-review-submitted'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `${t('text-update-review')}: ${product.name}` })).toBeVisible();

  await page.goto(`/products/${product.slug}`);
  const review = page.getByRole('article').filter({ hasText: comment });
  await expect(review).toBeVisible();
  await expect(review).toContainText(shopper.name);
  const photoName = t('text-review-photo', { name: shopper.name, number: 1 });
  await review.getByRole('button', { name: photoName }).click();
  const popover = page.getByRole('dialog', { name: t('text-review-photos') });
  await expect(popover.getByRole('img', { name: photoName })).toBeVisible();
  await expect(popover).toContainText(t('text-photo-of', { number: 1, total: 1 }));
  await expectNoViolations(page, 'the review photo popover');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
});
