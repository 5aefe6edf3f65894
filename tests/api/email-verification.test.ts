import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@/server/auth/random';
import en from '../../public/locales/en/common.json';
import {
  accountApp,
  lastOutboxId,
  mailCount,
  registerAccount,
  type TestAccount,
  tokenTablesText,
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

let addresses = 0;
const client = () => accountApp(t.database, { address: `192.0.2.${++addresses}` });

async function verifiedAt(userId: number) {
  const [row] = await t.database.rows<{ email_verified_at: Date | null }>(
    sql`select email_verified_at from users where id = ${userId}`,
  );
  return row!.email_verified_at;
}

/** The token of the newest verification mail to the account, sent after outbox id `after`. */
async function mailedToken(account: TestAccount, after = 0) {
  return (await waitForMail(t.database, account.email, 'email_verification', { after })).meta.token!;
}

const invalidToken = {
  message: 'PICKBAZAR_ERROR.INVALID_TOKEN',
  code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
  errors: { token: ['PICKBAZAR_ERROR.INVALID_TOKEN'] },
};

describe('POST /email/verify (the link of the verification mail)', () => {
  it('verifies the email once; the token is stored only as a hash and lives a day', async () => {
    const api = await client();
    const account = await registerAccount(t.database, { verified: false });
    const token = await mailedToken(account);
    expect(await tokenTablesText(t.database)).not.toContain(token);
    const [row] = await t.database.rows<{ expires_at: Date }>(
      sql`select expires_at from one_time_tokens where token_hash = ${sha256(token)}`,
    );
    const hours = (new Date(row!.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const res = await api.post('/email/verify', { token });
    expect(res.status).toBe(200);
    expectDocumented('post', '/email/verify', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_VERIFIED' });
    expect(english[res.body.message]).toBeTruthy();
    expect(await verifiedAt(account.id)).not.toBeNull();
    expect((await api.get('/me', account.token)).body.email_verified).toBe(true);

    const replay = await api.post('/email/verify', { token });
    expect(replay.status).toBe(422);
    expectDocumented('post', '/email/verify', 422, replay.body);
    expect(replay.body).toEqual(invalidToken);
  });

  it('refuses an unknown, an expired and a password-reset token', async () => {
    const api = await client();
    const account = await registerAccount(t.database, { verified: false });
    const token = await mailedToken(account);
    const after = await lastOutboxId(t.database);
    await api.post('/forget-password', { email: account.email });
    const resetCode = (await waitForMail(t.database, account.email, 'password_reset', { after })).meta.token!;
    await t.database.rows(
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(token)}`,
    );
    for (const candidate of ['made-up-token', token, resetCode]) {
      const res = await api.post('/email/verify', { token: candidate });
      expect(res.status).toBe(422);
      expect(res.body).toEqual(invalidToken);
    }
    expect(await verifiedAt(account.id)).toBeNull();
  });

  it('answers 422 for a missing or oversized token', async () => {
    const api = await client();
    for (const [body, errors] of [
      [{}, { token: ['error-token-required'] }],
      [{ token: '  ' }, { token: ['error-token-required'] }],
      [{ token: 'x'.repeat(201) }, { token: ['error-too-long'] }],
    ] as const) {
      const res = await api.post('/email/verify', body);
      expect(res.status).toBe(422);
      expectDocumented('post', '/email/verify', 422, res.body);
      expect(res.body.errors).toEqual(errors);
    }
  });

  it('allows 20 token checks per address in 15 minutes', async () => {
    const api = await client();
    for (let i = 0; i < 20; i++) expect((await api.post('/email/verify', { token: `guess-${i}` })).status).toBe(422);
    const res = await api.post('/email/verify', { token: 'one more' });
    expect(res.status).toBe(429);
    expectDocumented('post', '/email/verify', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /email/verification-notification', () => {
  it('mails a new link; the earlier link stops working', async () => {
    const api = await client();
    const account = await registerAccount(t.database, { verified: false });
    const first = await mailedToken(account);
    const after = await lastOutboxId(t.database);

    const res = await api.post('/email/verification-notification', {}, account.token);
    expect(res.status).toBe(200);
    expectDocumented('post', '/email/verification-notification', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_SENT_SUCCESSFUL' });
    expect(english[res.body.message]).toBeTruthy();
    const second = await mailedToken(account, after);
    expect(second).not.toBe(first);

    expect((await api.post('/email/verify', { token: first })).status).toBe(422);
    expect((await api.post('/email/verify', { token: second })).status).toBe(200);
  });

  it('tells a verified account so and mails nothing', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    const before = await mailCount(t.database, account.email, 'email_verification');
    const res = await api.post('/email/verification-notification', {}, account.token);
    expect(res.status).toBe(200);
    expectDocumented('post', '/email/verification-notification', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_ALREADY_VERIFIED' });
    expect(english[res.body.message]).toBeTruthy();
    expect(await mailCount(t.database, account.email, 'email_verification')).toBe(before);
  });

  it('sends at most 3 mails per account in 15 minutes, from any address', async () => {
    const api = await client();
    const account = await registerAccount(t.database, { verified: false });
    const before = await mailCount(t.database, account.email, 'email_verification');
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/email/verification-notification', {}, account.token, `198.18.2.${i + 1}`);
      expect(res.status).toBe(200);
    }
    const res = await api.post('/email/verification-notification', {}, account.token, '198.18.2.99');
    expect(res.status).toBe(429);
    expectDocumented('post', '/email/verification-notification', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailCount(t.database, account.email, 'email_verification')).toBe(before + 3);
  });

  it('allows 10 requests per address in 15 minutes', async () => {
    const api = await client();
    const account = await registerAccount(t.database);
    for (let i = 0; i < 10; i++) {
      expect((await api.post('/email/verification-notification', {}, account.token)).status).toBe(200);
    }
    const res = await api.post('/email/verification-notification', {}, account.token);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
