import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { createSmsSender } from '@/server/messaging/sms';
import en from '../../public/locales/en/common.json';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Twilio at the HTTP edge: the real sender talks to it. */
const twilioCalls: URLSearchParams[] = [];
let twilioStatus = 201;
const mock = setupServer(
  http.post('https://api.twilio.com/2010-04-01/Accounts/:sid/Messages.json', async ({ request }) => {
    twilioCalls.push(new URLSearchParams(await request.text()));
    return HttpResponse.json({ sid: 'SM1' }, { status: twilioStatus });
  }),
);

let t: TestApp;
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({ rateLimit: { max: 1000, windowMs: 60_000 } });
});
afterEach(() => {
  twilioStatus = 201;
});
afterAll(async () => {
  mock.close();
  await t?.close();
});

const english = en as Record<string, string>;

// Every request comes from its own address unless a test says otherwise, so the per-address limits of
// /send-otp-code only show up where a test asks for them.
let addresses = 0;
const freshAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let numbers = 0;
const freshNumber = () => `+1212555${String(++numbers).padStart(4, '0')}`;

async function post(
  path: string,
  body: unknown,
  options: { address?: string; token?: string; app?: TestApp['app'] } = {},
) {
  const res = await (options.app ?? t.app).request(
    `/api${path}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: options.address ?? freshAddress() } } },
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

async function outboxCode(phone: string): Promise<{ code: string; otpId: string; purpose: string; body: string }> {
  const [row] = await t.database.rows<{ meta: any; body: string }>(
    sql`select meta, body from outbox_messages where channel = 'sms' and recipient = ${phone} order by id desc limit 1`,
  );
  expect(row).toBeDefined();
  return { code: row!.meta.code, otpId: row!.meta.otp_id, purpose: row!.meta.purpose, body: row!.body };
}

async function sendCode(phone: string, purpose?: string) {
  const res = await post('/send-otp-code', { phone_number: phone, ...(purpose ? { purpose } : {}) });
  expect(res.status).toBe(200);
  const sent = await outboxCode(phone);
  expect(res.body.id).toBe(sent.otpId);
  return { otpId: res.body.id as string, code: sent.code, answer: res.body };
}

/** A different 6-digit code than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function register(phone: string, email: string) {
  const { otpId, code } = await sendCode(phone);
  const res = await post('/otp-login', { phone_number: phone, code, otp_id: otpId, name: 'Phone Person', email });
  expect(res.status).toBe(200);
  expect(res.body.token).toEqual(expect.any(String));
  return res.body.token as string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function userOfToken(token: string) {
  const [row] = await t.database.rows<{ user_id: number }>(
    sql`select user_id from access_tokens where token_hash = ${sha256(token)}`,
  );
  return row?.user_id ?? null;
}

describe('POST /send-otp-code', () => {
  it('texts a 6-digit code through the development outbox and answers CONTRACT §9', async () => {
    const phone = freshNumber();
    const res = await post('/send-otp-code', { phone_number: phone });
    expect(res.status).toBe(200);
    expectDocumented('post', '/send-otp-code', 200, res.body);
    expect(res.body).toEqual({
      message: 'PICKBAZAR_MESSAGE.OTP_SEND_SUCCESSFUL',
      success: true,
      provider: 'outbox',
      id: expect.any(String),
      phone_number: phone,
      is_contact_exist: false,
    });
    expect(english[res.body.message]).toBeTruthy();
    const sms = await outboxCode(phone);
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.body).toContain(sms.code);
    expect(sms.purpose).toBe('login');
  });

  it('stores the code only as a salted hash, bound to the number and the purpose', async () => {
    const phone = freshNumber();
    const { otpId, code } = await sendCode(phone, 'verify');
    const rows = await t.database.rows<Record<string, unknown>>(sql`select * from otp_codes where id = ${otpId}`);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ phone_number: phone, purpose: 'verify', attempts: 0, consumed_at: null });
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toBe(sha256(code));
    for (const value of Object.values(row)) expect(String(value)).not.toBe(code);
    const minutes = (new Date(row.expires_at as string).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('normalises spaces and dashes to E.164', async () => {
    const res = await post('/send-otp-code', { phone_number: ' +1 212-555-9901 ' });
    expect(res.status).toBe(200);
    expect(res.body.phone_number).toBe('+12125559901');
    expect((await outboxCode('+12125559901')).code).toMatch(/^\d{6}$/);
  });

  it.each([
    [{}, { phone_number: ['error-phone-required'] }],
    [{ phone_number: '2125550123' }, { phone_number: ['error-phone-format'] }],
    [{ phone_number: '+0125550123' }, { phone_number: ['error-phone-format'] }],
    [{ phone_number: '+1212555012a' }, { phone_number: ['error-phone-format'] }],
    [{ phone_number: '+1234567890123456' }, { phone_number: ['error-phone-format'] }],
    [{ phone_number: { n: 1 } }, { phone_number: ['error-must-be-text'] }],
    [{ phone_number: '+12125550123', purpose: 'admin' }, { purpose: ['error-otp-purpose'] }],
  ])('refuses %j with field errors', async (body, errors) => {
    const res = await post('/send-otp-code', body);
    expect(res.status).toBe(422);
    expectDocumented('post', '/send-otp-code', 422, res.body);
    expect(res.body.errors).toEqual(errors);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await t.app.request('/api/send-otp-code', { method: 'POST', body: 'phone_number=+12125550123' });
    expect(res.status).toBe(415);
  });

  it('tells whether an account has the number', async () => {
    const phone = freshNumber();
    await register(phone, 'known.phone@example.com');
    const { answer } = await sendCode(phone);
    expect(answer.is_contact_exist).toBe(true);
  });

  it('allows 3 codes per number in 10 minutes, from any address', async () => {
    const phone = freshNumber();
    for (let i = 0; i < 3; i++) expect((await post('/send-otp-code', { phone_number: phone })).status).toBe(200);
    const res = await post('/send-otp-code', { phone_number: phone });
    expect(res.status).toBe(429);
    expectDocumented('post', '/send-otp-code', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    const [{ count }] = (await t.database.rows(
      sql`select count(*)::int as count from outbox_messages where recipient = ${phone}`,
    )) as [{ count: number }];
    expect(count).toBe(3);
  });

  it('allows 10 sends per address in 10 minutes, whatever the number', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      expect((await post('/send-otp-code', { phone_number: freshNumber() }, { address })).status).toBe(200);
    }
    const res = await post('/send-otp-code', { phone_number: freshNumber() }, { address });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await post('/send-otp-code', { phone_number: freshNumber() })).status).toBe(200);
  });

  it('a new code voids the earlier ones of the same number and purpose', async () => {
    const phone = freshNumber();
    const first = await sendCode(phone, 'verify');
    const second = await sendCode(phone, 'verify');
    const old = await post('/verify-otp-code', { phone_number: phone, code: first.code, otp_id: first.otpId });
    expect(old.body.success).toBe(false);
    const current = await post('/verify-otp-code', { phone_number: phone, code: second.code, otp_id: second.otpId });
    expect(current.body.success).toBe(true);
  });

  describe('with Twilio configured', () => {
    const twilioApp = () =>
      createApp({
        database: t.database,
        cacheTtlMs: 0,
        sms: createSmsSender({
          database: t.database,
          twilio: { accountSid: 'AC123', authToken: 'secret', from: '+15005550006' },
          log: () => {},
        }),
      });

    it('sends the code through Twilio, not the outbox', async () => {
      const phone = freshNumber();
      twilioCalls.length = 0;
      const res = await post('/send-otp-code', { phone_number: phone }, { app: twilioApp() });
      expect(res.status).toBe(200);
      expectDocumented('post', '/send-otp-code', 200, res.body);
      expect(res.body.provider).toBe('twilio');
      expect(twilioCalls).toHaveLength(1);
      expect(twilioCalls[0]!.get('To')).toBe(phone);
      expect(twilioCalls[0]!.get('From')).toBe('+15005550006');
      expect(twilioCalls[0]!.get('Body')).toMatch(/\b\d{6}\b/);
      expect(await t.database.rows(sql`select id from outbox_messages where recipient = ${phone}`)).toEqual([]);
    });

    it('answers OTP_SEND_FAIL and keeps no code when Twilio refuses', async () => {
      const phone = freshNumber();
      twilioStatus = 400;
      const res = await post('/send-otp-code', { phone_number: phone }, { app: twilioApp() });
      expect(res.status).toBe(200);
      expectDocumented('post', '/send-otp-code', 200, res.body);
      expect(res.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OTP_SEND_FAIL' });
      expect(await t.database.rows(sql`select id from otp_codes where phone_number = ${phone}`)).toEqual([]);
    });
  });
});

describe('POST /verify-otp-code', () => {
  it('accepts the right code once', async () => {
    const phone = freshNumber();
    const { otpId, code } = await sendCode(phone, 'verify');
    const res = await post('/verify-otp-code', { phone_number: phone, code, otp_id: otpId });
    expect(res.status).toBe(200);
    expectDocumented('post', '/verify-otp-code', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.OTP_VERIFIED' });
    expect(english[res.body.message]).toBeTruthy();

    const again = await post('/verify-otp-code', { phone_number: phone, code, otp_id: otpId });
    expect(again.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' });
  });

  it('refuses a wrong code, another number, another purpose and an unknown otp_id', async () => {
    const phone = freshNumber();
    const other = freshNumber();
    const verify = await sendCode(phone, 'verify');
    const login = await sendCode(phone, 'login');
    const attempts = [
      { phone_number: phone, code: wrong(verify.code), otp_id: verify.otpId },
      { phone_number: other, code: verify.code, otp_id: verify.otpId },
      { phone_number: phone, code: login.code, otp_id: login.otpId },
      { phone_number: phone, code: verify.code, otp_id: 'no-such-id' },
    ];
    for (const body of attempts) {
      const res = await post('/verify-otp-code', body);
      expect(res.status).toBe(200);
      expectDocumented('post', '/verify-otp-code', 200, res.body);
      expect(res.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' });
    }
    // None of that spent the real code.
    const res = await post('/verify-otp-code', { phone_number: phone, code: verify.code, otp_id: verify.otpId });
    expect(res.body.success).toBe(true);
  });

  it('kills the code after 5 wrong tries: then even the right code fails', async () => {
    const phone = freshNumber();
    const { otpId, code } = await sendCode(phone, 'verify');
    for (let i = 0; i < 5; i++) {
      const res = await post('/verify-otp-code', { phone_number: phone, code: wrong(code), otp_id: otpId });
      expect(res.body.success).toBe(false);
    }
    const res = await post('/verify-otp-code', { phone_number: phone, code, otp_id: otpId });
    expect(res.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' });
  });

  it('counts wrong tries sent at the same time: 20 parallel guesses still kill the code', async () => {
    const phone = freshNumber();
    const { otpId, code } = await sendCode(phone, 'verify');
    const guesses = Array.from({ length: 20 }, (_, i) =>
      post('/verify-otp-code', {
        phone_number: phone,
        code: wrong(String((Number(code) + i) % 1_000_000)),
        otp_id: otpId,
      }),
    );
    for (const res of await Promise.all(guesses)) expect(res.body.success).toBe(false);
    const [row] = await t.database.rows<{ attempts: number }>(sql`select attempts from otp_codes where id = ${otpId}`);
    expect(row!.attempts).toBe(5);
    const res = await post('/verify-otp-code', { phone_number: phone, code, otp_id: otpId });
    expect(res.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' });
  });

  it('refuses an expired code', async () => {
    const phone = freshNumber();
    const { otpId, code } = await sendCode(phone, 'verify');
    await t.database.rows(sql`update otp_codes set expires_at = now() - interval '1 second' where id = ${otpId}`);
    const res = await post('/verify-otp-code', { phone_number: phone, code, otp_id: otpId });
    expect(res.body.success).toBe(false);
  });

  it('allows 30 code checks per address in 10 minutes, shared with /otp-login', async () => {
    const address = '192.0.2.88';
    const phone = freshNumber();
    const { otpId, code } = await sendCode(phone, 'verify');
    for (let i = 0; i < 15; i++) {
      const guess = { phone_number: phone, code: '000000', otp_id: `guess-${i}` };
      expect((await post('/verify-otp-code', guess, { address })).status).toBe(200);
      expect((await post('/otp-login', guess, { address })).status).toBe(200);
    }
    const res = await post('/verify-otp-code', { phone_number: phone, code, otp_id: otpId }, { address });
    expect(res.status).toBe(429);
    expectDocumented('post', '/verify-otp-code', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right code was not spent by the refused request.
    expect((await post('/verify-otp-code', { phone_number: phone, code, otp_id: otpId })).body.success).toBe(true);
  });

  it.each([
    [{ code: '12345' }, { code: ['error-code-format'] }],
    [{ code: '1234567' }, { code: ['error-code-format'] }],
    [{ code: 'abcdef' }, { code: ['error-code-format'] }],
    [{ code: '' }, { code: ['error-code-required'] }],
    [{ otp_id: '' }, { otp_id: ['error-otp-id-required'] }],
  ])('answers 422 for %j', async (change, errors) => {
    const res = await post('/verify-otp-code', {
      phone_number: '+12125550100',
      code: '123456',
      otp_id: 'x',
      ...change,
    });
    expect(res.status).toBe(422);
    expectDocumented('post', '/verify-otp-code', 422, res.body);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('POST /otp-login', () => {
  it('asks for name and email for a new number, keeps the code valid, then registers', async () => {
    const phone = freshNumber();
    const { otpId, code } = await sendCode(phone);

    const ask = await post('/otp-login', { phone_number: phone, code, otp_id: otpId });
    expect(ask.status).toBe(200);
    expectDocumented('post', '/otp-login', 200, ask.body);
    expect(ask.body).toEqual({ success: false, message: 'PICKBAZAR_MESSAGE.REQUIRED_INFO_MISSING' });
    expect(english[ask.body.message]).toBeTruthy();
    const onlyName = await post('/otp-login', { phone_number: phone, code, otp_id: otpId, name: 'Ada' });
    expect(onlyName.body.message).toBe('PICKBAZAR_MESSAGE.REQUIRED_INFO_MISSING');

    const res = await post('/otp-login', {
      phone_number: phone,
      code,
      otp_id: otpId,
      name: '  Ada Phone ',
      email: ' Ada.Phone@Example.COM ',
      role: 'super_admin',
      permissions: ['super_admin'],
    });
    expect(res.status).toBe(200);
    expectDocumented('post', '/otp-login', 200, res.body);
    expect(res.body).toEqual({
      token: expect.any(String),
      permissions: ['customer'],
      email_verified: false,
      role: 'customer',
    });

    const [points] = await t.database.rows<{ points: number }>(
      sql`select (options ->> 'signupPoints')::int as points from settings where language = 'en'`,
    );
    const [user] = await t.database.rows<Record<string, unknown>>(sql`
      select u.id, u.name, u.email, u.password_hash, u.email_verified_at, u.role, u.wallet_points, p.contact
      from users u join user_profiles p on p.customer_id = u.id where u.email = 'ada.phone@example.com'`);
    expect(user).toMatchObject({
      name: 'Ada Phone',
      password_hash: null,
      email_verified_at: null,
      role: 'customer',
      wallet_points: points!.points ?? 0,
      contact: phone,
    });
    expect(await userOfToken(res.body.token)).toBe(user!.id);

    // The code is used up now.
    const again = await post('/otp-login', { phone_number: phone, code, otp_id: otpId });
    expect(again.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' });
  });

  it('mails a new account a link to verify its email (the phone proves only the number)', async () => {
    const phone = freshNumber();
    const token = await register(phone, 'mail.me@example.com');
    const [mail] = await t.database.rows<{ meta: { kind: string; token: string } }>(
      sql`select meta from outbox_messages where recipient = 'mail.me@example.com' order by id desc limit 1`,
    );
    expect(mail?.meta.kind).toBe('email_verification');
    const verify = await post('/email/verify', { token: mail!.meta.token });
    expect(verify.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_VERIFIED' });
    const me = await t.app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { email_verified: boolean }).email_verified).toBe(true);
  });

  it('signs in the account that has the number, ignoring name and email', async () => {
    const phone = freshNumber();
    const first = await register(phone, 'returning.phone@example.com');
    const userId = await userOfToken(first);
    const { otpId, code } = await sendCode(phone);
    const res = await post('/otp-login', {
      phone_number: phone,
      code,
      otp_id: otpId,
      name: 'Someone Else',
      email: 'someone.else@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.token).not.toBe(first);
    expect(await userOfToken(res.body.token)).toBe(userId);
    expect(await t.database.rows(sql`select id from users where email = 'someone.else@example.com'`)).toEqual([]);
  });

  it('refuses to attach a new number to an existing account by its email', async () => {
    const owner = freshNumber();
    await register(owner, 'owner.email@example.com');
    const phone = freshNumber();
    const { otpId, code } = await sendCode(phone);
    const res = await post('/otp-login', {
      phone_number: phone,
      code,
      otp_id: otpId,
      name: 'Intruder',
      email: 'OWNER.email@example.com',
    });
    expect(res.status).toBe(422);
    expectDocumented('post', '/otp-login', 422, res.body);
    expect(res.body.errors).toEqual({ email: ['error-email-taken'] });
    const rows = await t.database.rows(sql`
      select p.contact from users u join user_profiles p on p.customer_id = u.id where u.email = 'owner.email@example.com'`);
    expect(rows).toEqual([{ contact: owner }]);
    // The code is still good for registering with another email.
    const retry = await post('/otp-login', {
      phone_number: phone,
      code,
      otp_id: otpId,
      name: 'New',
      email: 'new.one@example.com',
    });
    expect(retry.body.token).toEqual(expect.any(String));
  });

  it('answers OTP_VERIFICATION_FAILED for a wrong code and a verify-purpose code', async () => {
    const phone = freshNumber();
    const login = await sendCode(phone);
    const wrongCode = await post('/otp-login', {
      phone_number: phone,
      code: wrong(login.code),
      otp_id: login.otpId,
      name: 'A',
      email: 'a.wrong@example.com',
    });
    expect(wrongCode.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' });
    const verify = await sendCode(phone, 'verify');
    const other = await post('/otp-login', {
      phone_number: phone,
      code: verify.code,
      otp_id: verify.otpId,
      name: 'A',
      email: 'a.wrong@example.com',
    });
    expect(other.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' });
    expect(await t.database.rows(sql`select id from users where email = 'a.wrong@example.com'`)).toEqual([]);
  });

  it('refuses a disabled account', async () => {
    const phone = freshNumber();
    const token = await register(phone, 'disabled.phone@example.com');
    await t.database.rows(sql`update users set is_active = false where id = ${await userOfToken(token)}`);
    const { otpId, code } = await sendCode(phone);
    const res = await post('/otp-login', { phone_number: phone, code, otp_id: otpId });
    expect(res.status).toBe(403);
    expectDocumented('post', '/otp-login', 403, res.body);
  });

  it('answers 422 for a bad email', async () => {
    const res = await post('/otp-login', {
      phone_number: '+12125550100',
      code: '123456',
      otp_id: 'x',
      name: 'A',
      email: 'nope',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['error-email-format'] });
  });
});

describe('POST /update-contact', () => {
  it('needs a signed-in user', async () => {
    const res = await post('/update-contact', { phone_number: '+12125550100', code: '123456', otp_id: 'x' });
    expect(res.status).toBe(401);
    expectDocumented('post', '/update-contact', 401, res.body);
    expect(res.body.message).toBe('PICKBAZAR_ERROR.NOT_AUTHORIZED');
  });

  it('answers 422 with field errors and changes nothing', async () => {
    const token = await register(freshNumber(), 'bad.contact@example.com');
    const userId = await userOfToken(token);
    const res = await post('/update-contact', { phone_number: '0100', code: 'abc', otp_id: '' }, { token });
    expect(res.status).toBe(422);
    expectDocumented('post', '/update-contact', 422, res.body);
    expect(res.body.errors).toEqual({
      phone_number: ['error-phone-format'],
      code: ['error-code-format'],
      otp_id: ['error-otp-id-required'],
    });
    for (const key of Object.values(res.body.errors as Record<string, string[]>).flat()) {
      expect(english[key], key).toBeTruthy();
    }
    const [profile] = await t.database.rows<{ contact: string }>(
      sql`select contact from user_profiles where customer_id = ${userId}`,
    );
    expect(profile!.contact).not.toBe('0100');
  });

  it('sets the caller’s contact with a contact-purpose code', async () => {
    const token = await register(freshNumber(), 'moving.phone@example.com');
    const userId = await userOfToken(token);
    const phone = freshNumber();

    const login = await sendCode(phone, 'login');
    const refused = await post(
      '/update-contact',
      { phone_number: phone, code: login.code, otp_id: login.otpId },
      { token },
    );
    expect(refused.body).toEqual({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' });

    const { otpId, code } = await sendCode(phone, 'contact');
    const res = await post('/update-contact', { phone_number: phone, code, otp_id: otpId, user_id: 1 }, { token });
    expect(res.status).toBe(200);
    expectDocumented('post', '/update-contact', 200, res.body);
    expect(res.body).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_UPDATED' });
    expect(english[res.body.message]).toBeTruthy();
    const rows = await t.database.rows(sql`select customer_id, contact from user_profiles where contact = ${phone}`);
    expect(rows).toEqual([{ customer_id: userId, contact: phone }]);
  });

  it('refuses a number that belongs to another account', async () => {
    const taken = freshNumber();
    await register(taken, 'has.number@example.com');
    const token = await register(freshNumber(), 'wants.number@example.com');
    const { otpId, code } = await sendCode(taken, 'contact');
    const res = await post('/update-contact', { phone_number: taken, code, otp_id: otpId }, { token });
    expect(res.status).toBe(422);
    expectDocumented('post', '/update-contact', 422, res.body);
    expect(res.body.errors).toEqual({ phone_number: ['error-phone-taken'] });
    const rows = await t.database.rows(sql`
      select u.email from users u join user_profiles p on p.customer_id = u.id where p.contact = ${taken}`);
    expect(rows).toEqual([{ email: 'has.number@example.com' }]);
  });
});
