import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@/server/auth/random';
import en from '../../public/locales/en/common.json';
import {
  accountApp,
  type AccountApp,
  expireAccessToken,
  registerAccount,
  setShopOption,
  type TestAccount,
  waitForMail,
} from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: AccountApp;
let ada: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  api = await accountApp(t.database);
  ada = await registerAccount(t.database, { name: 'Ada Lovelace' });
});
afterAll(() => t?.close());

const english = en as Record<string, string>;

describe('GET /me', () => {
  it('answers the signed-in user with profile, wallet, address book and permissions', async () => {
    const res = await api.get('/me', ada.token);
    expect(res.status).toBe(200);
    expectDocumented('get', '/me', 200, res.body);
    const [points] = await t.database.rows<{ points: number }>(
      sql`select (options ->> 'signupPoints')::int as points from settings where language = 'en'`,
    );
    expect(res.body).toMatchObject({
      id: ada.id,
      name: 'Ada Lovelace',
      email: ada.email,
      is_active: true,
      email_verified: true,
      has_password: true,
      shop_id: null,
      profile: { customer_id: ada.id, avatar: null, bio: null, contact: null, socials: [] },
      wallet: { total_points: points!.points, points_used: 0, available_points: points!.points },
      address: [],
      permissions: ['customer'],
    });
    // Personal data: never kept by shared caches, and no secrets in it.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = JSON.stringify({ ...res.body, has_password: undefined });
    expect(text).not.toMatch(/password|argon2|token/i);
  });

  it('is never served from the response cache to another user', async () => {
    const cached = await accountApp(t.database, { cacheTtlMs: 60_000 });
    const grace = await registerAccount(t.database, { name: 'Grace Hopper' });
    expect((await cached.get('/me', ada.token)).body.email).toBe(ada.email);
    expect((await cached.get('/me', grace.token)).body.email).toBe(grace.email);
    expect((await cached.get('/me', ada.token)).body.email).toBe(ada.email);
  });

  describe('when the shop requires verified emails (useMustVerifyEmail)', () => {
    it('answers 409 EMAIL_NOT_VERIFIED for an unverified email, 200 once the mailed link is used', async () => {
      await setShopOption(t.database, 'useMustVerifyEmail', true);
      const fresh = await registerAccount(t.database, { verified: false });
      const res = await api.get('/me', fresh.token);
      expect(res.status).toBe(409);
      expectDocumented('get', '/me', 409, res.body);
      expect(res.body.message).toBe('PICKBAZAR_ERROR.EMAIL_NOT_VERIFIED');
      expect(english[res.body.message]).toBeTruthy();

      const mail = await waitForMail(t.database, fresh.email, 'email_verification');
      expect((await api.post('/email/verify', { token: mail.meta.token })).status).toBe(200);
      const after = await api.get('/me', fresh.token);
      expect(after.status).toBe(200);
      expect(after.body.email_verified).toBe(true);
    });

    it('answers 200 for the same unverified account when the shop does not require it', async () => {
      const fresh = await registerAccount(t.database, { verified: false });
      await setShopOption(t.database, 'useMustVerifyEmail', false);
      try {
        const res = await api.get('/me', fresh.token);
        expect(res.status).toBe(200);
        expectDocumented('get', '/me', 200, res.body);
        expect(res.body.email_verified).toBe(false);
      } finally {
        await setShopOption(t.database, 'useMustVerifyEmail', true);
      }
      expect((await api.get('/me', fresh.token)).status).toBe(409);
    });
  });

  describe('tokens', () => {
    it('answers 401 NOT_AUTHORIZED without a token, with an empty, unknown or oversized one', async () => {
      for (const token of [undefined, null, 'nope', ada.token.slice(0, -1), 'x'.repeat(300)]) {
        const res = await api.get('/me', token);
        expect(res.status).toBe(401);
        expectDocumented('get', '/me', 401, res.body);
        expect(res.body.message).toBe('PICKBAZAR_ERROR.NOT_AUTHORIZED');
      }
      const basic = await api.app.request('/api/me', { headers: { authorization: `Basic ${ada.token}` } });
      expect(basic.status).toBe(401);
    });

    it('expire on the server: an expired token answers 401 (the cookie lifetime is not trusted)', async () => {
      const login = await api.post('/token', { email: ada.email, password: ada.password });
      const [row] = await t.database.rows<{ expires_at: Date }>(
        sql`select expires_at from access_tokens where token_hash = ${sha256(login.body.token)}`,
      );
      const hours = (new Date(row!.expires_at).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect((await api.get('/me', login.body.token)).status).toBe(200);
      await expireAccessToken(t.database, sha256(login.body.token));
      expect((await api.get('/me', login.body.token)).status).toBe(401);
    });

    it('carry at least 128 random bits and are stored only as their SHA-256', async () => {
      const tokens = await Promise.all(
        [1, 2, 3].map(async () => (await api.post('/token', { email: ada.email, password: ada.password })).body.token),
      );
      expect(new Set(tokens).size).toBe(3);
      for (const token of tokens as string[]) {
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
        const rows = await t.database.rows<Record<string, unknown>>(
          sql`select * from access_tokens where user_id = ${ada.id}`,
        );
        expect(JSON.stringify(rows)).not.toContain(token);
        expect(rows.some((r) => r.token_hash === sha256(token))).toBe(true);
      }
    });
  });
});
