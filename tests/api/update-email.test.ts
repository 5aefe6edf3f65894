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
  it('keeps the old address until the new one is verified; the old address is told', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const before = await emailOf(account.id);
    const next = uniqueEmail('moved');
    const after = await lastOutboxId(t.database);

    const res = await api.post('/update-email', { email: ` ${next.toUpperCase()} ` }, account.token);
    expect(res.status).toBe(200);
    expectDocumented('post', '/update-email', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_CHANGE_PENDING' });
    expect(english[res.body.message]).toBeTruthy();

    // Nothing changes yet: the old address still signs in, still gets mail, and the account stays verified.
    expect(await emailOf(account.id)).toEqual(before);
    const me = await api.get('/me', account.token);
    expect(me.status).toBe(200);
    expectDocumented('get', '/me', 200, me.body);
    expect(me.body).toMatchObject({ email: account.email, email_verified: true, pending_email: next });
    expect((await api.post('/token', { email: account.email, password: account.password })).body.token).toEqual(
      expect.any(String),
    );
    expect((await api.post('/token', { email: next, password: account.password })).body.token).toBeNull();
    await api.post('/forget-password', { email: account.email });
    const reset = await waitForMail(t.database, account.email, 'password_reset', { after });

    const notice = await waitForMail(t.database, account.email, 'email_changed', { after });
    expect(notice.body).toContain(next);
    expect(notice.meta.token).toBeNull();
    const link = await waitForMail(t.database, next, 'email_verification', { after });

    expect((await api.post('/email/verify', { token: link.meta.token })).status).toBe(200);
    expect((await api.get('/me', account.token)).body).toMatchObject({
      email: next,
      email_verified: true,
      pending_email: null,
    });
    expect((await api.post('/token', { email: account.email, password: account.password })).body.token).toBeNull();
    expect((await api.post('/token', { email: next, password: account.password })).body.token).toEqual(
      expect.any(String),
    );
    // A code mailed to the old address stops working once the change is made, and the link works once.
    for (const email of [account.email, next]) {
      const late = await api.post('/reset-password', {
        email,
        token: reset.meta.token,
        password: 'Someone else 12345',
      });
      expect(late.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' });
    }
    expect((await api.post('/email/verify', { token: link.meta.token })).status).toBe(422);
  });

  it('a new request replaces the pending one; asking for the current address cancels it', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const after = await lastOutboxId(t.database);
    await api.post('/update-email', { email: first }, account.token);
    const firstLink = await waitForMail(t.database, first, 'email_verification', { after });
    await api.post('/update-email', { email: second }, account.token);
    const secondLink = await waitForMail(t.database, second, 'email_verification', { after });
    expect((await api.get('/me', account.token)).body.pending_email).toBe(second);

    expect((await api.post('/email/verify', { token: firstLink.meta.token })).status).toBe(422);
    expect((await emailOf(account.id)).email).toBe(account.email);

    await api.post('/update-email', { email: account.email }, account.token);
    expect((await api.get('/me', account.token)).body.pending_email).toBeNull();
    expect((await api.post('/email/verify', { token: secondLink.meta.token })).status).toBe(422);
    expect((await emailOf(account.id)).email).toBe(account.email);
  });

  it('an unverified account: the old address’s link still works while a change is pending', async () => {
    const api = await client();
    const account = await registerAccount(t.database, { verified: false });
    const oldLink = (await waitForMail(t.database, account.email, 'email_verification')).meta.token;
    const next = uniqueEmail('moved');
    expect((await api.post('/update-email', { email: next }, account.token)).body.success).toBe(true);
    expect((await api.post('/email/verify', { token: oldLink })).status).toBe(200);
    expect(await emailOf(account.id)).toMatchObject({ email: account.email, email_verified_at: expect.anything() });
    expect((await api.get('/me', account.token)).body.pending_email).toBe(next);
  });

  it('refuses at confirmation an address someone else took meanwhile', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const next = uniqueEmail('contested');
    const after = await lastOutboxId(t.database);
    await api.post('/update-email', { email: next }, account.token);
    const link = await waitForMail(t.database, next, 'email_verification', { after });
    await registerAccount(t.database, { email: next, verified: false });

    const res = await api.post('/email/verify', { token: link.meta.token });
    expect(res.status).toBe(422);
    expectDocumented('post', '/email/verify', 422, res.body);
    expect(res.body.errors).toEqual({ email: ['error-email-taken'] });
    expect((await emailOf(account.id)).email).toBe(account.email);
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
