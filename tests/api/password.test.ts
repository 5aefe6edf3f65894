import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../public/locales/en/common.json';
import {
  accountApp,
  expectArgon2id,
  lastOutboxId,
  passwordHashOf,
  phoneAccount,
  registerAccount,
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
const NEW_PASSWORD = 'Tangerine submarine 88';

let addresses = 0;
const client = () => accountApp(t.database, { address: `192.0.2.${++addresses}` });

describe('POST /change-password', () => {
  it('changes the password (argon2id) and ends every other session of the account', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const other = (await api.post('/token', { email: account.email, password: account.password })).body.token;
    const res = await api.post(
      '/change-password',
      { oldPassword: account.password, newPassword: NEW_PASSWORD },
      account.token,
    );
    expect(res.status).toBe(200);
    expectDocumented('post', '/change-password', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.PASSWORD_CHANGED_SUCCESSFULLY' });
    expect(english[res.body.message]).toBeTruthy();

    const hash = await passwordHashOf(t.database, account.id);
    expectArgon2id(hash);
    expect(hash).not.toContain(NEW_PASSWORD);

    expect((await api.get('/me', other)).status).toBe(401);
    expect((await api.get('/me', account.token)).status).toBe(200);
    expect((await api.post('/token', { email: account.email, password: account.password })).body.token).toBeNull();
    expect((await api.post('/token', { email: account.email, password: NEW_PASSWORD })).body.token).toEqual(
      expect.any(String),
    );
  });

  it('voids a reset code mailed before the change', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const after = await lastOutboxId(t.database);
    await api.post('/forget-password', { email: account.email });
    const code = (await waitForMail(t.database, account.email, 'password_reset', { after })).meta.token;
    const res = await api.post(
      '/change-password',
      { oldPassword: account.password, newPassword: NEW_PASSWORD },
      account.token,
    );
    expect(res.body.success).toBe(true);
    const reset = await api.post('/reset-password', {
      email: account.email,
      token: code,
      password: 'Whoever has it 12',
    });
    expect(reset.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' });
    expect((await api.post('/token', { email: account.email, password: NEW_PASSWORD })).body.token).toEqual(
      expect.any(String),
    );
  });

  it('answers OLD_PASSWORD_INCORRECT for a wrong current password and changes nothing', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const other = (await api.post('/token', { email: account.email, password: account.password })).body.token;
    const before = await passwordHashOf(t.database, account.id);
    const res = await api.post(
      '/change-password',
      { oldPassword: `${account.password}?`, newPassword: NEW_PASSWORD },
      account.token,
    );
    expect(res.status).toBe(200);
    expectDocumented('post', '/change-password', 200, res.body);
    expect(res.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OLD_PASSWORD_INCORRECT' });
    expect(english[res.body.message]).toBeTruthy();
    expect(await passwordHashOf(t.database, account.id)).toBe(before);
    expect((await api.get('/me', other)).status).toBe(200);
  });

  it('answers 422 with field errors for missing or weak passwords', async () => {
    const api = await client();
    const account = await registerAccount(t.database, { name: 'Margaret Hamilton' });
    const before = await passwordHashOf(t.database, account.id);
    for (const [body, errors] of [
      [{}, { oldPassword: ['error-password-required'], newPassword: ['error-password-required'] }],
      [{ oldPassword: account.password, newPassword: 'short' }, { newPassword: ['error-password-too-short'] }],
      [{ oldPassword: account.password, newPassword: 'qwertyuiop' }, { newPassword: ['error-password-too-common'] }],
      [{ oldPassword: account.password, newPassword: 'hamilton-apollo' }, { newPassword: ['error-password-personal'] }],
      [{ oldPassword: 1, newPassword: ['x'] }, { newPassword: ['error-must-be-text'] }],
    ] as const) {
      const res = await api.post('/change-password', body, account.token);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectDocumented('post', '/change-password', 422, res.body);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await passwordHashOf(t.database, account.id)).toBe(before);
  });

  it('allows 10 current-password checks per account in 15 minutes, from any address', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const wrong = { oldPassword: 'not it at all', newPassword: NEW_PASSWORD };
    for (let i = 0; i < 10; i++) {
      const res = await api.post('/change-password', wrong, account.token, `198.18.1.${i + 1}`);
      expect(res.body.success).toBe(false);
    }
    const res = await api.post(
      '/change-password',
      { oldPassword: account.password, newPassword: NEW_PASSWORD },
      account.token,
      '198.18.1.200',
    );
    expect(res.status).toBe(429);
    expectDocumented('post', '/change-password', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /set-password', () => {
  it('gives an account made by phone sign-in its first password (argon2id)', async () => {
    const api = await client();
    const account = await phoneAccount(t.database);
    expect(await passwordHashOf(t.database, account.id)).toBeNull();
    // GET /me tells the shop to offer "set a password" instead of "change password" (once the email is verified:
    // until then /me answers 409).
    await t.database.rows(sql`update users set email_verified_at = now() where id = ${account.id}`);
    expect((await api.get('/me', account.token)).body.has_password).toBe(false);
    const res = await api.post('/set-password', { newPassword: NEW_PASSWORD }, account.token);
    expect(res.status).toBe(200);
    expectDocumented('post', '/set-password', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.PASSWORD_SET_SUCCESSFULLY' });
    expect(english[res.body.message]).toBeTruthy();
    expectArgon2id(await passwordHashOf(t.database, account.id));
    expect((await api.get('/me', account.token)).body.has_password).toBe(true);
    expect((await api.post('/token', { email: account.email, password: NEW_PASSWORD })).body.token).toEqual(
      expect.any(String),
    );

    // Only once: afterwards the current password is needed (change-password).
    const again = await api.post('/set-password', { newPassword: 'Second attempt 4u' }, account.token);
    expect(again.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.PASSWORD_ALREADY_SET' });
  });

  it('refuses accounts that have a password, keeping it', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const before = await passwordHashOf(t.database, account.id);
    const res = await api.post('/set-password', { newPassword: NEW_PASSWORD }, account.token);
    expect(res.status).toBe(200);
    expectDocumented('post', '/set-password', 200, res.body);
    expect(res.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.PASSWORD_ALREADY_SET' });
    expect(english[res.body.message]).toBeTruthy();
    expect(await passwordHashOf(t.database, account.id)).toBe(before);
  });

  it('answers 422 with field errors for a missing or weak password', async () => {
    const api = await client();
    const account = await phoneAccount(t.database, { name: 'Hedy Lamarr' });
    for (const [body, errors] of [
      [{}, { newPassword: ['error-password-required'] }],
      [{ newPassword: 'tiny' }, { newPassword: ['error-password-too-short'] }],
      [{ newPassword: '12345678' }, { newPassword: ['error-password-too-common'] }],
      [{ newPassword: 'lamarr-frequency' }, { newPassword: ['error-password-personal'] }],
    ] as const) {
      const res = await api.post('/set-password', body, account.token);
      expect(res.status).toBe(422);
      expectDocumented('post', '/set-password', 422, res.body);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await passwordHashOf(t.database, account.id)).toBeNull();
  });

  it('voids a reset code mailed before the password was set', async () => {
    const api = await client();
    const account = await phoneAccount(t.database);
    const after = await lastOutboxId(t.database);
    await api.post('/forget-password', { email: account.email });
    const code = (await waitForMail(t.database, account.email, 'password_reset', { after })).meta.token;
    expect((await api.post('/set-password', { newPassword: NEW_PASSWORD }, account.token)).body.success).toBe(true);
    const reset = await api.post('/reset-password', {
      email: account.email,
      token: code,
      password: 'Whoever has it 12',
    });
    expect(reset.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.INVALID_TOKEN' });
  });
});

describe('account-change limits', () => {
  it('allow 20 password and email changes per address in 15 minutes', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    for (let i = 0; i < 20; i++) expect((await api.post('/set-password', {}, account.token)).status).toBe(422);
    const res = await api.post('/update-email', { email: 'x@example.com' }, account.token);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const [row] = await t.database.rows<{ email: string }>(sql`select email from users where id = ${account.id}`);
    expect(row!.email).toBe(account.email);
  });
});
