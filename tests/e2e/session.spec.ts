import { expect, test } from './support/test';
import {
  accountButton,
  authToken,
  newPassword,
  signInButton,
  signInFromHeader,
  useToken,
  verifiedShopper,
} from './support/account';
import { t } from './support/i18n';

/**
 * Revoked sessions in a real browser (production server project). SPEC §4: a 401 (or 403, NOT_AUTHORIZED) to a
 * request that carried the token removes it and sends the shopper home. The API revokes a token on logout and
 * every other token of the account on a password change.
 */

test('a token signed out through the API sends the shopper home, signed out, on the next save', async ({
  page,
  context,
  request,
}) => {
  const { shopper } = await verifiedShopper(request, 'Hedy Lamarr');
  await page.goto('/');
  await signInFromHeader(page, shopper.email, shopper.password);
  await page.goto('/profile');
  const details = page.getByRole('region', { name: t('text-personal-details') });
  await expect(details.getByLabel(t('text-name'), { exact: true })).toHaveValue(shopper.name);

  const token = await authToken(context);
  expect(token, 'the sign-in token cookie').toBeTruthy();
  const res = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `POST /api/logout answers ${res.status()}`).toBe(true);

  // The page still shows the profile; saving it is the next request that carries the token.
  await details.getByLabel(t('text-bio')).fill('Frequency hopping, mostly.');
  await details.getByRole('button', { name: t('text-save'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(signInButton(page)).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
  expect(await authToken(context)).toBeUndefined();
});

test('a password changed in another browser signs this one out when it next asks for the account', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { shopper, token } = await verifiedShopper(request, 'Alan Turing');
  await useToken(context, baseURL!, token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: t('text-profile') })).toBeVisible();

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto('/');
    await signInFromHeader(other, shopper.email, shopper.password);
    await other.goto('/change-password');
    const changed = newPassword();
    await other.getByLabel(t('text-old-password'), { exact: true }).fill(shopper.password);
    await other.getByLabel(t('text-new-password'), { exact: true }).fill(changed);
    await other.getByLabel(t('text-confirm-password'), { exact: true }).fill(changed);
    await other.getByRole('button', { name: t('text-change-password'), exact: true }).click();
    await expect(other.getByRole('alert').filter({ hasText: t('password-successful') })).toBeVisible();
    // The browser that changed it stays signed in.
    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: t('text-change-password') })).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  // Opening the profile again asks GET /me with the old token.
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(signInButton(page)).toBeVisible();
  expect(await authToken(context)).toBeUndefined();
});
