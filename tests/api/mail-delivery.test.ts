import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetServerEnv, serverEnv } from '@/config/env';
import { GOOD_PASSWORD, mailCount, uniqueEmail } from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { type SmtpListener, startSmtpListener } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * With SMTP_URL set, account mail leaves through nodemailer to a real SMTP listener on loopback, and nothing
 * is kept in the development outbox.
 */
let smtp: SmtpListener;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpListener();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'Test Shop <shop@example.com>';
  resetServerEnv();
  t = await createTestApp();
});
afterEach(() => {
  smtp.refuseRecipients(false);
  vi.restoreAllMocks();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetServerEnv();
  await t?.close();
  await smtp?.close();
});

async function call(path: string, body: unknown, token?: string) {
  return t.post(path, body, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

const tokenIn = (text: string) => /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function register(email = uniqueEmail('smtp')) {
  const res = await call('/register', { name: 'Sam Smtp', email, password: GOOD_PASSWORD });
  expect(res.status).toBe(200);
  return { email, token: res.body.token as string };
}

describe('mail over SMTP (SMTP_URL)', () => {
  it('delivers the verification mail, text and HTML, from MAIL_FROM; the link in it works', async () => {
    const { email, token } = await register();
    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe('shop@example.com');
    expect(mail.headers.from).toContain('Test Shop');
    expect(mail.headers.to).toBe(email);
    expect(mail.headers.subject).toBe('Please confirm your email address');
    const link = `${serverEnv().siteUrl}/verify-email?token=`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}`);

    const verified = await call('/email/verify', { token: tokenIn(mail.text) });
    expect(verified.status).toBe(200);
    expect((await t.get('/me', { headers: { authorization: `Bearer ${token}` } })).body.email_verified).toBe(true);
    expect(await mailCount(t.database, email)).toBe(0);
  });

  it('delivers the password reset code, which resets the password', async () => {
    const { email } = await register();
    await smtp.waitFor(email);
    const res = await call('/forget-password', { email });
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.CHECK_YOUR_EMAIL' });
    const mail = await smtp.waitFor(email, (m) => m.headers.subject === 'Your password reset code');
    const code = /^([A-Za-z0-9_-]{20,})$/m.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    const reset = await call('/reset-password', { email, token: code, password: 'Delivered by wire 42' });
    expect(reset.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.PASSWORD_RESET_SUCCESSFUL' });
    expect(await mailCount(t.database, email)).toBe(0);
  });

  it('tells the old address about an email change request and sends the new one its link', async () => {
    const { email, token } = await register();
    await smtp.waitFor(email);
    const next = uniqueEmail('smtp-new');
    expect((await call('/update-email', { email: next }, token)).body.success).toBe(true);
    const notice = await smtp.waitFor(
      email,
      (m) => m.headers.subject === 'A change of your email address was asked for',
    );
    expect(notice.text).toContain(next);
    expect(notice.text).toContain(`your account keeps ${email} until that link is opened`);
    const link = await smtp.waitFor(next);
    expect(tokenIn(link.text)).toBeDefined();
  });

  it('still registers when the mail server refuses, and says so in the server log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    smtp.refuseRecipients(true);
    const email = uniqueEmail('refused');
    const res = await call('/register', { name: 'Rita Refused', email, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expectDocumented('post', '/register', 200, res.body);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('verification mail failed'), expect.anything());
    expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);

    // Forgot password answers the same whether or not the mail could be sent.
    const forgot = await call('/forget-password', { email });
    expect(forgot.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.CHECK_YOUR_EMAIL' });
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('password reset mail failed'), expect.anything()),
    );
  });

  it('keeps mail out of GET /dev/outbox (text messages still go there without an SMS provider)', async () => {
    const { email } = await register();
    await smtp.waitFor(email);
    const res = await t.get(`/dev/outbox?recipient=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});
