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
  phoneAccount,
  registerAccount,
  uniqueEmail,
  uniquePhone,
} from './helpers/accounts';
import { firebaseIdToken, makeSigningKey } from './helpers/firebase';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

const PROJECT = 'shop-test-project';
const CERTS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Google's published Firebase signing certificates, at the HTTP edge. */
const googleKey = makeSigningKey('google-key-1');
const strangerKey = makeSigningKey('stranger-key');
let certsStatus = 200;
let certsMaxAge = 0;
let certFetches = 0;
const google = setupServer(
  http.get(CERTS_URL, () => {
    certFetches += 1;
    if (certsStatus !== 200) return new HttpResponse(null, { status: certsStatus });
    return HttpResponse.json(
      { [googleKey.kid]: googleKey.certificate },
      { headers: { 'cache-control': `public, max-age=${certsMaxAge}, must-revalidate, no-transform` } },
    );
  }),
);

let t: TestApp;
let api: AccountApp;
beforeAll(async () => {
  google.listen({ onUnhandledRequest: 'error' });
  process.env.FIREBASE_PROJECT_ID = PROJECT;
  resetServerEnv();
  t = await createTestApp();
  api = await accountApp(t.database, { rateLimit: { max: 1000, windowMs: 60_000 } });
});
afterEach(() => {
  certsStatus = 200;
});
afterAll(async () => {
  delete process.env.FIREBASE_PROJECT_ID;
  resetServerEnv();
  google.close();
  await t?.close();
});

