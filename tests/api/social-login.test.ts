import { sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnv } from '@/config/env';
import { sha256 } from '@/server/auth/random';
import en from '../../public/locales/en/common.json';
import {
  accountApp,
  type AccountApp,
  passwordHashOf,
  phoneAccount,
  phoneSignIn,
  registerAccount,
  uniqueEmail,
} from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

/** What Google knows about each access token it issued (the tests' fake Google accounts). */
interface GoogleGrant {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  /** The OAuth client the token was issued to. */
  aud?: string;
  /** tokeninfo's subject, when a test wants it to disagree with userinfo's. */
  tokeninfoSub?: string;
}
const grants = new Map<string, GoogleGrant>();
let googleDown = false;
const calls: string[] = [];

/** Google at the HTTP edge: userinfo (who owns the token) and tokeninfo (which app it was issued to). */
const google = setupServer(
  http.get('https://www.googleapis.com/oauth2/v3/userinfo', ({ request }) => {
    calls.push('userinfo');
    if (googleDown) return new HttpResponse(null, { status: 503 });
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    const grant = grants.get(token);
    if (!grant) return HttpResponse.json({ error: 'invalid_request' }, { status: 401 });
    return HttpResponse.json({
      sub: grant.sub,
      email: grant.email,
      email_verified: grant.email_verified ?? true,
      ...(grant.name ? { name: grant.name } : {}),
    });
  }),
  http.get('https://oauth2.googleapis.com/tokeninfo', ({ request }) => {
    calls.push('tokeninfo');
    if (googleDown) return new HttpResponse(null, { status: 503 });
    const grant = grants.get(new URL(request.url).searchParams.get('access_token') ?? '');
    if (!grant) return HttpResponse.json({ error: 'invalid_token' }, { status: 400 });
    // tokeninfo spells booleans as strings.
    return HttpResponse.json({
      aud: grant.aud ?? 'shop-client-id',
      azp: grant.aud ?? 'shop-client-id',
      sub: grant.tokeninfoSub ?? grant.sub,
      email: grant.email,
      email_verified: String(grant.email_verified ?? true),
      expires_in: '3599',
    });
  }),
);

let t: TestApp;
let api: AccountApp;
beforeAll(async () => {
  google.listen({ onUnhandledRequest: 'error' });
  configureGoogle(true);
  t = await createTestApp();
  api = await accountApp(t.database, { rateLimit: { max: 1000, windowMs: 60_000 } });
});
afterEach(() => {
  googleDown = false;
  calls.length = 0;
});
afterAll(async () => {
  configureGoogle(false);
  google.close();
  await t?.close();
});

/** This shop's Google app (what next-auth's Google provider signs in with). */
function configureGoogle(on: boolean) {
  for (const [name, value] of [
    ['GOOGLE_CLIENT_ID', 'shop-client-id'],
    ['GOOGLE_CLIENT_SECRET', 'shop-client-secret'],
    ['NEXTAUTH_SECRET', 'test-nextauth-secret'],
  ] as const) {
    if (on) process.env[name] = value;
    else delete process.env[name];
  }
  resetServerEnv();
}

const english = en as Record<string, string>;

let grantCount = 0;
/** A Google account and an access token for it. */
function grant(overrides: Partial<GoogleGrant> = {}): { token: string } & GoogleGrant {
  grantCount += 1;
  const token = `ya29.test-${grantCount}-${Math.random().toString(36).slice(2)}`;
  const value = { sub: `1100${grantCount}77`, email: uniqueEmail('google'), name: 'Gina Google', ...overrides };
  grants.set(token, value);
  return { token, ...value };
}

const login = (accessToken: string, extra: Record<string, unknown> = {}) =>
  api.post('/social-login-token', { provider: 'google', access_token: accessToken, ...extra });

async function userByEmail(email: string) {
  const [row] = await t.database.rows<Record<string, any>>(sql`
    select u.id, u.name, u.email, u.role, u.password_hash, u.email_verified_at, u.wallet_points,
           (select count(*)::int from social_accounts s where s.user_id = u.id) as links
    from users u where u.email = ${email}`);
  return row;
}

