import { expect, type Locator, type Page, test } from './support/test';
import type { ApiSchemas } from '@/framework/rest/types';
import {
  accountButton,
  authToken,
  MAIL,
  newPassword,
  newShopper,
  openLogin,
  outboxMessage,
  registerThroughApi,
  servePublicAddress,
  signInButton,
  submitLogin,
  toast,
  useToken,
} from './support/account';
import { t } from './support/i18n';
import { squarePng } from './support/png';

/**
 * A new shopper's whole account life in a real browser (production server project): registration from the
 * header, the verification link from the development outbox, sign-in, the profile (name, bio, picture), the
 * address book, a password change after which the old password no longer works, and logout. And the shop's
 * rule that account pages wait for a verified email (useMustVerifyEmail in the seeded settings).
 */

const accountMenu = (page: Page) => page.getByRole('dialog', { name: t('text-account-menu') });

async function openAccountPage(page: Page, label: 'text-profile' | 'text-change-password') {
  await accountButton(page).click();
  await accountMenu(page)
    .getByRole('link', { name: t(label), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t(label) })).toBeVisible();
}

/** What the address form asks for (the API's address keeps street, city… in its `address`). */
interface AddressForm {
  title: string;
  type: 'billing' | 'shipping';
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** Fills ADD_OR_UPDATE_ADDRESS and saves it; the card then shows the address on one line. */
async function saveAddress(page: Page, book: Locator, address: AddressForm, submit: string) {
  const form = page.getByRole('dialog', { name: t('text-address') });
  await form.getByRole('radio', { name: t(address.type === 'billing' ? 'text-billing' : 'text-shipping') }).check();
  await form.getByLabel(t('text-address-title')).fill(address.title);
  await form.getByLabel(t('text-street-address')).fill(address.street);
  await form.getByLabel(t('text-city')).fill(address.city);
  await form.getByLabel(t('text-state')).fill(address.state);
  await form.getByLabel(t('text-zip')).fill(address.zip);
  await form.getByLabel(t('text-country')).fill(address.country);
  await form.getByRole('button', { name: submit, exact: true }).click();
  await expect(form).toBeHidden();
  const card = book.getByRole('listitem', { name: address.title, exact: true });
  await expect(card).toContainText(
    `${address.street}, ${address.city}, ${address.state} ${address.zip}, ${address.country}`,
  );
  await expect(card).toContainText(t(address.type === 'billing' ? 'text-billing' : 'text-shipping'));
  return card;
}

test('a new shopper registers, verifies the email, keeps a profile and addresses, changes the password, logs out', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shopper = newShopper('Ada Lovelace');
  const renamed = 'Ada King';
  const bio = 'Counts in base two; buys tea in bulk.';
  const changedPassword = newPassword();
  await servePublicAddress(context, baseURL!);

  await test.step('register from the header: Sign in → no account → Register', async () => {
    await page.goto('/');
    const login = await openLogin(page);
    await expect(login.getByText(t('login-helper'))).toBeVisible();
    await expect(login.getByText(t('text-no-account'))).toBeVisible();
    await login.getByRole('button', { name: t('text-register'), exact: true }).click();
    const register = page.getByRole('dialog', { name: t('text-register') });
    await register.getByLabel(t('text-name'), { exact: true }).fill(shopper.name);
    await register.getByLabel(t('text-email'), { exact: true }).fill(shopper.email);
    await register.getByLabel(t('text-password'), { exact: true }).fill(shopper.password);
    await register.getByRole('button', { name: t('text-register'), exact: true }).click();
    await expect(register).toBeHidden();
    await expect(accountButton(page)).toBeVisible();
  });

  await test.step('unverified, the profile holds the shopper at the verify-email page; log out there', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1, name: t('email-not-verified') })).toBeVisible();
    await page.getByRole('button', { name: t('text-logout'), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(signInButton(page)).toBeVisible();
  });

  await test.step('open the verification link from the development outbox, then sign in', async () => {
    const mail = await outboxMessage(page, shopper.email, MAIL.verification);
    await mail.getByRole('link', { name: t('text-outbox-open-link') }).click();
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await expect(page.getByRole('status').filter({ hasText: t('PICKBAZAR_MESSAGE.EMAIL_VERIFIED') })).toBeVisible();
    // Signed out, the page continues to the home page with the login view open.
    await page.getByRole('button', { name: t('text-continue') }).click();
    await expect(page).toHaveURL(/\/$/);
    const login = page.getByRole('dialog', { name: t('text-login') });
    await submitLogin(login, shopper.email, shopper.password);
    await expect(login).toBeHidden();
    await openAccountPage(page, 'text-profile');
  });

  await test.step('change name and bio, upload a picture, save; all of it is still there after a reload', async () => {
    const details = page.getByRole('region', { name: t('text-personal-details') });
    await expect(details.getByLabel(t('text-name'), { exact: true })).toHaveValue(shopper.name);
    await details.getByLabel(t('text-upload-picture')).setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: squarePng(96, [37, 99, 235]),
    });
    await expect(details.getByRole('img', { name: t('text-profile-picture') })).toBeVisible();
    await details.getByLabel(t('text-name'), { exact: true }).fill(renamed);
    await details.getByLabel(t('text-bio')).fill(bio);
    await details.getByRole('button', { name: t('text-save'), exact: true }).click();
    await expect(toast(page, t('profile-update-successful'))).toBeVisible();

    await page.reload();
    await expect(details.getByLabel(t('text-name'), { exact: true })).toHaveValue(renamed);
    await expect(details.getByLabel(t('text-bio'))).toHaveValue(bio);
    const picture = details.getByRole('img', { name: t('text-profile-picture') });
    await expect(picture).toBeVisible();
    // The stored picture is served back (the server re-encodes it), not just the local preview.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(details.getByLabel(t('text-change-picture'))).toBeAttached();
  });

  await test.step('address book: add two addresses, edit one, delete the other', async () => {
    const book = page.getByRole('region', { name: t('text-addresses') });
    await expect(book.getByText(t('text-no-address'))).toBeVisible();
    const home = {
      title: 'Home',
      type: 'billing',
      street: '12 Harbour Street',
      city: 'Portsmouth',
      state: 'Hampshire',
      zip: 'PO1 2AB',
      country: 'United Kingdom',
    } as const;
    await book.getByRole('button', { name: t('text-add-address') }).click();
    await saveAddress(page, book, home, t('text-save-address'));

    const work = {
      title: 'Work',
      type: 'shipping',
      street: '1 Analytical Row',
      city: 'London',
      state: 'Greater London',
      zip: 'EC1A 1BB',
      country: 'United Kingdom',
    } as const;
    await book.getByRole('button', { name: t('text-add-address') }).click();
    await saveAddress(page, book, work, t('text-save-address'));

    await book.getByRole('button', { name: t('text-edit-address-named', { title: work.title }) }).click();
    const form = page.getByRole('dialog', { name: t('text-address') });
    await expect(form.getByLabel(t('text-street-address'))).toHaveValue(work.street);
    const studio = { ...work, title: 'Studio', street: '7 Engine Yard', zip: 'EC2A 4NE' };
    await saveAddress(page, book, studio, t('text-update-address'));
    await expect(book.getByRole('listitem', { name: work.title, exact: true })).toHaveCount(0);

    await book.getByRole('button', { name: t('text-delete-address-named', { title: home.title }) }).click();
    const confirm = page.getByRole('dialog', { name: t('text-delete-address') });
    await expect(confirm.getByText(t('text-delete-address-confirm-named', { title: home.title }))).toBeVisible();
    await confirm.getByRole('button', { name: t('text-delete'), exact: true }).click();
    await expect(toast(page, t('successfully-address-deleted'))).toBeVisible();
    await expect(book.getByRole('listitem', { name: home.title, exact: true })).toHaveCount(0);

    await page.reload();
    await expect(book.getByRole('listitem')).toHaveCount(1);
    await expect(book.getByRole('listitem', { name: studio.title, exact: true })).toContainText(studio.street);
  });

  await test.step('change the password', async () => {
    await openAccountPage(page, 'text-change-password');
    await page.getByLabel(t('text-old-password'), { exact: true }).fill(shopper.password);
    await page.getByLabel(t('text-new-password'), { exact: true }).fill(changedPassword);
    await page.getByLabel(t('text-confirm-password'), { exact: true }).fill(changedPassword);
    await page.getByRole('button', { name: t('text-change-password'), exact: true }).click();
    await expect(toast(page, t('password-successful'))).toBeVisible();
    await expect(page.getByLabel(t('text-old-password'), { exact: true })).toHaveValue('');
  });

  await test.step('log out from the account menu; the old password no longer signs in, the new one does', async () => {
    await accountButton(page).click();
    await accountMenu(page)
      .getByRole('button', { name: t('text-logout'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
    const login = await openLogin(page);
    await submitLogin(login, shopper.email, shopper.password);
    await expect(login.getByRole('alert')).toContainText(t('error-credential-wrong'));
    await expect(signInButton(page)).toBeVisible();
    await login.getByLabel(t('text-password'), { exact: true }).fill(changedPassword);
    await login.getByRole('button', { name: t('text-login'), exact: true }).click();
    await expect(login).toBeHidden();
    await openAccountPage(page, 'text-profile');
    await expect(
      page.getByRole('region', { name: t('text-personal-details') }).getByLabel(t('text-name'), { exact: true }),
    ).toHaveValue(renamed);
  });

  await test.step('log out from the profile page: signed out everywhere', async () => {
    await page
      .getByRole('navigation', { name: t('text-account-menu') })
      .getByRole('link', { name: t('text-logout') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(signInButton(page)).toBeVisible();
    expect(await authToken(context)).toBeUndefined();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: t('text-sign-in-required') })).toBeVisible();
  });
});

