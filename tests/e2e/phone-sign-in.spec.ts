import { expect, type Page, test } from './support/test';
import {
  accountButton,
  MAIL,
  newPhoneNumber,
  newShopper,
  openLogin,
  outboxCode,
  outboxMessage,
  servePublicAddress,
} from './support/account';
import { t } from './support/i18n';

/**
 * Phone sign-in in a real browser (production server project) without Firebase or Twilio: the API texts the
 * code to the development outbox. A new number gets the registration step (name and email), a known number
 * only the code step.
 */

/** How people type a number: `+1 555 123 4567` (the form and the API drop the spaces). */
const spaced = (phone: string) => `${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`;

/** Sign in → Login with mobile number → the number → Send code. */
async function askForCode(page: Page, phone: string) {
  const login = await openLogin(page);
  await login.getByRole('button', { name: t('text-login-mobile') }).click();
  const mobile = page.getByRole('dialog', { name: t('text-login-mobile') });
  await expect(mobile.getByText(t('otp-login-helper'))).toBeVisible();
  await mobile.getByLabel(t('text-contact-number')).fill(spaced(phone));
  await mobile.getByRole('button', { name: t('text-send-otp') }).click();
  await expect(mobile.getByRole('status')).toHaveText(t('text-otp-sent-to', { phone }));
  return mobile;
}

/** The newest code texted to the number, read on the outbox page in another tab. */
async function textedCode(page: Page, phone: string): Promise<string> {
  const phoneScreen = await page.context().newPage();
  const code = await outboxCode(await outboxMessage(phoneScreen, phone, t('text-outbox-text-message')));
  await phoneScreen.close();
  return code;
}

test('a new number registers with name and email; signed out, the known number signs in with a code', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shopper = newShopper('Katherine Johnson');
  const phone = newPhoneNumber();
  await servePublicAddress(context, baseURL!);

  await test.step('a new number: the registration step asks for name and email with the code', async () => {
    await page.goto('/');
    const mobile = await askForCode(page, phone);
    await expect(mobile.getByLabel(t('text-name'), { exact: true })).toBeVisible();
    const code = await textedCode(page, phone);
    await mobile.getByLabel(t('text-name'), { exact: true }).fill(shopper.name);
    await mobile.getByLabel(t('text-email'), { exact: true }).fill(shopper.email);
    await mobile.getByLabel(t('text-otp-code')).fill(code);
    await mobile.getByRole('button', { name: t('text-register'), exact: true }).click();
    await expect(mobile).toBeHidden();
    await expect(accountButton(page)).toBeVisible();
  });

  await test.step('the new account confirms its email with the mailed link, then has the number', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: t('email-not-verified') })).toBeVisible();
    const mail = await outboxMessage(page, shopper.email, MAIL.verification);
    await mail.getByRole('link', { name: t('text-outbox-open-link') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('PICKBAZAR_MESSAGE.EMAIL_VERIFIED') })).toBeVisible();
    // Signed in, the page continues to the profile.
    await page.getByRole('button', { name: t('text-continue') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('text-profile') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('text-contact-number') })).toContainText(phone);
    await expect(
      page.getByRole('region', { name: t('text-personal-details') }).getByLabel(t('text-name'), { exact: true }),
    ).toHaveValue(shopper.name);
  });

  await test.step('log out, then sign in again with the known number: only the code is asked', async () => {
    await accountButton(page).click();
    await page
      .getByRole('dialog', { name: t('text-account-menu') })
      .getByRole('button', { name: t('text-logout'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
    const mobile = await askForCode(page, phone);
    await expect(mobile.getByLabel(t('text-name'), { exact: true })).toHaveCount(0);
    const code = await textedCode(page, phone);
    await mobile.getByLabel(t('text-otp-code')).fill(code);
    await mobile.getByRole('button', { name: t('text-verify-code') }).click();
    await expect(mobile).toBeHidden();
    await accountButton(page).click();
    const menu = page.getByRole('dialog', { name: t('text-account-menu') });
    await expect(menu).toContainText(shopper.name);
    await expect(menu).toContainText(shopper.email);
  });
});