async function userOfToken(token: string) {
  const [row] = await t.database.rows<{ user_id: number }>(
    sql`select user_id from access_tokens where token_hash = ${sha256(token)}`,
  );
  return row?.user_id;
}

describe('POST /social-login-token', () => {
  it('creates a verified, passwordless customer for a new Google account', async () => {
    const g = grant({ name: '  Gina Google ' });
    const res = await login(g.token, { role: 'super_admin', permissions: ['super_admin'] });
    expect(res.status).toBe(200);
    expectDocumented('post', '/social-login-token', 200, res.body);
    expect(res.body).toEqual({
      token: expect.any(String),
      permissions: ['customer'],
      email_verified: true,
      role: 'customer',
    });
    expect(calls).toEqual(['tokeninfo', 'userinfo']);

    const user = await userByEmail(g.email);
    expect(user).toMatchObject({ name: 'Gina Google', role: 'customer', password_hash: null, links: 1 });
    expect(user!.email_verified_at).not.toBeNull();
    expect(user!.wallet_points).toBeGreaterThan(0);
    expect(await userOfToken(res.body.token)).toBe(user!.id);
    const me = await api.get('/me', res.body.token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(g.email);
  });

  it('signs the linked account in again, even after the Google email changed', async () => {
    const g = grant();
    const first = await login(g.token);
    const userId = await userOfToken(first.body.token);
    const renamed = grant({ sub: g.sub, email: uniqueEmail('renamed') });
    const again = await login(renamed.token);
    expect(again.status).toBe(200);
    expect(await userOfToken(again.body.token)).toBe(userId);
    expect(await userByEmail(renamed.email)).toBeUndefined();
  });

  it('links a verified account with the same email and keeps its password', async () => {
    const account = await registerAccount(t.database);
    const hash = await passwordHashOf(t.database, account.id);
    const g = grant({ email: account.email.toUpperCase() });
    const res = await login(g.token);
    expect(res.status).toBe(200);
    expect(await userOfToken(res.body.token)).toBe(account.id);
    expect(await passwordHashOf(t.database, account.id)).toBe(hash);
    expect((await api.get('/me', account.token)).status).toBe(200);
    expect((await userByEmail(account.email))!.links).toBe(1);
  });

  it('takes over an unverified account with that email: its password and sessions end', async () => {
    // Someone registered the address before its owner, who now proves it through Google.
    const squatter = await registerAccount(t.database, { verified: false });
    const g = grant({ email: squatter.email });
    const res = await login(g.token);
    expect(res.status).toBe(200);
    expect(res.body.email_verified).toBe(true);
    expect(await userOfToken(res.body.token)).toBe(squatter.id);
    expect(await passwordHashOf(t.database, squatter.id)).toBeNull();
    expect((await api.get('/me', squatter.token)).status).toBe(401);
    const password = await api.post('/token', { email: squatter.email, password: squatter.password });
    expect(password.body).toEqual({ token: null, permissions: [] });
  });

  it('takes over an account someone made by phone with this email: their phone no longer signs in', async () => {
    // Someone made an account with the owner's address through phone sign-in (which cannot prove an email).
    const squatter = await phoneAccount(t.database);
    const g = grant({ email: squatter.email });
    const res = await login(g.token);
    expect(res.status).toBe(200);
    expect(await userOfToken(res.body.token)).toBe(squatter.id);
    expect((await api.get('/me', squatter.token)).status).toBe(401);

    const again = await phoneSignIn(t.database, squatter.phone);
    expect(again.body).toEqual({ success: false, message: 'PICKBAZAR_MESSAGE.REQUIRED_INFO_MISSING' });
    const me = await api.get('/me', res.body.token);
    expect(me.body.profile.contact).toBeNull();
  });

  it('answers 401 INVALID_SOCIAL_TOKEN when Google refuses the token or the email is unverified', async () => {
    const unverified = grant({ email_verified: false });
    for (const token of ['ya29.forged', unverified.token]) {
      const res = await login(token);
      expect(res.status).toBe(401);
      expectDocumented('post', '/social-login-token', 401, res.body);
      expect(res.body.message).toBe('PICKBAZAR_ERROR.INVALID_SOCIAL_TOKEN');
      expect(english[res.body.message]).toBeTruthy();
    }
    expect(await userByEmail(unverified.email)).toBeUndefined();
  });

  it('answers 422 INVALID_GATEWAY when Google cannot be asked', async () => {
    googleDown = true;
    const g = grant();
    const res = await login(g.token);
    expect(res.status).toBe(422);
    expectDocumented('post', '/social-login-token', 422, res.body);
    expect(res.body.message).toBe('PICKBAZAR_ERROR.INVALID_GATEWAY');
    expect(english[res.body.message]).toBeTruthy();
    expect(await userByEmail(g.email)).toBeUndefined();
  });

  it('answers 403 for a disabled account', async () => {
    const g = grant();
    await login(g.token);
    await t.database.rows(sql`update users set is_active = false where email = ${g.email}`);
    const res = await login(g.token);
    expect(res.status).toBe(403);
    expectDocumented('post', '/social-login-token', 403, res.body);
  });

  it.each([
    [{}, { provider: ['error-provider-required'], access_token: ['error-access-token-required'] }],
    [{ provider: 'facebook', access_token: 'x' }, { provider: ['error-provider-unsupported'] }],
    [{ provider: 'google', access_token: '   ' }, { access_token: ['error-access-token-required'] }],
    [{ provider: 'google', access_token: 'x'.repeat(4097) }, { access_token: ['error-too-long'] }],
  ])('answers 422 with field errors for %j', async (body, errors) => {
    const res = await api.post('/social-login-token', body);
    expect(res.status).toBe(422);
    expectDocumented('post', '/social-login-token', 422, res.body);
    expect(res.body.errors).toEqual(errors);
    for (const key of Object.values(errors).flat()) expect(english[key], key).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('is rate limited per client address', async () => {
    // An address of its own: on PostgreSQL the apps over one database share their counts.
    const limited = await accountApp(t.database, { rateLimit: { max: 3, windowMs: 60_000 }, address: '10.33.0.3' });
    for (let i = 0; i < 3; i++) expect((await limited.post('/social-login-token', {})).status).toBe(422);
    const res = await limited.post('/social-login-token', { provider: 'google', access_token: grant().token });
    expect(res.status).toBe(429);
    expectDocumented('post', '/social-login-token', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('asks Google which app the token was issued to, and refuses another app’s token', async () => {
    const ours = grant();
    expect((await login(ours.token)).status).toBe(200);
    expect(calls).toEqual(['tokeninfo', 'userinfo']);

    const theirs = grant({ aud: 'someone-elses-app' });
    const res = await login(theirs.token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('PICKBAZAR_ERROR.INVALID_SOCIAL_TOKEN');
    expect(await userByEmail(theirs.email)).toBeUndefined();
  });

  it('refuses a token when Google’s two answers disagree about the account', async () => {
    const g = grant({ tokeninfoSub: '999' });
    expect((await login(g.token)).status).toBe(401);
    expect(await userByEmail(g.email)).toBeUndefined();
  });

  it('is not available without this shop’s Google app (GOOGLE_CLIENT_ID unset)', async () => {
    configureGoogle(false);
    try {
      const g = grant();
      const res = await login(g.token);
      expect(res.status).toBe(422);
      expectDocumented('post', '/social-login-token', 422, res.body);
      expect(res.body.errors).toEqual({ provider: ['error-provider-unsupported'] });
      expect(calls).toEqual([]);
      expect(await userByEmail(g.email)).toBeUndefined();
    } finally {
      configureGoogle(true);
    }
  });
});
