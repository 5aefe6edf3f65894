import { expect, test } from './support/test';
import { useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { placeOrderThroughApi, productsFromShops } from './support/checkout';
import { adminTexts, askRefundThroughApi, payWithSandbox, refundsOperator } from './support/refunds';

/**
 * The refund queue (issue 22) on the production build: the operator's queue and a refund's page with its decision
 * form pass axe in English and Arabic (right to left). The card-paid approval runs in the payments-stripe project
 * (back-office-refunds-stripe.spec.ts).
 */
test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'ar'] as const) {
  test(`the refund queue and a refund pass axe (${language})`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const token = await refundsOperator(request);
    const [product] = await productsFromShops(request, 1);
    const buyer = await verifiedShopper(request, 'Rafa Refund');
    const order = await placeOrderThroughApi(request, [product!], {
      token: buyer.token,
      contact: '+15550002222',
      gateway: 'SANDBOX',
    });
    await payWithSandbox(request, buyer.token, order);
    const refundId = await askRefundThroughApi(request, buyer.token, order);
    await useToken(context, baseURL!, token);
    const prefix = language === 'en' ? '' : `/${language}`;
    const texts = adminTexts(language);

    await page.goto(`${prefix}/admin/refunds?status=pending`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const link = page.getByRole('link', { name: texts['text-refund-number']!.replace('{{id}}', String(refundId)) });
    await expect(link).toBeVisible();
    await expectNoViolations(page, `the refund queue (${language})`);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/refunds/${refundId}$`));
    await expect(page.getByRole('button', { name: texts['button-approve-refund'] })).toBeVisible();
    await expect(page.getByLabel(texts['label-note-for-shopper']!)).toBeVisible();
    await expectNoViolations(page, `a refund (${language})`);

    // Rejecting without a note: the API's field error shows under the note.
    await page.getByRole('button', { name: texts['button-reject-refund'] }).click();
    await expect(page.getByLabel(texts['label-note-for-shopper']!)).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, `a refund with a field error (${language})`);
  });
}
