import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@/server/auth/random';
import { backgroundWorkSettled } from '@/server/background';
import en from '../../public/locales/en/common.json';
import {
  accountApp,
  type AccountApp,
  expectArgon2id,
  lastOutboxId,
  mailCount,
  passwordHashOf,
  phoneAccount,
  phoneSignIn,
  registerAccount,
  tokenTablesText,
  uniqueEmail,
  waitForMail,
} from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const english = en as Record<string, string>;
const NEW_PASSWORD = 'Fresh start for 2030';

let addresses = 0;
/** An app whose requests come from an address of their own, so each test has its own per-address budget. */
const client = () => accountApp(t.database, { address: `192.0.2.${++addresses}` });

/** Asks for a reset code and answers it as mailed. */
async function requestCode(api: AccountApp, account: { email: string }): Promise<string> {
  const after = await lastOutboxId(t.database);
  const res = await api.post('/forget-password', { email: account.email });
  expect(res.body.success).toBe(true);
  return (await waitForMail(t.database, account.email, 'password_reset', { after })).meta.token!;
}

async function resetRow(token: string) {
  const [row] = await t.database.rows<{ expires_at: Date; used_at: Date | null }>(
    sql`select expires_at, used_at from one_time_tokens where token_hash = ${sha256(token)}`,
  );
  return row;
}

