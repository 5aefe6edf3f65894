import { expect, type Page, test } from './support/test';
import { submitLogin, useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { json, simpleProduct } from './support/catalogue';
import { t } from './support/i18n';

/**
 * Community features on the production server: the wishlist heart (signed out it asks to sign in first, then
 * saves), /wishlists with remove; a question asked on the product page listed under /questions; an abuse report
 * on a review listed under /reports; a thumbs-up on a review that updates its count.
 */

type Review = {
  id: number;
  product_id: number;
  comment: string;
  positive_feedbacks_count: number;
  user?: { name: string } | null;
};

/** The newest review (so it is on the first page of its product's reviews) and its product's slug. */
async function newestReview(page: Page) {
  const request = page.request;
  const reviews = await json<{ data: Review[] }>(request, '/api/reviews?limit=1&with=user');
  const review = reviews.data[0]!;
  const product = await json<{ slug: string; name: string }>(request, `/api/products/${review.product_id}`);
  return { review, product };
}

const heart = (page: Page, name: string, saved: boolean) =>
  page
    .getByRole('main')
    .getByRole('button', {
      name: t(saved ? 'text-wishlist-remove-name' : 'text-wishlist-add-name', { name }),
      exact: true,
    })
    .first();

test('the heart saves a product after sign-in; /wishlists lists it and removes it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { shopper } = await verifiedShopper(request, 'Wanda Wishlist');
  const product = await simpleProduct(request);
  await page.goto(`/products/${product.slug}`);

  // Signed out: the login view, and the product is saved right after signing in.
  await heart(page, product.name, false).click();
  const login = page.getByRole('dialog', { name: t('text-login') });
  await expect(login).toBeVisible();
  await submitLogin(login, shopper.email, shopper.password);
  await expect(login).toBeHidden();
  await expect(heart(page, product.name, true)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlists');
  await expect(page.getByRole('heading', { level: 1, name: t('text-my-wishlists') })).toBeVisible();
  const item = page.getByRole('article', { name: product.name });
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: t('text-add-to-cart') })).toBeVisible();
  await expectNoViolations(page, '/wishlists with a product');

  await item.getByRole('button', { name: t('text-wishlist-remove-name', { name: product.name }) }).click();
  await expect(page.getByText(t('text-wishlist-empty'))).toBeVisible();
  await page.goto(`/products/${product.slug}`);
  await expect(heart(page, product.name, false)).toHaveAttribute('aria-pressed', 'false');
});

test('a question asked on the product page is listed under /questions, escaped', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { token } = await verifiedShopper(request, 'Quinn Question');
  await useToken(context, baseURL!, token);
  const product = await simpleProduct(request);
  const question = `Does it <b>fit</b> a small kitchen? ${Date.now()}`;

  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: t('text-ask-question'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('text-ask-question') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('text-submit-question') }).click();
  await expect(dialog.getByText(t('error-question-required'))).toBeVisible();
  await dialog.getByLabel(t('text-your-question')).fill(question);
  await expectNoViolations(page, 'QUESTION_FORM');
  await dialog.getByRole('button', { name: t('text-submit-question') }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: t('text-my-questions') })).toBeVisible();
  // Shown as typed: the markup is text, not HTML.
  await expect(page.getByText(question, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByText(t('text-question-waiting'))).toBeVisible();
  await expectNoViolations(page, '/questions');
});

test('a review is reported once and listed under /reports; a thumbs-up updates its count', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { token } = await verifiedShopper(request, 'Rory Reporter');
  await useToken(context, baseURL!, token);
  const { review, product } = await newestReview(page);
  const author = review.user?.name ?? t('text-anonymous');

  await page.goto(`/products/${product.slug}`);
  const reviews = page.locator('#reviews');
  const item = reviews
    .getByRole('listitem')
    .filter({ hasText: review.comment.slice(0, 40) })
    .first();
  const before = review.positive_feedbacks_count;
  const up = item.getByRole('button', { name: t('text-helpful-count', { number: before }), exact: true });
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await up.click();
  const voted = item.getByRole('button', { name: t('text-helpful-count', { number: before + 1 }), exact: true });
  await expect(voted).toHaveAttribute('aria-pressed', 'true');
  const stored = await json<Review>(page.request, `/api/reviews/${review.id}`);
  expect(stored.positive_feedbacks_count).toBe(before + 1);

  const message = `Spam link in <a href="x">here</a> ${Date.now()}`;
  const report = item.getByRole('button', { name: t('text-report-review-by', { name: author }) });
  await report.click();
  const dialog = page.getByRole('dialog', { name: t('text-report-abuse') });
  await dialog.getByLabel(t('text-report-reason')).fill(message);
  await expectNoViolations(page, 'ABUSE_REPORT');
  await dialog.getByRole('button', { name: t('text-report-send') }).click();
  await expect(dialog).toBeHidden();

  // A second report of the same review is refused, with the reason on the form.
  await report.click();
  await dialog.getByLabel(t('text-report-reason')).fill('Again');
  await dialog.getByRole('button', { name: t('text-report-send') }).click();
  await expect(dialog.getByText(t('error-already-reported'))).toBeVisible();
  await dialog.getByRole('button', { name: t('text-cancel') }).click();

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: t('text-my-reports') })).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expectNoViolations(page, '/reports');
});
