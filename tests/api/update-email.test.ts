import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../public/locales/en/common.json';
import { accountApp, lastOutboxId, mailCount, registerAccount, uniqueEmail, waitForMail } from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const english = en as Record<string, string>;

let addresses = 0;
const client = () => accountApp(t.database, { address: `192.0.2.${++addresses}` });

async function emailOf(userId: number) {
  const [row] = await t.database.rows<{ email: string; email_verified_at: Date | null }>(
    sql`select email, email_verified_at from users where id = ${userId}`,
  );
  return row!;
}

describe('POST /update-email', () => {
  it('changes the email, unverified until the new address’s link is used; the old address is told', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const next = uniqueEmail('moved');
    const after = await lastOutboxId(t.database);

    const res = await api.post('/update-email', { email: ` ${next.toUpperCase()} ` }, account.token);
    expect(res.status).toBe(200);
    expectDocumented('post', '/update-email', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_UPDATED' });
    expect(english[res.body.message]).toBeTruthy();
    expect(await emailOf(account.id)).toEqual({ email: next, email_verified_at: null });

    const notice = await waitForMail(t.database, account.email, 'email_changed', { after });
    expect(notice.body).toContain(next);
    expect(notice.meta.token).toBeNull();
    const link = await waitForMail(t.database, next, 'email_verification', { after });

    const me = await api.get('/me', account.token);
    expect(me.status).toBe(409);
    expect(me.body.message).toBe('PICKBAZAR_ERROR.EMAIL_NOT_VERIFIED');
    expect((await api.post('/email/verify', { token: link.meta.token })).status).toBe(200);
    expect((await api.get('/me', account.token)).body).toMatchObject({ email: next, email_verified: true });

    expect((await api.post('/token', { email: account.email, password: account.password })).body.token).toBeNull();
    expect((await api.post('/token', { email: next, password: account.password })).body.token).toEqual(
      expect.any(String),
    );
  });

  it('voids links and reset codes mailed to the old address', async () => {
    const api = await client();
    const account = await registerAccount(t.database, { verified: false });
    const oldLink = (await waitForMail(t.database, account.email, 'email_verification')).meta.token;
    const after = await lastOutboxId(t.database);
    await api.post('/forget-password', { email: account.email });
    const oldReset = (await waitForMail(t.database, account.email, 'password_reset', { after })).meta.token;

    const next = uniqueEmail('moved');
    expect((await api.post('/update-email', { email: next }, account.token)).body.success).toBe(true);

    expect((await api.post('/email/verify', { token: oldLink })).status).toBe(422);
    for (const email of [account.email, next]) {
      const reset = await api.post('/reset-password', { email, token: oldReset, password: 'Someone else 12345' });
      expect(reset.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' });
    }
    expect((await emailOf(account.id)).email_verified_at).toBeNull();
  });

  it('refuses an email another account has, whatever its case, as a field error', async () => {
    const api = await client();
    const [account, other] = await Promise.all([registerAccount(t.database), registerAccount(t.database)]);
    const res = await api.post('/update-email', { email: other.email.toUpperCase() }, account.token);
    expect(res.status).toBe(422);
    expectDocumented('post', '/update-email', 422, res.body);
    expect(res.body.errors).toEqual({ email: ['error-email-taken'] });
    expect((await emailOf(account.id)).email).toBe(account.email);
    expect(await mailCount(t.database, account.email, 'email_changed')).toBe(0);
  });

  it('keeps the same email as it is: still verified, no mail', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const before = await emailOf(account.id);
    const mails = await mailCount(t.database, account.email);
    const res = await api.post('/update-email', { email: account.email.toUpperCase() }, account.token);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_UPDATED' });
    expect(await emailOf(account.id)).toEqual(before);
    expect(await mailCount(t.database, account.email)).toBe(mails);
  });

  it('answers 422 with field errors', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    for (const [body, errors] of [
      [{}, { email: ['error-email-required'] }],
      [{ email: 'someone@localhost' }, { email: ['error-email-format'] }],
      [{ email: `${'x'.repeat(250)}@example.com` }, { email: ['error-too-long'] }],
    ] as const) {
      const res = await api.post('/update-email', body, account.token);
      expect(res.status).toBe(422);
      expectDocumented('post', '/update-email', 422, res.body);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await emailOf(account.id)).email).toBe(account.email);
  });
});
