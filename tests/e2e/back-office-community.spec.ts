import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page, test } from './support/test';
import { useToken, verifiedShopper } from './support/account';
import { expectNoViolations } from './support/axe';
import { adminTexts, operatorAccount } from './support/back-office';
import { placeOrderThroughApi, productsFromShops } from './support/checkout';

/**
 * The questions inbox and the abuse reports (issue 22) on the production build: a vendor answers a shopper's
 * question in /admin/questions and the answer shows on the product page; the operator hides a reported review in
 * /admin/reports and it leaves the product page, and the reporter's /reports says so. axe checks both pages in
 * English and Arabic. The operator is named by ADMIN_EMAILS of the e2e server (scripts/e2e-server.mjs).
 */
const OPERATOR_EMAIL = 'community-operator@e2e.example';
const admin = adminTexts('en');
const common = JSON.parse(readFileSync(path.join(__dirname, '../../public/locales/en/common.json'), 'utf8')) as Record<
  string,
  string
>;

test.describe.configure({ mode: 'serial' });

const operator = operatorAccount('Otto Operator', OPERATOR_EMAIL);

async function call(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown, token: string) {
  const res = await request[method](url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number };
}

/** The page as a visitor sees it: shared pages may be served from the page cache for PAGE_CACHE_SECONDS. */
async function eventually(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 40_000, intervals: [1_000, 2_000, 3_000] });
}

test('a vendor answers a question in the back office and the answer shows on the product page', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [product] = await productsFromShops(request, 1);
  const vendor = await verifiedShopper(request, 'Vicky Vendor');
  await call(
    request,
    'post',
    `/api/admin/shops/${product!.shop_id}/members`,
    { email: vendor.shopper.email, role: 'staff' },
    await operator(request),
  );
  const asker = await verifiedShopper(request, 'Ada Asker');
  const question = `Can it be frozen? ${randomInt(1_000_000)}`;
  await call(
    request,
    'post',
    '/api/questions',
    { question, product_id: product!.id, shop_id: product!.shop_id },
    asker.token,
  );

  await useToken(page.context(), baseURL!, vendor.token);
  await page.goto('/admin/questions?status=unanswered');
  await expect(page.getByRole('heading', { name: admin['text-questions'], level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: question });
  await expect(card).toBeVisible();
  const answer = `Yes, for up to three months ${randomInt(1_000_000)}`;
  await card.getByLabel(admin['label-answer']!).fill(answer);
  await card.getByRole('button', { name: admin['button-save-answer'] }).click();
  await expect(card.getByRole('status')).toHaveText(admin['text-answer-saved']!);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const questions = visitorPage.locator('section[aria-labelledby="questions-title"]');
  await eventually(visitorPage, `/products/${product!.slug}`, async () => {
    await expect(questions.getByText(question)).toBeVisible({ timeout: 2_000 });
    await expect(questions.getByText(answer)).toBeVisible({ timeout: 2_000 });
  });
  await visitor.close();
});

test('the operator hides a reported review; it leaves the product page and the reporter sees the outcome', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const token = await operator(request);
  const [product] = await productsFromShops(request, 1);
  const buyer = await verifiedShopper(request, 'Rex Reviewer');
  const order = await placeOrderThroughApi(request, [product!], { token: buyer.token, contact: '+15550002222' });
  const child = order.children![0]!;
  for (const status of ['order-at-local-facility', 'order-out-for-delivery', 'order-completed']) {
    await call(request, 'put', `/api/admin/orders/${child.id}/status`, { status }, token);
  }
  const comment = `Rude words about the seller ${randomInt(1_000_000)}`;
  const review = await call(
    request,
    'post',
    '/api/reviews',
    { product_id: product!.id, shop_id: product!.shop_id, order_id: child.id, comment, rating: 1 },
    buyer.token,
  );
  const reporter = await verifiedShopper(request, 'Rita Reporter');
  const reason = `Insults the seller ${randomInt(1_000_000)}`;
  await call(
    request,
    'post',
    '/api/abusive_reports',
    { model_id: review.id, model_type: 'Review', message: reason },
    reporter.token,
  );

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const reviews = visitorPage.locator('#reviews');
  await eventually(visitorPage, `/products/${product!.slug}`, async () => {
    await expect(reviews.getByText(comment)).toBeVisible({ timeout: 2_000 });
  });

  await useToken(page.context(), baseURL!, token);
  await page.goto('/admin/reports?status=pending');
  await expect(page.getByRole('heading', { name: admin['text-reports'], level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: reason });
  await expect(card.getByText(comment)).toBeVisible();
  await card.getByRole('button', { name: admin['button-hide-review'] }).click();
  // Decided, the report leaves the pending list.
  await expect(card).toBeHidden();
  await page.goto('/admin/reports?status=decided');
  await expect(
    page.getByRole('listitem').filter({ hasText: reason }).getByText(admin['text-item-hidden']!),
  ).toBeVisible();

  await eventually(visitorPage, `/products/${product!.slug}`, async () => {
    await expect(reviews).toBeVisible({ timeout: 2_000 });
    await expect(reviews.getByText(comment)).toHaveCount(0);
  });
  await visitor.close();

  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await useToken(reporterContext, baseURL!, reporter.token);
  await reporterPage.goto('/reports');
  const mine = reporterPage.getByRole('article').filter({ hasText: reason });
  await expect(mine.getByText(common['text-report-hidden']!)).toBeVisible();
  await reporterContext.close();
});

for (const language of ['en', 'ar'] as const) {
  test(`the questions and reports pages pass axe (${language})`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const token = await operator(request);
    await useToken(context, baseURL!, token);
    const prefix = language === 'en' ? '' : `/${language}`;
    const texts = adminTexts(language);

    await page.goto(`${prefix}/admin/questions`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { name: texts['text-questions'], level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: texts['button-save-answer'] }).first()).toBeVisible();
    await expectNoViolations(page, `the questions inbox (${language})`);

    await page.goto(`${prefix}/admin/reports`);
    await expect(page.getByRole('heading', { name: texts['text-reports'], level: 1 })).toBeVisible();
    await expect(page.getByText(texts['text-report-reason']!).first()).toBeVisible();
    await expectNoViolations(page, `the abuse reports (${language})`);
  });
}
