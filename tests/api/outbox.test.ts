import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnv } from '@/config/env';
import { createApp } from '@/server/app';
import { lazyMailer } from '@/server/messaging/mailer';
import { createSmsSender } from '@/server/messaging/sms';
import { accountApp, type AccountApp, fromAddress, registerAccount, type TestAccount } from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: AccountApp;
let ada: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  api = await accountApp(t.database, { sms: createSmsSender({ database: t.database, twilio: null, log: () => {} }) });
  ada = await registerAccount(t.database, { verified: false });
});
afterEach(() => {
  delete process.env.DEV_OUTBOX;
  resetServerEnv();
});
afterAll(() => t?.close());

function setOutboxMode(mode: 'auto' | 'public' | 'off') {
  process.env.DEV_OUTBOX = mode;
  resetServerEnv();
}

async function outbox(
  query = '',
  init: { address?: string; headers?: Record<string, string>; app?: TestApp['app'] } = {},
) {
  const res = await (init.app ?? api.app).request(
    `/api/dev/outbox${query}`,
    { headers: init.headers },
    init.address ? fromAddress(init.address) : undefined,
  );
  return { status: res.status, body: await res.json(), headers: res.headers };
}

describe('GET /dev/outbox', () => {
  it('lists kept mail and text messages, newest first, with the account mail’s link and token', async () => {
    const phone = '+12125557001';
    expect((await api.post('/send-otp-code', { phone_number: phone })).status).toBe(200);
    const res = await outbox();
    expect(res.status).toBe(200);
    expectDocumented('get', '/dev/outbox', 200, res.body);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [sms] = res.body.data;
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone, subject: null, meta: { kind: 'otp' } });
    const ids = res.body.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const mail = res.body.data.find((m: { recipient: string }) => m.recipient === ada.email);
    expect(mail).toMatchObject({
      channel: 'email',
      subject: expect.any(String),
      meta: {
        kind: 'email_verification',
        token: expect.any(String),
        link: expect.stringContaining('/verify-email?token='),
      },
    });
    expect(mail.body).toContain(mail.meta.link);
  });

  it('filters by recipient (emails in any case) and limits the list', async () => {
    const mine = await outbox(`?recipient=${encodeURIComponent(ada.email.toUpperCase())}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((m: { recipient: string }) => m.recipient === ada.email)).toBe(true);

    const one = await outbox('?limit=1');
    expect(one.body.data).toHaveLength(1);
  });

  it('filters by phone number however it is written', async () => {
    const phone = '+15550102000';
    expect((await api.post('/send-otp-code', { phone_number: phone })).status).toBe(200);
    for (const spelling of ['+1 (555) 010-2000', '15550102000', ' 1-555-010-2000 ', '+1.555.010.2000', phone]) {
      const res = await outbox(`?recipient=${encodeURIComponent(spelling)}`);
      expect(res.status, spelling).toBe(200);
      expect(res.body.data.length, spelling).toBeGreaterThan(0);
      expect(
        res.body.data.every((m: { recipient: string }) => m.recipient === phone),
        spelling,
      ).toBe(true);
    }
  });

  it.each(['0', '201', 'many', '1.5'])('answers 400 for limit=%s', async (limit) => {
    const res = await outbox(`?limit=${limit}`);
    expect(res.status).toBe(400);
    expectDocumented('get', '/dev/outbox', 400, res.body);
    expect(Object.keys(res.body.errors)).toEqual(['limit']);
  });

  describe('visibility (DEV_OUTBOX)', () => {
    it('auto (default): only for callers on this machine, not through a proxy', async () => {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await outbox('', { address })).status, address).toBe(200);
      }
      const remote = await outbox('', { address: '203.0.113.9' });
      expect(remote.status).toBe(404);
      expectDocumented('get', '/dev/outbox', 404, remote.body);
      // A header anyone can send does not make a remote caller local...
      const spoofed = await outbox('', { address: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(spoofed.status).toBe(404);
      // ...and a proxy on this machine forwarding someone else's request is not local either.
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const proxied = await outbox('', { address: '127.0.0.1', headers: { [header]: '203.0.113.9' } });
        expect(proxied.status, header).toBe(404);
      }
    });

    it('auto: hidden once mail and text messages have real senders', async () => {
      const real = createApp({
        database: t.database,
        cacheTtlMs: 0,
        // Neither sender is used here: only their kind counts.
        mailer: lazyMailer({ database: t.database, smtpUrl: 'smtp://127.0.0.1:9', from: 'shop@example.com' }),
        sms: createSmsSender({
          database: t.database,
          twilio: { accountSid: 'AC1', authToken: 'x', from: '+15005550006' },
        }),
      });
      expect((await outbox('', { app: real, address: '127.0.0.1' })).status).toBe(404);
    });

    it('off: hidden from everyone, even this machine', async () => {
      setOutboxMode('off');
      for (const address of [undefined, '127.0.0.1']) {
        const res = await outbox('', { address });
        expect(res.status).toBe(404);
        expectDocumented('get', '/dev/outbox', 404, res.body);
        expect(JSON.stringify(res.body)).not.toContain(ada.email);
      }
    });

    it('public: shown to anyone (a demo shop)', async () => {
      setOutboxMode('public');
      const res = await outbox('', { address: '203.0.113.9' });
      expect(res.status).toBe(200);
      expectDocumented('get', '/dev/outbox', 200, res.body);
    });
  });
});
