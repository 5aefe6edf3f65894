import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv } from '@/config/env';
import { toMinorUnits } from '@/shared/money';
import { expectDocumented } from './helpers/openapi';
import { makeShopper, orderApi, type OrderApi, placeOrder, type Shopper, simpleProducts } from './helpers/orders';
import { createApp } from '@/server/app';
import { hasDemoData } from '@/server/demo/seed';
import { startDatabase } from '@/server/runtime';
import {
  decide,
  expectStatuses,
  orderStates,
  pagePath,
  paypalEnv,
  sandboxGateway,
  setEnv,
  stripeEnv,
} from './helpers/payments';
import { createTestApp, createThrowawayDatabase, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
let shopper: Shopper;
let lines: { product_id: number; order_quantity: number }[];

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database, { payments: [sandboxGateway(t.database)] });
  shopper = await makeShopper(t.database, 'Sandbox Payer');
  // Two vendor shops: the parent order gets two children.
  const products = [
    ...(await simpleProducts(t.database, sql`p.shop_id = 1`, 1)),
    ...(await simpleProducts(t.database, sql`p.shop_id = 2`, 1)),
  ];
  lines = products.map((p) => ({ product_id: p.id, order_quantity: 1 }));
});
afterAll(() => t?.close());

async function sandboxOrder() {
  const res = await placeOrder(api, lines, { token: shopper.token, extra: { payment_gateway: 'sandbox' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const confirm = (tn: string) =>
  api.post('/orders/payment', { tracking_number: tn, payment_gateway: 'sandbox' }, { token: shopper.token });

describe('sandbox gateway', () => {
  it('is offered by the demo settings on this installation', async () => {
    const res = await api.get('/settings');
    expect(res.body.options.paymentGateway).toContainEqual({
      name: 'sandbox',
      title: 'Test payment (sandbox, no money moves)',
    });
    const ar = await api.get('/settings?language=ar');
    expect(ar.body.options.paymentGateway.map((g: { name: string }) => g.name)).toContain('sandbox');
  });

  it('redirects to its own page, labelled as a test, with the stored amount', async () => {
    const order = await sandboxOrder();
    expectDocumented('post', '/orders', 201, order);
    const info = order.payment_intent.payment_intent_info;
    expect(info).toMatchObject({ is_redirect: true, payment_id: expect.stringMatching(/^sbx_[0-9a-f]{32}$/) });
    const res = await api.app.request(pagePath(info.redirect_url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    for (const notice of [
      'Test payment — no money moves',
      'Testzahlung',
      'Pago de prueba',
      '测试付款',
      'دفعة تجريبية',
      'תשלום ניסיון',
    ]) {
      expect(html).toContain(notice);
    }
    expect(html).toContain(order.tracking_number);
    const [row] = await t.database.rows<{ amount_cents: number; currency: string }>(
      sql`select amount_cents, currency from sandbox_payments where payment_id = ${info.payment_id}`,
    );
    expect(row).toEqual({ amount_cents: toMinorUnits(order.paid_total), currency: 'USD' });
    expect(html).toContain(`$${order.paid_total.toFixed(2)}`);
    expect(html).toMatch(/<form method="post"[^>]*>.*name="decision" value="approve"/s);
    expect(html).toMatch(/name="decision" value="decline"/);
  });

  it('approve → back to the thank-you page → paid, children too; the confirm call then changes nothing', async () => {
    const order = await sandboxOrder();
    const res = await decide(api.app, order.payment_intent.payment_intent_info.redirect_url, 'approve');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${serverEnv().siteUrl}/orders/${order.tracking_number}/thank-you?payment_gateway=sandbox`,
    );
    const paid = await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
    const back = await confirm(order.tracking_number);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expectDocumented('post', '/orders/payment', 200, back.body);
    expect(back.body).toMatchObject({ payment_status: 'payment-success', order_status: 'order-processing' });
    expect(await orderStates(t.database, order.id)).toEqual(paid);
  });

  it('a decision is taken once: a second POST answers 409 and changes nothing', async () => {
    const order = await sandboxOrder();
    const url = order.payment_intent.payment_intent_info.redirect_url;
    expect((await decide(api.app, url, 'decline')).status).toBe(303);
    const failed = await expectStatuses(t.database, order.id, 'order-failed', 'payment-failed');
    const again = await decide(api.app, url, 'approve');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('declined already');
    expect(await orderStates(t.database, order.id)).toEqual(failed);
    const page = await api.app.request(pagePath(url));
    expect(await page.text()).not.toContain('value="approve"');
  });

  it('decline → back to the payment page → failed; pay now makes a new intent that can be approved', async () => {
    const order = await sandboxOrder();
    const first = order.payment_intent.payment_intent_info;
    const res = await decide(api.app, first.redirect_url, 'decline');
    expect(res.headers.get('location')).toBe(`${serverEnv().siteUrl}/orders/${order.tracking_number}/payment`);
    await expectStatuses(t.database, order.id, 'order-failed', 'payment-failed');
    expect((await confirm(order.tracking_number)).body.payment_status).toBe('payment-failed');

    const payNow = await api.get(`/payment-intent?tracking_number=${order.tracking_number}&payment_gateway=sandbox`, {
      token: shopper.token,
    });
    expect(payNow.status, JSON.stringify(payNow.body)).toBe(200);
    expectDocumented('get', '/payment-intent', 200, payNow.body);
    const second = payNow.body.payment_intent_info;
    expect(second.payment_id).not.toBe(first.payment_id);
    await expectStatuses(t.database, order.id, 'order-pending', 'payment-pending');
    expect((await decide(api.app, second.redirect_url, 'approve')).status).toBe(303);
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
    // The declined payment's page still refuses a new decision; nothing can pay the order twice.
    expect((await decide(api.app, first.redirect_url, 'approve')).status).toBe(409);
  });

  it('the confirm call alone applies the gateway’s decision (webhook not delivered)', async () => {
    const order = await sandboxOrder();
    const sandbox = sandboxGateway(t.database);
    const decided = await sandbox.decide(order.payment_intent.payment_intent_info.payment_id, 'approved');
    expect(decided).not.toBeNull();
    await expectStatuses(t.database, order.id, 'order-pending', 'payment-pending');
    const res = await confirm(order.tracking_number);
    expect(res.body).toMatchObject({ order_status: 'order-processing', payment_status: 'payment-success' });
    expect(res.body.children.map((c: { payment_status: string }) => c.payment_status)).toEqual([
      'payment-success',
      'payment-success',
    ]);
  });

  it('unknown or malformed payment pages answer 404; a form without a decision 400', async () => {
    expect((await api.app.request('/api/sandbox-gateway/sbx_' + '0'.repeat(32))).status).toBe(404);
    expect((await api.app.request('/api/sandbox-gateway/nope')).status).toBe(404);
    const order = await sandboxOrder();
    const res = await api.app.request(pagePath(order.payment_intent.payment_intent_info.redirect_url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=maybe',
    });
    expect(res.status).toBe(400);
  });
});

describe('without the sandbox gateway (SANDBOX_GATEWAY=false)', () => {
  it('is not offered, orders with it are refused, and its pages do not exist', async () => {
    const off = await orderApi(t.database, { payments: [] });
    const settings = await off.get('/settings');
    expect(settings.body.options.paymentGateway.map((g: { name: string }) => g.name)).toEqual(['cash_on_delivery']);
    expect(settings.body.options.defaultPaymentGateway).toBe('cash_on_delivery');
    const res = await placeOrder(off, lines, { token: shopper.token, extra: { payment_gateway: 'sandbox' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/Sandbox are not available on this shop/);
    expect(res.body.errors).toEqual({ payment_gateway: ['error-gateway-invalid'] });
    const page = await off.app.request('/api/sandbox-gateway/sbx_' + '0'.repeat(32));
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/json/);
  });
});

describe('which installations offer the sandbox gateway (SANDBOX_GATEWAY)', () => {
  /** The gateways the settings of an app from the environment list, over a database with or without the demo. */
  async function offered(env: Record<string, string | undefined>, database = t.database): Promise<string[]> {
    const restore = setEnv({ SANDBOX_GATEWAY: undefined, ...stripeEnv(null), ...paypalEnv(null), ...env });
    try {
      const app = await orderApi(database, { demoData: await hasDemoData(database.db) });
      const res = await app.get('/settings');
      return res.body.options.paymentGateway.map((g: { name: string }) => g.name);
    } finally {
      restore();
    }
  }

  it('unset: offered in the demo (demo data, no real gateway)', async () => {
    expect(await offered({})).toContain('sandbox');
  });

  it('unset: not offered once a real gateway is configured, though the demo data is there', async () => {
    expect(await offered(stripeEnv('http://127.0.0.1:9'))).not.toContain('sandbox');
    expect(await offered(paypalEnv('http://127.0.0.1:9'))).not.toContain('sandbox');
  });

  // Migrates a database of its own inside the test: on a busy machine that takes as long as a hook may (120 s).
  it('unset: not offered by a database without the demo data', async () => {
    const throwaway = process.env.TEST_DATABASE_URL
      ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL)
      : null;
    const bare = await startDatabase({
      databaseUrl: throwaway?.url ?? null,
      pgliteDataDir: 'memory://',
      seed: false,
      log: () => {},
    });
    // A shop without the demo has settings of its own (none here): whether the gateway's pages exist tells.
    const pageKind = async (env: Record<string, string | undefined>) => {
      const restore = setEnv({ SANDBOX_GATEWAY: undefined, ...stripeEnv(null), ...paypalEnv(null), ...env });
      try {
        const app = await orderApi(bare, { demoData: await hasDemoData(bare.db) });
        const res = await app.app.request('/api/sandbox-gateway/sbx_' + '0'.repeat(32));
        return res.headers.get('content-type');
      } finally {
        restore();
      }
    };
    try {
      expect(await hasDemoData(bare.db)).toBe(false);
      expect(await pageKind({})).toMatch(/json/);
      expect(await pageKind({ SANDBOX_GATEWAY: 'true' })).toMatch(/html/);
    } finally {
      await bare.close();
      await throwaway?.drop();
    }
  }, 120_000);

  it('true: offered beside a real gateway; false: never, not even in the demo', async () => {
    expect(await offered({ SANDBOX_GATEWAY: 'true', ...stripeEnv('http://127.0.0.1:9') })).toEqual(
      expect.arrayContaining(['stripe', 'sandbox']),
    );
    expect(await offered({ SANDBOX_GATEWAY: 'false' })).not.toContain('sandbox');
  });

  it('an app that is not told about the demo data is treated as a real shop', async () => {
    const restore = setEnv({ SANDBOX_GATEWAY: undefined, ...stripeEnv(null), ...paypalEnv(null) });
    try {
      const app = createApp({ database: t.database, cacheTtlMs: 0 });
      const res = await app.request('/api/settings');
      const body = await res.json();
      expect(body.options.paymentGateway.map((g: { name: string }) => g.name)).not.toContain('sandbox');
      const page = await app.request('/api/sandbox-gateway/sbx_' + '0'.repeat(32));
      expect(page.headers.get('content-type')).toMatch(/json/);
    } finally {
      restore();
    }
  });
});
