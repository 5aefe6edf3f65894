import { expect, test } from './support/test';
import {
  accountButton,
  MAIL,
  newPassword,
  newShopper,
  openLogin,
  outboxCode,
  outboxMessage,
  registerThroughApi,
  submitLogin,
  toast,
} from './support/account';
import { t } from './support/i18n';

/**
 * Forgot password in a real browser (production server project): FORGOT_VIEW's three steps — email, the code
 * mailed to the development outbox (read in a second tab, as a shopper would read their mail), a new password —
 * then the login view, where only the new password works.
 */
test('a shopper resets a forgotten password with the emailed code and signs in with the new one', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = newShopper('Grace Hopper');
  await registerThroughApi(request, shopper);
  const chosen = newPassword();
  const forgot = page.getByRole('dialog', { name: t('text-forgot-password') });
  const tokenField = forgot.getByLabel(t('token-label'));

  await test.step('Sign in → Forgot password? → the email step', async () => {
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: t('text-forgot-password') }).click();
    await expect(forgot.getByText(t('forgot-password-helper'))).toBeVisible();
    await forgot.getByLabel(t('text-email'), { exact: true }).fill(shopper.email);
    await forgot.getByRole('button', { name: t('text-submit-email') }).click();
    // The server's message is shown above the code form.
    await expect(forgot.getByRole('status')).toHaveText(t('PICKBAZAR_MESSAGE.CHECK_YOUR_EMAIL'));
    await expect(tokenField).toBeVisible();
  });

  let code = '';
  await test.step('read the code in the outbox in another tab', async () => {
    const mailbox = await context.newPage();
    code = await outboxCode(await outboxMessage(mailbox, shopper.email, MAIL.passwordReset));
    await mailbox.close();
  });

  await test.step('the code step: a wrong code is refused on its field, the mailed one is accepted', async () => {
    await tokenField.fill('not-the-code-we-sent');
    await forgot.getByRole('button', { name: t('text-submit-token') }).click();
    await expect(tokenField).toHaveAttribute('aria-invalid', 'true');
    await expect(forgot.getByText(t('PICKBAZAR_ERROR.INVALID_TOKEN'))).toBeVisible();
    await tokenField.fill(code);
    await forgot.getByRole('button', { name: t('text-submit-token') }).click();
    await expect(forgot.getByLabel(t('text-new-password'), { exact: true })).toBeVisible();
  });

  await test.step('previous step returns to the code (kept), then on to the new password', async () => {
    await forgot.getByRole('button', { name: t('text-previous-step') }).click();
    await expect(tokenField).toHaveValue(code);
    await forgot.getByRole('button', { name: t('text-submit-token') }).click();
    await forgot.getByLabel(t('text-new-password'), { exact: true }).fill(chosen);
    await forgot.getByRole('button', { name: t('text-reset-password') }).click();
    await expect(toast(page, t('Successfully Reset Password!'))).toBeVisible();
  });

  await test.step('the login view opens: the old password fails, the new one signs in', async () => {
    const login = page.getByRole('dialog', { name: t('text-login') });
    await expect(login).toBeVisible();
    await submitLogin(login, shopper.email, shopper.password);
    await expect(login.getByRole('alert')).toContainText(t('error-credential-wrong'));
    await login.getByLabel(t('text-password'), { exact: true }).fill(chosen);
    await login.getByRole('button', { name: t('text-login'), exact: true }).click();
    await expect(login).toBeHidden();
    await expect(accountButton(page)).toBeVisible();
    // The mailed code also proved the address: the account pages open without a verification stop.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: t('text-profile') })).toBeVisible();
  });
});
