import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, SandboxGateway, sandboxSignature } from '@/server/services/payment/sandbox';
import { expectDocumented } from './helpers/openapi';
import { makeShopper, orderApi, type OrderApi, placeOrder, type Shopper, simpleProducts } from './helpers/orders';
import { expectStatuses, orderStates, postWebhook, sandboxGateway } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
let shopper: Shopper;
let lines: { product_id: number; order_quantity: number }[];
const sandbox = () => sandboxGateway(t.database);

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database, { payments: [sandboxGateway(t.database)] });
  shopper = await makeShopper(t.database, 'Webhook Payer');
  const products = [
    ...(await simpleProducts(t.database, sql`p.shop_id = 1`, 1)),
    ...(await simpleProducts(t.database, sql`p.shop_id = 2`, 1)),
  ];
  lines = products.map((p) => ({ product_id: p.id, order_quantity: 1 }));
  // Every UPDATE of an order row, as the database sees it (test-only bookkeeping): a second, redundant update
  // (success → success) would show here too.
  await t.database.rows(sql`create table payment_status_changes (order_id integer, status text)`);
  await t.database.rows(sql`
    create function log_payment_status() returns trigger language plpgsql as $$
    begin
      insert into payment_status_changes values (new.id, new.payment_status);
      return new;
    end $$`);
  await t.database.rows(sql`
    create trigger orders_payment_status after update on orders
    for each row execute function log_payment_status()`);
});
afterAll(() => t?.close());

async function sandboxOrder() {
  const res = await placeOrder(api, lines, { token: shopper.token, extra: { payment_gateway: 'sandbox' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; tracking_number: string; payment_intent: any };
}

const paymentId = (order: { payment_intent: any }) => order.payment_intent.payment_intent_info.payment_id as string;

async function changes(orderId: number): Promise<string[]> {
  const rows = await t.database.rows<{ status: string }>(sql`
    select status from payment_status_changes where order_id = ${orderId}`);
  return rows.map((r) => r.status);
}

/** A webhook body signed with `secret` at `timestamp` (seconds). */
function signed(body: object, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: new Headers({
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${sandboxSignature(secret, timestamp, rawBody)}`,
    }),
  };
}

const SECRET = 'test-sandbox-secret';

describe('POST /webhooks/sandbox', () => {
  it('applies a signed event once: parent and children paid', async () => {
    const order = await sandboxOrder();
    const res = await postWebhook(
      api.app,
      'sandbox',
      signed({ id: 'evt_ok_1', type: 'payment.approved', payment_id: paymentId(order) }, SECRET),
    );
    expect(res).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    expectDocumented('post', '/webhooks/{gateway}', 200, res.body);
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
  });

  it('refuses forged, stale, unsigned and malformed calls with 400, changing nothing', async () => {
    const order = await sandboxOrder();
    const body = { id: 'evt_forged', type: 'payment.approved', payment_id: paymentId(order) };
    const before = await orderStates(t.database, order.id);
    const now = Math.floor(Date.now() / 1000);
    const tampered = signed(body, SECRET);
    const attempts = [
      signed(body, 'not-the-secret'),
      signed(body, SECRET, now - 3600),
      signed(body, SECRET, now + 3600),
      { rawBody: JSON.stringify(body), headers: new Headers({ 'content-type': 'application/json' }) },
      { ...tampered, rawBody: tampered.rawBody.replace('evt_forged', 'evt_forgeD') },
      signed({ type: 'payment.approved', payment_id: paymentId(order) }, SECRET),
    ];
    for (const attempt of attempts) {
      const res = await postWebhook(api.app, 'sandbox', attempt);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/signature/);
    }
    expect(await orderStates(t.database, order.id)).toEqual(before);
    const [count] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from payment_events where event_id like 'evt_forge%'`,
    );
    expect(count!.n).toBe(0);
  });

  it('ignores a replayed event: the same id changes nothing the second time', async () => {
    const order = await sandboxOrder();
    const declined = signed({ id: 'evt_replay', type: 'payment.declined', payment_id: paymentId(order) }, SECRET);
    expect((await postWebhook(api.app, 'sandbox', declined)).body.result).toBe('applied');
    await expectStatuses(t.database, order.id, 'order-failed', 'payment-failed');
    // Whatever happened since (here: the shop put the order back to waiting), the replay changes nothing.
    await t.database.rows(sql`
      update orders set order_status = 'order-pending', payment_status = 'payment-pending'
      where id = ${order.id} or parent_id = ${order.id}`);
    const replay = await postWebhook(api.app, 'sandbox', declined);
    expect(replay).toEqual({ status: 200, body: { received: true, result: 'duplicate' } });
    await expectStatuses(t.database, order.id, 'order-pending', 'payment-pending');
  });

  it('answers 200 and ignores events about payments it does not know', async () => {
    const res = await postWebhook(
      api.app,
      'sandbox',
      signed({ id: 'evt_unknown', type: 'payment.approved', payment_id: 'sbx_' + 'f'.repeat(32) }, SECRET),
    );
    expect(res).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
  });

  it('answers 404 for a gateway not in use here, 400 for one that does not exist', async () => {
    const stripe = await postWebhook(api.app, 'stripe', signed({ id: 'evt_s' }, SECRET));
    expect(stripe.status).toBe(404);
    const other = await postWebhook(api.app, 'razorpay', signed({ id: 'evt_r' }, SECRET));
    expect(other.status).toBe(400);
  });

  it('confirm and webhook racing apply exactly one change', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await sandboxOrder();
      const decided = await sandbox().decide(paymentId(order), 'approved');
      expect(decided).not.toBeNull();
      const [webhook, confirm] = await Promise.all([
        postWebhook(api.app, 'sandbox', decided!.webhook),
        api.post(
          '/orders/payment',
          { tracking_number: order.tracking_number, payment_gateway: 'sandbox' },
          { token: shopper.token },
        ),
      ]);
      expect(webhook.status).toBe(200);
      expect(['applied', 'unchanged']).toContain(webhook.body.result);
      expect(confirm.status).toBe(200);
      const states = await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
      for (const s of states) expect(await changes(s.id), `order ${s.id}`).toEqual(['payment-success']);
    }
  });

  it('three approvals racing (webhooks with different ids) pay once', async () => {
    const order = await sandboxOrder();
    const events = [1, 2, 3].map((i) =>
      signed({ id: `evt_twice_${i}`, type: 'payment.approved', payment_id: paymentId(order) }, SECRET),
    );
    const results = await Promise.all(events.map((e) => postWebhook(api.app, 'sandbox', e)));
    expect(results.map((r) => r.body.result).sort()).toEqual(['applied', 'unchanged', 'unchanged']);
    expect(await changes(order.id)).toEqual(['payment-success']);
  });

  it('without SANDBOX_GATEWAY_SECRET, every instance signs with the one secret kept in the database', async () => {
    const make = () => new SandboxGateway({ database: t.database, publicApiUrl: 'http://x/api', secret: null });
    const [a, b] = await Promise.all([make().secret(), make().secret()]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    const [stored] = await t.database.rows<{ secret: string }>(
      sql`select secret from gateway_secrets where gateway = 'SANDBOX'`,
    );
    expect(stored!.secret).toBe(a);
    // A webhook signed by one instance is accepted by another.
    const event = await make().signedWebhook({ id: 'evt_shared', type: 'payment.approved', payment_id: 'sbx_x' });
    expect(await make().verifyWebhook(event)).toEqual({
      eventId: 'evt_shared',
      paymentId: 'sbx_x',
      verdict: 'success',
    });
  });
});