const english = en as Record<string, string>;
const failed = { success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' };

let addresses = 0;
const fresh = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** A Firebase ID token proving `phone`, as the browser gets it after the SMS code; `claims` override. */
const proof = (phone: string | null, claims: Record<string, unknown> = {}, key = googleKey) =>
  firebaseIdToken(key, { projectId: PROJECT, phoneNumber: phone, ...claims });

async function userOfToken(token: string) {
  const [row] = await t.database.rows<{ user_id: number }>(
    sql`select user_id from access_tokens where token_hash = ${sha256(token)}`,
  );
  return row?.user_id;
}

describe('POST /otp/phone-exists', () => {
  it('tells whether an account has the (normalised) number', async () => {
    const known = await phoneAccount(t.database);
    const unknown = uniquePhone();
    for (const [input, expected] of [
      [known.phone, { phone_number: known.phone, is_contact_exist: true }],
      [
        `${unknown.slice(0, 2)} ${unknown.slice(2, 5)}-${unknown.slice(5)}`,
        { phone_number: unknown, is_contact_exist: false },
      ],
    ] as const) {
      const res = await api.post('/otp/phone-exists', { phone_number: input }, undefined, fresh());
      expect(res.status).toBe(200);
      expectDocumented('post', '/otp/phone-exists', 200, res.body);
      expect(res.body).toEqual(expected);
    }
  });

  it('answers 422 with field errors', async () => {
    for (const [body, errors] of [
      [{}, { phone_number: ['error-phone-required'] }],
      [{ phone_number: '555-0100' }, { phone_number: ['error-phone-format'] }],
    ] as const) {
      const res = await api.post('/otp/phone-exists', body, undefined, fresh());
      expect(res.status).toBe(422);
      expectDocumented('post', '/otp/phone-exists', 422, res.body);
      expect(res.body.errors).toEqual(errors);
    }
  });

  it('shares the per-address budget of /send-otp-code (10 in 10 minutes)', async () => {
    const address = fresh();
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/otp/phone-exists', { phone_number: uniquePhone() }, undefined, address)).status).toBe(
        200,
      );
      expect((await api.post('/send-otp-code', { phone_number: uniquePhone() }, undefined, address)).status).toBe(200);
    }
    const res = await api.post('/otp/phone-exists', { phone_number: uniquePhone() }, undefined, address);
    expect(res.status).toBe(429);
    expectDocumented('post', '/otp/phone-exists', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

/** A replayed Firebase ID token: 409 with a message that says so. */
const replayed = (res: { status: number; body: { message: string; code: string } }) => {
  expect(res.status).toBe(409);
  expect(res.body.code).toBe('PICKBAZAR_ERROR.CONFLICT');
  expect(res.body.message).toMatch(/already been used/);
};

describe('with Firebase configured', () => {
  describe('POST /otp/verify-otp-code', () => {
    it('accepts a Firebase ID token for the number (no code needed: Firebase checked it)', async () => {
      const phone = uniquePhone();
      const res = await api.post(
        '/otp/verify-otp-code',
        { phone_number: phone, otp_id: proof(phone) },
        undefined,
        fresh(),
      );
      expect(res.status).toBe(200);
      expectDocumented('post', '/otp/verify-otp-code', 200, res.body);
      expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.OTP_VERIFIED' });
    });

    const now = () => Math.floor(Date.now() / 1000);
    it.each([
      ['for another number', (phone: string) => proof(`${phone.slice(0, -1)}9`)],
      ['without a phone number', () => proof(null)],
      ['for another Firebase project', (phone: string) => proof(phone, { aud: 'someone-else' })],
      ['from another issuer', (phone: string) => proof(phone, { iss: 'https://evil.example/shop-test-project' })],
      ['that has expired', (phone: string) => proof(phone, { exp: now() - 5 })],
      ['issued in the future', (phone: string) => proof(phone, { iat: now() + 3600 })],
      ['whose phone sign-in is older than 10 minutes', (phone: string) => proof(phone, { auth_time: now() - 11 * 60 })],
      ['signed by a key Google does not publish', (phone: string) => proof(phone, {}, strangerKey)],
      [
        'signed by another key under Google’s key id',
        (phone: string) =>
          proof(phone, {}, { kid: googleKey.kid, privateKey: strangerKey.privateKey, certificate: '' }),
      ],
      [
        'claiming another algorithm',
        (phone: string) => {
          const [, body] = proof(phone).split('.');
          const head = Buffer.from(JSON.stringify({ alg: 'none', kid: googleKey.kid })).toString('base64url');
          return `${head}.${body}.`;
        },
      ],
      [
        'whose claims were edited after signing',
        (phone: string) => {
          // Google signed a token for another number; its phone_number claim is then rewritten.
          const [head, , signature] = proof(`${phone.slice(0, -1)}9`).split('.');
          return `${head}.${proof(phone).split('.')[1]}.${signature}`;
        },
      ],
      ['that is not a JWT', () => 'not-a-jwt'],
    ])('refuses a token %s', async (_what, make) => {
      const phone = uniquePhone();
      const res = await api.post(
        '/otp/verify-otp-code',
        { phone_number: phone, otp_id: make(phone) },
        undefined,
        fresh(),
      );
      expect(res.status).toBe(200);
      expectDocumented('post', '/otp/verify-otp-code', 200, res.body);
      expect(res.body).toEqual(failed);
    });

    it('answers 422 with field errors', async () => {
      const res = await api.post('/otp/verify-otp-code', { phone_number: '12', code: 'abcdef' }, undefined, fresh());
      expect(res.status).toBe(422);
      expectDocumented('post', '/otp/verify-otp-code', 422, res.body);
      expect(res.body.errors).toEqual({
        phone_number: ['error-phone-format'],
        code: ['error-code-format'],
        otp_id: ['error-otp-id-required'],
      });
    });

    it('answers 422 INVALID_GATEWAY when Google’s certificates cannot be read', async () => {
      certsStatus = 503;
      const phone = uniquePhone();
      const res = await api.post(
        '/otp/verify-otp-code',
        { phone_number: phone, otp_id: proof(phone) },
        undefined,
        fresh(),
      );
      expect(res.status).toBe(422);
      expectDocumented('post', '/otp/verify-otp-code', 422, res.body);
      expect(res.body.message).toBe('PICKBAZAR_ERROR.INVALID_GATEWAY');
      expect(english[res.body.message]).toBeTruthy();
    });

    it('allows 30 checks per address in 10 minutes', async () => {
      const address = fresh();
      const phone = uniquePhone();
      for (let i = 0; i < 30; i++) {
        expect(
          (await api.post('/otp/verify-otp-code', { phone_number: phone, otp_id: 'x' }, undefined, address)).status,
        ).toBe(200);
      }
      const res = await api.post(
        '/otp/verify-otp-code',
        { phone_number: phone, otp_id: proof(phone) },
        undefined,
        address,
      );
      expect(res.status).toBe(429);
      expectDocumented('post', '/otp/verify-otp-code', 429, res.body);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('POST /otp/otp-login', () => {
    it('asks for name and email for a new number, then registers a passwordless customer', async () => {
      const phone = uniquePhone();
      const email = uniqueEmail('firebase');
      const token = proof(phone);
      const ask = await api.post('/otp/otp-login', { phone_number: phone, otp_id: token }, undefined, fresh());
      expect(ask.status).toBe(200);
      expectDocumented('post', '/otp/otp-login', 200, ask.body);
      expect(ask.body).toEqual({ success: false, message: 'PICKBAZAR_MESSAGE.REQUIRED_INFO_MISSING' });

      const res = await api.post(
        '/otp/otp-login',
        { phone_number: phone, otp_id: token, name: 'Fiona Firebase', email, role: 'super_admin' },
        undefined,
        fresh(),
      );
      expect(res.status).toBe(200);
      expectDocumented('post', '/otp/otp-login', 200, res.body);
      expect(res.body).toEqual({
        token: expect.any(String),
        permissions: ['customer'],
        email_verified: false,
        role: 'customer',
      });
      const [user] = await t.database.rows<Record<string, unknown>>(sql`
        select u.id, u.role, u.password_hash, p.contact from users u join user_profiles p on p.customer_id = u.id
        where u.email = ${email}`);
      expect(user).toMatchObject({ role: 'customer', password_hash: null, contact: phone });
      expect(await userOfToken(res.body.token)).toBe(user!.id);
    });

    it('signs in the account that has the number', async () => {
      const account = await phoneAccount(t.database);
      const res = await api.post(
        '/otp/otp-login',
        { phone_number: account.phone, otp_id: proof(account.phone), name: 'Other', email: uniqueEmail() },
        undefined,
        fresh(),
      );
      expect(res.status).toBe(200);
      expect(await userOfToken(res.body.token)).toBe(account.id);
    });

    it('refuses an invalid token and creates nobody', async () => {
      const phone = uniquePhone();
      const email = uniqueEmail('nobody');
      const res = await api.post(
        '/otp/otp-login',
        { phone_number: phone, otp_id: proof(uniquePhone()), name: 'N', email },
        undefined,
        fresh(),
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual(failed);
      expect(await t.database.rows(sql`select id from users where email = ${email}`)).toEqual([]);
    });

    it('refuses to attach a number to an existing account by its email', async () => {
      const owner = await phoneAccount(t.database);
      const phone = uniquePhone();
      const res = await api.post(
        '/otp/otp-login',
        { phone_number: phone, otp_id: proof(phone), name: 'Intruder', email: owner.email },
        undefined,
        fresh(),
      );
      expect(res.status).toBe(422);
      expectDocumented('post', '/otp/otp-login', 422, res.body);
      expect(res.body.errors).toEqual({ email: ['error-email-taken'] });
    });

    it('answers 403 for a disabled account', async () => {
      const account = await phoneAccount(t.database);
      await t.database.rows(sql`update users set is_active = false where id = ${account.id}`);
      const res = await api.post(
        '/otp/otp-login',
        { phone_number: account.phone, otp_id: proof(account.phone) },
        undefined,
        fresh(),
      );
      expect(res.status).toBe(403);
      expectDocumented('post', '/otp/otp-login', 403, res.body);
    });

    it('answers 422 with field errors', async () => {
      const res = await api.post('/otp/otp-login', { phone_number: 'x', code: '12', email: 'no' }, undefined, fresh());
      expect(res.status).toBe(422);
      expectDocumented('post', '/otp/otp-login', 422, res.body);
      expect(res.body.errors).toEqual({
        phone_number: ['error-phone-format'],
        code: ['error-code-format'],
        otp_id: ['error-otp-id-required'],
        email: ['error-email-format'],
      });
    });
  });

  describe('a token is accepted once', () => {
    it('refuses a verified token the second time, with 409', async () => {
      const phone = uniquePhone();
      const body = { phone_number: phone, otp_id: proof(phone) };
      expect((await api.post('/otp/verify-otp-code', body, undefined, fresh())).body.success).toBe(true);
      const again = await api.post('/otp/verify-otp-code', body, undefined, fresh());
      expectDocumented('post', '/otp/verify-otp-code', 409, again.body);
      replayed(again);
    });

    it('keeps the token through the "who are you?" step, then refuses it after the sign-in', async () => {
      const phone = uniquePhone();
      const token = proof(phone);
      const ask = await api.post('/otp/otp-login', { phone_number: phone, otp_id: token }, undefined, fresh());
      expect(ask.body.message).toBe('PICKBAZAR_MESSAGE.REQUIRED_INFO_MISSING');
      const body = { phone_number: phone, otp_id: token, name: 'Once', email: uniqueEmail('once') };
      expect((await api.post('/otp/otp-login', body, undefined, fresh())).body.token).toEqual(expect.any(String));
      for (const path of ['/otp/otp-login', '/otp/verify-otp-code'] as const) {
        const again = await api.post(path, body, undefined, fresh());
        expectDocumented('post', path, 409, again.body);
        replayed(again);
      }
    });

    it('lets one of four simultaneous sign-ins with one token through', async () => {
      const account = await phoneAccount(t.database);
      const body = { phone_number: account.phone, otp_id: proof(account.phone) };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => api.post('/otp/otp-login', body, undefined, fresh())),
      );
      const signedIn = answers.filter((a) => a.status === 200);
      expect(signedIn).toHaveLength(1);
      expect(await userOfToken(signedIn[0]!.body.token)).toBe(account.id);
      answers.filter((a) => a.status !== 200).forEach(replayed);
    });

    it('knows a token again when its signature is spelled differently (base64 spare bits)', async () => {
      const phone = uniquePhone();
      const token = proof(phone);
      const last = token.at(-1)!;
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      // 256 signature bytes leave 4 unused bits in the last character: flipping one keeps the same bytes.
      const respelled = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
      expect(respelled).not.toBe(token);
      const first = await api.post(
        '/otp/verify-otp-code',
        { phone_number: phone, otp_id: respelled },
        undefined,
        fresh(),
      );
      expect(first.body.success).toBe(true);
      replayed(await api.post('/otp/verify-otp-code', { phone_number: phone, otp_id: token }, undefined, fresh()));
    });
  });

  describe('POST /otp/update-contact', () => {
    it('sets the signed-in user’s number from a Firebase ID token, once', async () => {
      const account = await registerAccount(t.database);
      const phone = uniquePhone();
      const body = { phone_number: phone, otp_id: proof(phone) };
      const res = await api.post('/otp/update-contact', body, account.token, fresh());
      expect(res.status).toBe(200);
      expectDocumented('post', '/otp/update-contact', 200, res.body);
      expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_UPDATED' });
      expect((await api.get('/me', account.token)).body.profile.contact).toBe(phone);

      const again = await api.post('/otp/update-contact', body, account.token, fresh());
      expectDocumented('post', '/otp/update-contact', 409, again.body);
      replayed(again);
    });

    it('refuses a token for another number, another account’s number, and anonymous callers', async () => {
      const account = await registerAccount(t.database);
      const phone = uniquePhone();
      const wrong = await api.post(
        '/otp/update-contact',
        { phone_number: phone, otp_id: proof(uniquePhone()) },
        account.token,
        fresh(),
      );
      expect(wrong.status).toBe(200);
      expect(wrong.body).toEqual(failed);

      const owner = await phoneAccount(t.database);
      const taken = await api.post(
        '/otp/update-contact',
        { phone_number: owner.phone, otp_id: proof(owner.phone) },
        account.token,
        fresh(),
      );
      expect(taken.status).toBe(422);
      expectDocumented('post', '/otp/update-contact', 422, taken.body);
      expect(taken.body.errors).toEqual({ phone_number: ['error-phone-taken'] });

      const anonymous = await api.post(
        '/otp/update-contact',
        { phone_number: phone, otp_id: proof(phone) },
        null,
        fresh(),
      );
      expect(anonymous.status).toBe(401);
      expectDocumented('post', '/otp/update-contact', 401, anonymous.body);
      expect((await api.get('/me', account.token)).body.profile?.contact ?? null).toBeNull();
    });
  });

  it('reuses Google’s certificates for as long as their max-age says', async () => {
    certsMaxAge = 3600;
    const before = certFetches;
    for (let i = 0; i < 3; i++) {
      const phone = uniquePhone();
      const res = await api.post(
        '/otp/verify-otp-code',
        { phone_number: phone, otp_id: proof(phone) },
        undefined,
        fresh(),
      );
      expect(res.body.success).toBe(true);
    }
    expect(certFetches - before).toBe(1);
  });
});

describe('without Firebase: the same routes run the server-side code flow', () => {
  let codeApi: AccountApp;
  beforeAll(async () => {
    delete process.env.FIREBASE_PROJECT_ID;
    resetServerEnv();
    codeApi = await accountApp(t.database, { rateLimit: { max: 1000, windowMs: 60_000 } });
  });

  async function sendCode(phone: string, purpose: string) {
    const sent = await codeApi.post('/send-otp-code', { phone_number: phone, purpose }, undefined, fresh());
    expect(sent.status).toBe(200);
    const [sms] = await t.database.rows<{ meta: { code: string } }>(
      sql`select meta from outbox_messages where recipient = ${phone} order by id desc limit 1`,
    );
    return { otpId: sent.body.id as string, code: sms!.meta.code };
  }

  it('asks for the code the shop texted', async () => {
    const phone = uniquePhone();
    const res = await codeApi.post('/otp/otp-login', { phone_number: phone, otp_id: proof(phone) }, undefined, fresh());
    expect(res.status).toBe(422);
    expectDocumented('post', '/otp/otp-login', 422, res.body);
    expect(res.body.errors).toEqual({ code: ['error-code-required'] });
    expect(english['error-code-required']).toBeTruthy();
  });

  it('signs in with a login code, and checks a verify code once', async () => {
    const phone = uniquePhone();
    const login = await sendCode(phone, 'login');
    const email = uniqueEmail('codeflow');
    const res = await codeApi.post(
      '/otp/otp-login',
      { phone_number: phone, code: login.code, otp_id: login.otpId, name: 'Cody', email },
      undefined,
      fresh(),
    );
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));

    const verify = await sendCode(phone, 'verify');
    const body = { phone_number: phone, code: verify.code, otp_id: verify.otpId };
    const first = await codeApi.post('/otp/verify-otp-code', body, undefined, fresh());
    expect(first.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.OTP_VERIFIED' });
    expect((await codeApi.post('/otp/verify-otp-code', body, undefined, fresh())).body).toEqual(failed);
  });

  it('sets the contact with a code sent for "contact" through /otp/update-contact', async () => {
    const account = await registerAccount(t.database);
    const phone = uniquePhone();
    const sent = await sendCode(phone, 'contact');
    const res = await codeApi.post(
      '/otp/update-contact',
      { phone_number: phone, code: sent.code, otp_id: sent.otpId },
      account.token,
      fresh(),
    );
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_UPDATED' });
    expect((await codeApi.get('/me', account.token)).body.profile.contact).toBe(phone);
  });

  it('does not accept a Firebase token in place of a code', async () => {
    const phone = uniquePhone();
    const res = await codeApi.post(
      '/otp/verify-otp-code',
      { phone_number: phone, otp_id: proof(phone), code: '123456' },
      undefined,
      fresh(),
    );
    expect(res.body).toEqual(failed);
  });
});