describe('POST /forget-password', () => {
  it('mails a single-use code valid for an hour, stored only as a hash', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const res = await api.post('/forget-password', { email: ` ${account.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expectDocumented('post', '/forget-password', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.CHECK_YOUR_EMAIL' });
    expect(english[res.body.message]).toBeTruthy();

    const mail = await waitForMail(t.database, account.email, 'password_reset');
    const token = mail.meta.token!;
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(mail.body).toContain(token);
    expect(await tokenTablesText(t.database)).not.toContain(token);
    const minutes = (new Date((await resetRow(token))!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers an unknown or disabled email exactly like a registered one, and mails nothing', async () => {
    const api = await client();
    const known = await registerAccount(t.database);
    const disabled = await registerAccount(t.database);
    await t.database.rows(sql`update users set is_active = false where id = ${disabled.id}`);
    const unknown = uniqueEmail('nobody');
    const [{ last }] = (await t.database.rows(sql`select coalesce(max(id), 0)::int as last from one_time_tokens`)) as [
      { last: number },
    ];

    const answers = [];
    for (const email of [known.email, unknown, disabled.email]) {
      const res = await api.post('/forget-password', { email });
      answers.push({ status: res.status, body: res.body, type: res.headers.get('content-type') });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    await waitForMail(t.database, known.email, 'password_reset');
    // Every mail the requests started is written before concluding there is none.
    await backgroundWorkSettled();
    expect(await mailCount(t.database, unknown)).toBe(0);
    expect(await mailCount(t.database, disabled.email, 'password_reset')).toBe(0);
    const tokensAfter = await t.database.rows<{ user_id: number }>(
      sql`select user_id from one_time_tokens where id > ${last}`,
    );
    expect(tokensAfter).toEqual([{ user_id: known.id }]);
  });

  it('answers 422 with field errors', async () => {
    const api = await client();
    for (const [body, errors] of [
      [{}, { email: ['error-email-required'] }],
      [{ email: 'not an email' }, { email: ['error-email-format'] }],
      [{ email: 42 }, { email: ['error-email-format'] }],
    ] as const) {
      const res = await api.post('/forget-password', body);
      expect(res.status).toBe(422);
      expectDocumented('post', '/forget-password', 422, res.body);
      expect(res.body.errors).toEqual(errors);
    }
  });

  it('allows 3 requests per email in 15 minutes, from any address, registered or not', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    for (const email of [account.email, uniqueEmail('ghost')]) {
      for (let i = 0; i < 3; i++) {
        expect((await api.post('/forget-password', { email }, undefined, `198.18.0.${++addresses}`)).status).toBe(200);
      }
      const res = await api.post('/forget-password', { email }, undefined, `198.18.0.${++addresses}`);
      expect(res.status).toBe(429);
      expectDocumented('post', '/forget-password', 429, res.body);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    }
    await backgroundWorkSettled();
    expect(await mailCount(t.database, account.email, 'password_reset')).toBe(3);
  });

  it('allows 10 requests per address in 15 minutes', async () => {
    const api = await client();
    for (let i = 0; i < 10; i++)
      expect((await api.post('/forget-password', { email: uniqueEmail() })).status).toBe(200);
    const res = await api.post('/forget-password', { email: uniqueEmail() });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /verify-forget-password-token', () => {
  it('accepts a valid code without using it up', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const token = await requestCode(api, account);
    for (let i = 0; i < 2; i++) {
      const res = await api.post('/verify-forget-password-token', { email: account.email, token });
      expect(res.status).toBe(200);
      expectDocumented('post', '/verify-forget-password-token', 200, res.body);
      expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.TOKEN_IS_VALID' });
    }
    expect((await resetRow(token))!.used_at).toBeNull();
  });

  it('refuses a wrong code, another email’s, an expired or a replaced code', async () => {
    const api = await client();
    const [account, other] = await Promise.all([registerAccount(t.database), registerAccount(t.database)]);
    const token = await requestCode(api, account);
    const othersToken = await requestCode(api, other);
    const invalid = { success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' };
    for (const body of [
      { email: account.email, token: `${token}x` },
      { email: account.email, token: othersToken },
      { email: other.email, token },
    ]) {
      const res = await api.post('/verify-forget-password-token', body);
      expect(res.status).toBe(200);
      expectDocumented('post', '/verify-forget-password-token', 200, res.body);
      expect(res.body).toEqual(invalid);
    }
    expect(english[invalid.message]).toBeTruthy();

    await t.database.rows(
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(othersToken)}`,
    );
    expect((await api.post('/verify-forget-password-token', { email: other.email, token: othersToken })).body).toEqual(
      invalid,
    );

    const newer = await requestCode(api, account);
    expect((await api.post('/verify-forget-password-token', { email: account.email, token })).body).toEqual(invalid);
    expect((await api.post('/verify-forget-password-token', { email: account.email, token: newer })).body.success).toBe(
      true,
    );
  });

  it('answers 422 for a missing code (error-password-required, as the shop’s form names it)', async () => {
    const api = await client();
    const res = await api.post('/verify-forget-password-token', { email: 'a@example.com' });
    expect(res.status).toBe(422);
    expectDocumented('post', '/verify-forget-password-token', 422, res.body);
    expect(res.body.errors).toEqual({ token: ['error-password-required'] });
  });

  it('allows 20 code checks per address in 15 minutes', async () => {
    const api = await client();
    for (let i = 0; i < 20; i++) {
      expect(
        (await api.post('/verify-forget-password-token', { email: 'a@example.com', token: `guess-${i}` })).status,
      ).toBe(200);
    }
    const res = await api.post('/verify-forget-password-token', { email: 'a@example.com', token: 'one more' });
    expect(res.status).toBe(429);
    expectDocumented('post', '/verify-forget-password-token', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /reset-password', () => {
  it('sets the new password (argon2id), uses the code up and signs the account out everywhere', async () => {
    const api = await client();
    const account = await registerAccount(t.database, { verified: false });
    const second = (await api.post('/token', { email: account.email, password: account.password })).body.token;
    const token = await requestCode(api, account);

    const res = await api.post('/reset-password', { email: account.email, token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expectDocumented('post', '/reset-password', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.PASSWORD_RESET_SUCCESSFUL' });
    expect(english[res.body.message]).toBeTruthy();

    const hash = await passwordHashOf(t.database, account.id);
    expectArgon2id(hash);
    expect(hash).not.toContain(NEW_PASSWORD);
    expect((await resetRow(token))!.used_at).not.toBeNull();

    for (const old of [account.token, second]) expect((await api.get('/me', old)).status).toBe(401);
    const [{ n }] = (await t.database.rows(
      sql`select count(*)::int as n from access_tokens where user_id = ${account.id}`,
    )) as [{ n: number }];
    expect(n).toBe(0);

    const oldLogin = await api.post('/token', { email: account.email, password: account.password });
    expect(oldLogin.body).toEqual({ token: null, permissions: [] });
    const newLogin = await api.post('/token', { email: account.email, password: NEW_PASSWORD });
    expect(newLogin.body.token).toEqual(expect.any(String));
    // The mailed code proved the address.
    expect(newLogin.body.email_verified).toBe(true);

    const replay = await api.post('/reset-password', { email: account.email, token, password: 'Yet another one 99' });
    expect(replay.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' });
    expect(await passwordHashOf(t.database, account.id)).toBe(hash);
  });

  it('ends the ways in of whoever made the account when the email was never verified', async () => {
    // Someone made an account with the owner's address by phone sign-in; the owner then resets its password.
    const api = await client();
    const squatter = await phoneAccount(t.database);
    const token = await requestCode(api, squatter);
    const res = await api.post('/reset-password', { email: squatter.email, token, password: NEW_PASSWORD });
    expect(res.body.success).toBe(true);
    expect((await api.get('/me', squatter.token)).status).toBe(401);
    const phone = await phoneSignIn(t.database, squatter.phone);
    expect(phone.body).toEqual({ success: false, message: 'PICKBAZAR_MESSAGE.REQUIRED_INFO_MISSING' });
  });

  it('keeps the phone number of an account whose email was verified', async () => {
    const api = await client();
    const owner = await phoneAccount(t.database);
    const link = await waitForMail(t.database, owner.email, 'email_verification');
    expect((await api.post('/email/verify', { token: link.meta.token })).status).toBe(200);
    const token = await requestCode(api, owner);
    expect(
      (await api.post('/reset-password', { email: owner.email, token, password: NEW_PASSWORD })).body.success,
    ).toBe(true);
    const phone = await phoneSignIn(t.database, owner.phone);
    expect(phone.body.token).toEqual(expect.any(String));
  });

  it('refuses an expired code, another email’s code and a wrong one, changing nothing', async () => {
    const api = await client();
    const [account, other] = await Promise.all([registerAccount(t.database), registerAccount(t.database)]);
    const before = await passwordHashOf(t.database, account.id);
    const token = await requestCode(api, account);
    const attempts = [
      { email: other.email, token },
      { email: account.email, token: token.slice(1) },
    ];
    for (const body of attempts) {
      const res = await api.post('/reset-password', { ...body, password: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expectDocumented('post', '/reset-password', 200, res.body);
      expect(res.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' });
    }
    await t.database.rows(
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(token)}`,
    );
    const expired = await api.post('/reset-password', { email: account.email, token, password: NEW_PASSWORD });
    expect(expired.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' });
    expect(await passwordHashOf(t.database, account.id)).toBe(before);
    expect((await api.get('/me', account.token)).status).toBe(200);
  });

  it('refuses a weak password as a field error and keeps the code for a second try', async () => {
    const api = await client();
    const account = await registerAccount(t.database, { name: 'Katherine Johnson' });
    const token = await requestCode(api, account);
    for (const [password, key] of [
      ['short', 'error-password-too-short'],
      ['password1', 'error-password-too-common'],
      ['johnson-rocks', 'error-password-personal'],
    ]) {
      const res = await api.post('/reset-password', { email: account.email, token, password });
      expect(res.status).toBe(422);
      expectDocumented('post', '/reset-password', 422, res.body);
      expect(res.body.errors).toEqual({ password: [key] });
    }
    const ok = await api.post('/reset-password', { email: account.email, token, password: NEW_PASSWORD });
    expect(ok.body.success).toBe(true);
  });

  it('answers 422 for missing fields', async () => {
    const api = await client();
    const res = await api.post('/reset-password', {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['error-email-required'],
      token: ['error-password-required'],
      password: ['error-password-required'],
    });
  });
});