test('an unverified shopper is held at the verify-email page until the emailed link is used', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const settings = (await (await request.get('/api/settings')).json()) as ApiSchemas['Settings'];
  expect(settings.options.useMustVerifyEmail, 'the seeded shop requires verified emails').toBe(true);
  const shopper = newShopper('Mary Somerville');
  await useToken(context, baseURL!, await registerThroughApi(request, shopper));
  await servePublicAddress(context, baseURL!);
  const held = page.getByRole('heading', { level: 1, name: t('email-not-verified') });

  for (const path of ['/profile', '/change-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(held).toBeVisible();
  }
  await expect(page.getByRole('link', { name: t('text-back-to-home') })).toBeVisible();

  await page.getByRole('button', { name: t('text-resend-verification-email') }).click();
  await expect(toast(page, t('PICKBAZAR_MESSAGE.EMAIL_SENT_SUCCESSFUL'))).toBeVisible();
  // The newest link (the resent one) works; signed in, it continues to the profile.
  const mail = await outboxMessage(page, shopper.email, MAIL.verification);
  await mail.getByRole('link', { name: t('text-outbox-open-link') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('PICKBAZAR_MESSAGE.EMAIL_VERIFIED') })).toBeVisible();
  await page.getByRole('button', { name: t('text-continue') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('text-profile') })).toBeVisible();
  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/profile$/);
});
