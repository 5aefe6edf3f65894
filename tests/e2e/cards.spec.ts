import { expect, type Page, test } from './support/test';
import { useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { t } from './support/i18n';
import { routeStripe, TEST_CARDS } from './support/stripe';

/**
 * /cards with Stripe configured (payments-stripe project): cards are saved through Stripe Elements and a
 * SetupIntent (the Stripe.js double in the browser, the fake Stripe API behind both browser and server), made
 * default and deleted; what the page shows is what GET /cards answers after each step.
 */

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: t('text-card-add') }).click();
  const dialog = page.getByRole('dialog', { name: t('text-card-add') });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('button', { name: t('text-card-save') }).click();
  await expect(dialog).toBeHidden();
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test('a shopper adds two cards, makes the second the default and deletes the first', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { token } = await verifiedShopper(request, 'Cora Cards');
  await useToken(context, baseURL!, token);
  await routeStripe(page);

  await page.goto('/cards');
  await expect(page.getByRole('heading', { level: 1, name: t('text-my-cards') })).toBeVisible();
  await expect(page.getByText(t('text-card-none'))).toBeVisible();

  await addCard(page, TEST_CARDS.visa);
  await expect(cardTitles(page)).toHaveText(['Visa ending in 4242']);
  await addCard(page, TEST_CARDS.mastercard);
  await expect(cardTitles(page)).toHaveText(['Visa ending in 4242', 'Mastercard ending in 4444']);
  const visa = page.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' });
  await expect(visa.getByText(t('text-default'), { exact: true })).toBeVisible();
  await expectNoViolations(page, '/cards with two cards');

  await page
    .getByRole('button', { name: t('text-card-make-default-named', { card: 'Mastercard ending in 4444' }) })
    .click();
  await expect(cardTitles(page)).toHaveText(['Mastercard ending in 4444', 'Visa ending in 4242']);
  const mastercard = page.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' });
  await expect(mastercard.getByText(t('text-default'), { exact: true })).toBeVisible();
  await expect(visa.getByText(t('text-default'), { exact: true })).toBeHidden();

  await page.getByRole('button', { name: t('text-card-delete-named', { card: 'Visa ending in 4242' }) }).click();
  const confirm = page.getByRole('dialog', { name: t('text-card-delete') });
  await confirm.getByRole('button', { name: t('text-delete'), exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(cardTitles(page)).toHaveText(['Mastercard ending in 4444']);

  // What the page shows is stored: the API agrees after a reload.
  const res = await request.get('/api/cards', { headers: { Authorization: `Bearer ${token}` } });
  const stored = (await res.json()) as { last4: string; default_card: boolean }[];
  expect(stored.map((card) => [card.last4, card.default_card])).toEqual([['4444', true]]);
});

test('the card form and list read right to left in Arabic', async ({ page, request, context, baseURL }) => {
  const { token } = await verifiedShopper(request, 'Rami Cards');
  await useToken(context, baseURL!, token);
  await routeStripe(page);
  await page.goto('/ar/cards');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إضافة بطاقة' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة بطاقة' });
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expectNoViolations(page, '/ar/cards with the add-card dialog');
});
