import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountApp,
  GOOD_PASSWORD,
  lastOutboxId,
  registerAccount,
  uniqueEmail,
  uniquePhone,
  waitForMail,
} from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let addresses = 0;
/** An app whose requests come from an address of their own, so each test has its own per-address budget. */
const client = () => accountApp(t.database, { address: `198.51.100.${++addresses}` });

describe('account mails and codes are sent in the language of the request', () => {
  it('a password reset asked for in German is mailed in German', async () => {
    const account = await registerAccount(t.database, { name: 'Grete' });
    const after = await lastOutboxId(t.database);
    const res = await (await client()).post('/forget-password?language=de', { email: account.email });
    expect(res.status).toBe(200);
    const mail = await waitForMail(t.database, account.email, 'password_reset', { after });
    expect(mail.subject).toBe('Dein Code zum Zurücksetzen des Passworts');
    expect(mail.body).toContain('Hallo Grete,');
    expect(mail.body).toContain('Der Code gilt einmal, für 60 Minuten.');
    expect(mail.body).toContain(mail.meta.token);
    expect(mail.html).toContain('<html lang="de">');
  });

  it('without a language the mail is English, as before', async () => {
    const account = await registerAccount(t.database, { name: 'Ann' });
    const after = await lastOutboxId(t.database);
    await (await client()).post('/forget-password', { email: account.email });
    const mail = await waitForMail(t.database, account.email, 'password_reset', { after });
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.body).toContain('The code works once, for 60 minutes.');
  });

  it('the verification mail of a registration in Spanish, and a resend in Arabic', async () => {
    const api = await client();
    const email = uniqueEmail('es');
    const res = await api.post('/register?language=es', { name: 'Lucía', email, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    const mail = await waitForMail(t.database, email, 'email_verification');
    expect(mail.subject).toBe('Confirma tu correo electrónico');
    expect(mail.body).toContain(`confirma que ${email} es tu correo electrónico`);
    expect(mail.body).toContain('durante 24 horas');
    expect(mail.meta.link).toContain(`/verify-email?token=${encodeURIComponent(mail.meta.token!)}`);

    const resent = await api.post('/email/verification-notification?language=ar', {}, res.body.token);
    expect(resent.body.message).toBe('PICKBAZAR_MESSAGE.EMAIL_SENT_SUCCESSFUL');
    const again = await waitForMail(t.database, email, 'email_verification', { after: Number(mail.id) });
    expect(again.subject).toBe('يرجى تأكيد بريدك الإلكتروني');
  });

  it('an email change asked for in Hebrew: the link and the notice to the old address', async () => {
    const account = await registerAccount(t.database, { name: 'Dana' });
    const newEmail = uniqueEmail('he');
    const after = await lastOutboxId(t.database);
    const res = await (await client()).post('/update-email?language=he', { email: newEmail }, account.token);
    expect(res.body.message).toBe('PICKBAZAR_MESSAGE.EMAIL_CHANGE_PENDING');
    const link = await waitForMail(t.database, newEmail, 'email_verification', { after });
    expect(link.subject).toBe('אנא אשר את כתובת האימייל שלך');
    expect(link.body).toContain('החשבון שלך ישתמש בכתובת הזו');
    const notice = await waitForMail(t.database, account.email, 'email_changed', { after });
    expect(notice.subject).toBe('התבקש שינוי של כתובת האימייל שלך');
    expect(notice.body).toContain(newEmail);
  });

  it('a one-time code asked for in Chinese is texted in Chinese', async () => {
    const phone = uniquePhone();
    const res = await (await client()).post('/send-otp-code?language=zh', { phone_number: phone, purpose: 'login' });
    expect(res.body.success).toBe(true);
    const [sms] = await t.database.rows<{ body: string; meta: { code: string } }>(
      sql`select body, meta from outbox_messages where channel = 'sms' and recipient = ${phone} order by id desc limit 1`,
    );
    expect(sms!.body).toBe(`${sms!.meta.code} 是您的登录验证码，10 分钟后失效。请勿与任何人分享。`);
  });
});
