import { type APIRequestContext, expect, test } from './support/test';
import type { ApiSchemas } from '@/framework/rest/types';
import { useToken } from './support/account';
import { expectNoViolations } from './support/axe';
import { digitalProduct, placeOrderThroughApi, shopperWithPhone } from './support/checkout';
import { t, tAr } from './support/i18n';
import { squarePng } from './support/png';

/**
 * Digital downloads and refunds on the production build (production server project): an e-book paid from the
 * wallet (the sign-up points) is downloaded once from /downloads, and its one-time link is then used up; an
 * unpaid online order of an e-book offers Pay now instead; a refund asked for with a photo shows as Pending on
 * /refunds and on its order.
 */

test('an e-book paid from the wallet downloads once; a refund with a photo is pending', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, phone } = await shopperWithPhone(request, 'Dora Downloads');
  const order = await placeOrderThroughApi(request, [await digitalProduct(request)], {
    token,
    contact: phone,
    digital: true,
    useWallet: true,
  });
  expect(order).toMatchObject({ payment_gateway: 'FULL_WALLET_PAYMENT', payment_status: 'payment-success' });
  const product = order.products[0]!;
  await useToken(context, baseURL!, token);

  await test.step('/downloads: Download fetches the file once', async () => {
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1, name: t('text-my-downloads') })).toBeVisible();
    const card = page.getByRole('article', { name: product.name });
    await expect(card.getByRole('link', { name: t('text-payment-pay-now') })).toHaveCount(0);
    await expectNoViolations(page, '/downloads');
    const linkAnswer = page.waitForResponse(
      (res) => res.url().endsWith('/api/downloads/digital_file') && res.request().method() === 'POST',
    );
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: t('text-download-named', { name: product.name }) }).click();
    const url = (await (await linkAnswer).json()) as string;
    expect(url).toMatch(/\/api\/download_url\/token\/[A-Za-z0-9_-]{43}$/);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = await file.path();
    expect(saved).toBeTruthy();
    const again = await request.get(url);
    expect(again.status()).toBe(404);
    expect(await again.json()).toMatchObject({ message: 'TOKEN_NOT_FOUND' });
  });

  await test.step('the order page: request a refund with a photo', async () => {
    await page.goto(`/orders/${order.tracking_number}`);
    await page.getByRole('button', { name: t('text-refund-request') }).click();
    const dialog = page.getByRole('dialog', { name: t('text-refund-request') });
    await expect(dialog.getByRole('option')).toHaveCount(6);
    await dialog.getByLabel(t('text-refund-reason')).selectOption({ index: 4 });
    await dialog.getByLabel(t('text-refund-title')).fill('The file does not open');
    await dialog.getByLabel(t('text-refund-description')).fill('My reader says the PDF is damaged.');
    await dialog.getByLabel(t('text-refund-add-photos')).setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: squarePng(64, [200, 40, 40]),
    });
    await expect(dialog.getByRole('img', { name: t('text-refund-photo-number', { number: 1 }) })).toBeVisible();
    await expectNoViolations(page, 'REFUND_REQUEST');
    await dialog.getByRole('button', { name: t('text-refund-submit') }).click();
    await expect(dialog).toBeHidden();
    const panel = page.getByRole('region', { name: t('text-refund') });
    await expect(panel).toContainText(t('text-refund-status-pending'));
    await expect(page.getByRole('button', { name: t('text-refund-request') })).toHaveCount(0);
  });

  await test.step('/refunds lists it as Pending, also in Arabic', async () => {
    await page.goto('/refunds');
    const card = page.getByRole('article', { name: 'The file does not open' });
    await expect(card).toContainText(t('text-refund-status-pending'));
    await expect(card.getByRole('link', { name: order.tracking_number })).toBeVisible();
    await expectNoViolations(page, '/refunds');
    await page.goto('/ar/refunds');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('article', { name: 'The file does not open' })).toContainText(
      tAr('text-refund-status-pending'),
    );
    await expectNoViolations(page, '/ar/refunds');
  });
});

test('an unpaid online e-book order shows Pay now on /downloads', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  const { token, phone } = await shopperWithPhone(request, 'Paula Pending');
  const order = await placeOrderThroughApi(request, [await digitalProduct(request)], {
    token,
    contact: phone,
    digital: true,
    gateway: 'SANDBOX',
  });
  expect(order.payment_status).toBe('payment-pending');
  await useToken(context, baseURL!, token);
  await page.goto('/downloads');
  const card = page.getByRole('article', { name: order.products[0]!.name });
  await expect(card.getByRole('link', { name: t('text-payment-pay-now') })).toHaveAttribute(
    'href',
    `/orders/${order.tracking_number}/payment`,
  );
  await expect(card.getByRole('button', { name: /./ })).toHaveCount(0);
  // The server refuses the file too, whatever the page shows.
  const refused = await request.post('/api/downloads/digital_file', {
    headers: { Authorization: `Bearer ${token}` },
    data: { digital_file_id: (await downloadsOf(request, token))[0]!.digital_file_id },
  });
  expect(refused.status()).toBe(422);
  await page.goto('/ar/downloads');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: tAr('text-payment-pay-now') })).toBeVisible();
  await expectNoViolations(page, '/ar/downloads');
});

async function downloadsOf(request: APIRequestContext, token: string) {
  const res = await request.get('/api/downloads', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ApiSchemas['DownloadPage']).data;
}
