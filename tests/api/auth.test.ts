import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnv, serverEnv } from '@/config/env';
import { sha256 } from '@/server/auth/random';
import en from '../../public/locales/en/common.json';
import {
  accountApp,
  type AccountApp,
  GOOD_PASSWORD,
  registerAccount,
  tokenTablesText,
  uniqueEmail,
  waitForMail,
} from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: AccountApp;
beforeAll(async () => {
  t = await createTestApp();
  api = await accountApp(t.database);
});
afterAll(() => t?.close());

const english = en as Record<string, string>;
// Apps over one database share their rate-limit counts (on PostgreSQL), so each fresh app gets its own address.
let addresses = 0;
const nextAddress = () => `198.18.0.${++addresses}`;
const ARGON2_PREFIX = '$argon2id$v=19$m=19456,t=2';

async function signupPoints(): Promise<number> {
  const [row] = await t.database.rows<{ points: number }>(
    sql`select (options ->> 'signupPoints')::int as points from settings where language = 'en'`,
  );
  return row!.points;
}

describe('POST /register', () => {
  it('creates a customer with an argon2id hash, sign-up points, a profile, a verification mail and a token', async () => {
    const email = uniqueEmail('ada');
    const res = await api.post('/register', {
      name: '  Ada Lovelace ',
      email: `  ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
    });
    expect(res.status).toBe(200);
    expectDocumented('post', '/register', 200, res.body);
    expect(res.body).toEqual({
      token: expect.any(String),
      permissions: ['customer'],
      email_verified: false,
      role: 'customer',
    });

    const [user] = await t.database.rows<any>(sql`
      select u.id, u.name, u.email, u.password_hash, u.role, u.wallet_points, u.wallet_points_used,
             u.email_verified_at, u.is_active, p.customer_id as profile_of
      from users u left join user_profiles p on p.customer_id = u.id where u.email = ${email}`);
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      email,
      role: 'customer',
      wallet_points: await signupPoints(),
      wallet_points_used: 0,
      email_verified_at: null,
      is_active: true,
      profile_of: user.id,
    });
    expect(user.password_hash.startsWith(ARGON2_PREFIX)).toBe(true);
    expect(user.password_hash).not.toContain(GOOD_PASSWORD);

    // Only the token's SHA-256 is stored.
    const stored = await tokenTablesText(t.database);
    expect(stored).not.toContain(res.body.token);
    const [tokenRow] = await t.database.rows(
      sql`select user_id from access_tokens where token_hash = ${sha256(res.body.token)}`,
    );
    expect(tokenRow).toEqual({ user_id: user.id });

    const mail = await waitForMail(t.database, email, 'email_verification');
    expect(mail.meta.link).toBe(`${serverEnv().siteUrl}/verify-email?token=${encodeURIComponent(mail.meta.token!)}`);
    expect(mail.body).toContain(mail.meta.link);
    expect(mail.body).toContain(mail.meta.token);
    expect(mail.html).toContain('href=');
    expect(stored).not.toContain(mail.meta.token);
  });

  it('ignores role, permissions, wallet, verification, activity and ownership fields', async () => {
    const email = uniqueEmail('mallory');
    const res = await api.post('/register', {
      name: 'Mallory',
      email,
      password: GOOD_PASSWORD,
      role: 'super_admin',
      permissions: ['super_admin', 'store_owner'],
      wallet: { total_points: 1_000_000, available_points: 1_000_000 },
      wallet_points: 1_000_000,
      email_verified: true,
      email_verified_at: '2020-01-01T00:00:00Z',
      is_active: false,
      shop_id: 1,
      id: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ permissions: ['customer'], role: 'customer', email_verified: false });
    const [user] = await t.database.rows<any>(sql`
      select id, role, wallet_points, email_verified_at, is_active from users where email = ${email}`);
    expect(user).toEqual({
      id: expect.any(Number),
      role: 'customer',
      wallet_points: await signupPoints(),
      email_verified_at: null,
      is_active: true,
    });
    expect(user.id).not.toBe(1);
  });

  it('answers 422 with translation keys per field', async () => {
    const res = await api.post('/register', { name: ' ', email: 'ada@localhost', password: 'short' });
    expect(res.status).toBe(422);
    expectDocumented('post', '/register', 422, res.body);
    expect(res.body.errors).toEqual({
      name: ['error-name-required'],
      email: ['error-email-format'],
      password: ['error-password-too-short'],
    });
    const missing = await api.post('/register', {});
    expect(missing.body.errors).toEqual({
      name: ['error-name-required'],
      email: ['error-email-required'],
      password: ['error-password-required'],
    });
    const types = await api.post('/register', { name: ['x'], email: 'a@b.co', password: { p: 1 } });
    expect(types.status).toBe(422);
    expect(types.body.errors).toEqual({ name: ['error-must-be-text'], password: ['error-must-be-text'] });
  });

  it.each([
    ['a common password', 'Ada', 'password123', 'error-password-too-common'],
    ['a straight run', 'Ada', 'abcdefghij', 'error-password-too-common'],
    ['one repeated character', 'Ada', 'aaaaaaaaaa', 'error-password-too-common'],
    ['the own name', 'Ada Lovelace', 'lovelace-2024!', 'error-password-personal'],
    ['too long', 'Ada', 'x1'.repeat(65), 'error-password-too-long'],
  ])('refuses %s', async (_what, name, password, key) => {
    const email = uniqueEmail();
    const res = await api.post('/register', { name, email, password });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: [key] });
    expect(english[key]).toBeTruthy();
    expect(await t.database.rows(sql`select id from users where email = ${email}`)).toEqual([]);
  });

  it('refuses a taken email, whatever its case, as a field error', async () => {
    const existing = await registerAccount(t.database, { verified: false });
    // The tests above used up the registrations of `api`'s address.
    const res = await (
      await accountApp(t.database, { address: nextAddress() })
    ).post('/register', { name: 'Someone', email: existing.email.toUpperCase(), password: GOOD_PASSWORD });
    expect(res.status).toBe(422);
    expectDocumented('post', '/register', 422, res.body);
    expect(res.body.errors).toEqual({ email: ['error-email-taken'] });
    expect(english['error-email-taken']).toBeTruthy();
    const rows = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from users where email = ${existing.email}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('is rate limited per client address', async () => {
    const strict = await accountApp(t.database, { address: nextAddress() });
    for (let i = 0; i < 10; i++) expect((await strict.post('/register', {})).status).toBe(422);
    const res = await strict.post('/register', {});
    expect(res.status).toBe(429);
    expectDocumented('post', '/register', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /token', () => {
  let account: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    account = await registerAccount(t.database, { name: 'Grace Hopper' });
  });

  it('signs in with email (any case) and password; the token works', async () => {
    const res = await api.post('/token', { email: ` ${account.email.toUpperCase()}`, password: account.password });
    expect(res.status).toBe(200);
    expectDocumented('post', '/token', 200, res.body);
    expect(res.body).toEqual({
      token: expect.any(String),
      permissions: ['customer'],
      email_verified: true,
      role: 'customer',
    });
    const me = await api.get('/me', res.body.token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(account.email);
    expect(await tokenTablesText(t.database)).not.toContain(res.body.token);
  });

  it('answers 200 {token: null, permissions: []} for a wrong password, an unknown email or no password', async () => {
    const [passwordless] = await t.database.rows<{ email: string }>(
      sql`select email from users where password_hash is null order by id limit 1`,
    );
    for (const body of [
      { email: account.email, password: `${account.password}!` },
      { email: uniqueEmail('nobody'), password: account.password },
      { email: passwordless!.email, password: account.password },
    ]) {
      const res = await api.post('/token', body);
      expect(res.status).toBe(200);
      expectDocumented('post', '/token', 200, res.body);
      expect(res.body).toEqual({ token: null, permissions: [] });
    }
  });

  it('spends a password check on an unknown email as on a wrong password', async () => {
    const fresh = await accountApp(t.database, { address: nextAddress() });
    const unknown: number[] = [];
    const wrong: number[] = [];
    // The process's CPU time (Argon2 runs on its threads, which count too), not the wall clock: a loaded machine
    // stretches waiting, not the work of a hash. Interleaved, compared by their least.
    const cpu = async (request: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      await request();
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    for (let i = 0; i < 5; i++) {
      unknown.push(
        await cpu(() => fresh.post('/token', { email: uniqueEmail('ghost'), password: 'not the password' })),
      );
      wrong.push(await cpu(() => fresh.post('/token', { email: account.email, password: 'not the password' })));
    }
    // Without the decoy hash an unknown email costs a fraction of a millisecond, far below half of a real check.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.5);
  });

  it('refuses disabled accounts, and their tokens stop working', async () => {
    const other = await registerAccount(t.database);
    await t.database.rows(sql`update users set is_active = false where id = ${other.id}`);
    const res = await api.post('/token', { email: other.email, password: other.password });
    expect(res.body).toEqual({ token: null, permissions: [] });
    expect((await api.get('/me', other.token)).status).toBe(401);
  });

  it('answers 422 for malformed input', async () => {
    const res = await api.post('/token', { email: 'not-an-email' });
    expect(res.status).toBe(422);
    expectDocumented('post', '/token', 422, res.body);
    expect(res.body.errors).toEqual({ email: ['error-email-format'], password: ['error-password-required'] });
  });

  it('is rate limited per email, across addresses', async () => {
    // An account no other test signed in: on PostgreSQL the per-email count is shared by every app.
    const target = await registerAccount(t.database);
    const limited = await accountApp(t.database, { address: nextAddress() });
    for (let i = 0; i < 10; i++) {
      expect((await limited.post('/token', { email: target.email, password: 'wrong guess' })).status).toBe(200);
    }
    const blocked = await limited.post('/token', { email: target.email, password: target.password });
    expect(blocked.status).toBe(429);
    expectDocumented('post', '/token', 429, blocked.body);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from the same address is still fine.
    const other = await limited.post('/token', { email: uniqueEmail(), password: 'whatever it is' });
    expect(other.status).toBe(200);
  });

  it('is rate limited per client address', async () => {
    const limited = await accountApp(t.database, { address: nextAddress() });
    for (let i = 0; i < 20; i++) expect((await limited.post('/token', {})).status).toBe(422);
    const res = await limited.post('/token', { email: account.email, password: account.password });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes its limits from the environment: an operator raises the per-address one, or lowers it', async () => {
    const saved = process.env.RATE_LIMIT_SIGN_IN_PER_ADDRESS;
    try {
      process.env.RATE_LIMIT_SIGN_IN_PER_ADDRESS = '25/120';
      resetServerEnv();
      const raised = await accountApp(t.database, { address: nextAddress() });
      for (let i = 0; i < 25; i++) expect((await raised.post('/token', {})).status).toBe(422);
      const over = await raised.post('/token', {});
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(120);

      process.env.RATE_LIMIT_SIGN_IN_PER_ADDRESS = '2';
      resetServerEnv();
      const lowered = await accountApp(t.database, { address: nextAddress() });
      expect((await lowered.post('/token', {})).status).toBe(422);
      expect((await lowered.post('/token', {})).status).toBe(422);
      expect((await lowered.post('/token', {})).status).toBe(429);
    } finally {
      if (saved === undefined) delete process.env.RATE_LIMIT_SIGN_IN_PER_ADDRESS;
      else process.env.RATE_LIMIT_SIGN_IN_PER_ADDRESS = saved;
      resetServerEnv();
    }
  });
});

describe('POST /logout', () => {
  it('revokes exactly the token used; the other sessions keep working', async () => {
    const account = await registerAccount(t.database);
    const second = (await api.post('/token', { email: account.email, password: account.password })).body.token;
    const res = await api.post('/logout', {}, account.token);
    expect(res.status).toBe(200);
    expectDocumented('post', '/logout', 200, res.body);
    expect(res.body).toBe(true);
    const after = await api.get('/me', account.token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('PICKBAZAR_ERROR.NOT_AUTHORIZED');
    expect((await api.get('/me', second)).status).toBe(200);
    const [row] = await t.database.rows(sql`select id from access_tokens where token_hash = ${sha256(account.token)}`);
    expect(row).toBeUndefined();
  });

  it('answers 401 without a token, with an unknown token or an expired one', async () => {
    const account = await registerAccount(t.database);
    await t.database.rows(
      sql`update access_tokens set expires_at = now() - interval '1 minute' where token_hash = ${sha256(account.token)}`,
    );
    for (const token of [undefined, '', 'not-a-real-token', account.token]) {
      const res = await api.post('/logout', {}, token);
      expect(res.status).toBe(401);
      expectDocumented('post', '/logout', 401, res.body);
      expect(res.body.message).toBe('PICKBAZAR_ERROR.NOT_AUTHORIZED');
    }
  });
});
