import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ApiSchemas } from '@/framework/rest/types';
import { t } from './i18n';

/**
 * Shoppers for the account journeys. Every test makes its own (a unique email, phone number and password),
 * through the browser or the API, and reads what the shop sent from the development outbox: with no mail or
 * SMS service configured the e2e servers keep messages there (GET /api/dev/outbox, the /dev/outbox page).
 *
 * The account endpoints are rate limited per client address (src/server/services/auth/limits.ts), and every
 * test talks to the same server from 127.0.0.1: the production-server project makes 7 registrations and 7
 * password sign-ins per server run (limits: 10 and 20 in 15 minutes), and texts 5 codes (limit: 10 in 10): 2
 * for phone sign-in, 2 for the checkout and order shoppers (signed up by phone, support/checkout.ts) and 1 for
 * the guest checkout's contact.
 */
export interface Shopper {
  name: string;
  email: string;
  password: string;
}

/** The subjects of the API's account mails (src/server/services/auth/account-mails.ts). */
export const MAIL = {
  verification: 'Please confirm your email address',
  passwordReset: 'Your password reset code',
} as const;

const uniqueId = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** A password the API accepts: long, not common, and without the shopper's name or email in it. */
export const newPassword = () => `Amber kettle ${randomInt(100_000, 1_000_000)} lanterns`;

export function newShopper(name: string): Shopper {
  const handle = name.split(' ')[0]!.toLowerCase();
  return { name, email: `${handle}.${uniqueId()}@e2e.example`, password: newPassword() };
}

/** A North American number nobody else in the run has (E.164, as the API stores it). */
export const newPhoneNumber = () => `+1555${randomInt(1_000_000, 10_000_000)}`;

async function post<T>(request: APIRequestContext, url: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(url, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.ok(), `POST ${url} answers ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The newest outbox message to `recipient` with this subject, read through the API. */
async function lastMail(
  request: APIRequestContext,
  recipient: string,
  subject: string,
): Promise<ApiSchemas['OutboxMessage']> {
  const res = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(res.ok(), `GET /api/dev/outbox answers ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: ApiSchemas['OutboxMessage'][] };
  const mail = data.find((message) => message.subject === subject);
  expect(mail, `a mail "${subject}" to ${recipient}`).toBeDefined();
  return mail!;
}

/** POST /api/register: the new (unverified) account's sign-in token. */
export async function registerThroughApi(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const answer = await post<ApiSchemas['Registered']>(request, '/api/register', shopper);
  return answer.token;
}

/** Confirms the shopper's email with the token of the verification mail, as its link would. */
export async function verifyEmailThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const mail = await lastMail(request, email, MAIL.verification);
  await post(request, '/api/email/verify', { token: mail.meta.token });
}

/** A registered shopper with a verified email, and their sign-in token. */
export async function verifiedShopper(request: APIRequestContext, name: string) {
  const shopper = newShopper(name);
  const token = await registerThroughApi(request, shopper);
  await verifyEmailThroughApi(request, shopper.email);
  return { shopper, token };
}

export async function changePasswordThroughApi(
  request: APIRequestContext,
  token: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const answer = await post<ApiSchemas['AccountResult']>(
    request,
    '/api/change-password',
    { oldPassword, newPassword },
    token,
  );
  expect(answer.success).toBe(true);
}

/** Signs the browser in with a token from the API (the storefront keeps it in the auth_token cookie). */
export async function useToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL, sameSite: 'Lax' }]);
}

export async function authToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
}

/**
 * Mail links point at the shop's public address (NEXT_PUBLIC_SITE_URL, http://localhost:3000 by default), not at
 * the port the server under test listens on. This answers that address with a redirect to the same path here,
 * as the proxy or DNS name in front of a real shop would, so the test can follow a link the way a shopper does.
 */
export async function servePublicAddress(context: BrowserContext, baseURL: string): Promise<void> {
  const publicUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
  if (new URL(publicUrl).origin === new URL(baseURL).origin) return;
  await context.route(`${publicUrl}/**`, (route) => {
    const { pathname, search } = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: new URL(`${pathname}${search}`, baseURL).href } });
  });
}

/**
 * Opens the development outbox page and finds the newest message to `recipient` with this heading (a mail's
 * subject, or "Text message" for an SMS). Messages are listed newest first.
 */
export async function outboxMessage(page: Page, recipient: string, heading: string): Promise<Locator> {
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: t('text-outbox') })).toBeVisible();
  const message = page.getByRole('listitem', { name: heading, exact: true }).filter({ hasText: recipient }).first();
  await expect(message).toBeVisible();
  return message;
}

/** The code (or one-time token) an outbox message shows apart from its text. */
export async function outboxCode(message: Locator): Promise<string> {
  const code = (await message.getByRole('code').textContent())?.trim() ?? '';
  expect(code, 'the message shows a code').not.toBe('');
  return code;
}

/** The header's account button (signed in) and sign-in button (signed out). */
export const accountButton = (page: Page) => page.getByRole('button', { name: t('text-account-menu'), exact: true });
export const signInButton = (page: Page) => page.getByRole('button', { name: t('text-sign-in'), exact: true });

/** A toast (react-toastify; they close after 2 s, so look for them right after the action). */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Opens LOGIN_VIEW from the header. */
export async function openLogin(page: Page): Promise<Locator> {
  await signInButton(page).click();
  const dialog = page.getByRole('dialog', { name: t('text-login') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and submits the email and password form of a login view (the modal or an account page's). */
export async function submitLogin(view: Locator, email: string, password: string): Promise<void> {
  await view.getByLabel(t('text-email'), { exact: true }).fill(email);
  await view.getByLabel(t('text-password'), { exact: true }).fill(password);
  await view.getByRole('button', { name: t('text-login'), exact: true }).click();
}

/** Signs in from the header's login view and waits until the header shows the account button. */
export async function signInFromHeader(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openLogin(page);
  await submitLogin(dialog, email, password);
  await expect(dialog).toBeHidden();
  await expect(accountButton(page)).toBeVisible();
}
