import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaypalAdapter } from '@/server/services/payment/paypal';
import { createStripeAdapter } from '@/server/services/payment/stripe';
import { pointsForCents } from '@/shared/order-money';
import { startFakePaypal, type FakePaypal } from '../fakes/paypal-server';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server';
import { waitForMail } from './helpers/accounts';
import { makeAccount, makeMember, OPERATOR_EMAIL, useAdminEmails } from './helpers/back-office';
import { expectDocumented } from './helpers/openapi';
import {
  makeShopper,
  orderApi,
  type OrderApi,
  placeOrder,
  setOptions,
  type Shopper,
  simpleProducts,
} from './helpers/orders';
import { PAYPAL_TEST, sandboxGateway, STRIPE_TEST } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The back office's refund queue (issue 22): approval pays back the way the order was paid, once, whatever the
 * retries, races and outages; the Stripe and PayPal fakes record exactly what they were asked.
 */
let t: TestApp;
let api: OrderApi;
let stripe: FakeStripe;
let paypal: FakePaypal;
let restoreEnv: () => void;
let operator: Shopper;
let lines: { product_id: number; order_quantity: number }[];
let reasonId: number;
let shopIds: number[];

beforeAll(async () => {
  restoreEnv = useAdminEmails(OPERATOR_EMAIL);
  [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePaypal()]);
  t = await createTestApp();
  api = await orderApi(t.database, {
    payments: [
      createStripeAdapter({ ...STRIPE_TEST, apiUrl: stripe.url }),
      createPaypalAdapter({ ...PAYPAL_TEST, apiUrl: paypal.url }),
      sandboxGateway(t.database),
    ],
  });
  const [settings] = await t.database.rows<{ options: { paymentGateway: unknown[] } }>(
    sql`select options from settings where language = 'en'`,
  );
  await setOptions(t.database, {
    paymentGateway: [...settings!.options.paymentGateway, { name: 'paypal', title: 'PayPal' }],
  });
  operator = await makeAccount(t.database, OPERATOR_EMAIL);
  const products = [
    ...(await simpleProducts(t.database, sql`p.shop_id = 1`, 1)),
    ...(await simpleProducts(t.database, sql`p.shop_id = 2`, 1)),
  ];
  lines = products.map((p, i) => ({ product_id: p.id, order_quantity: i + 1 }));
  shopIds = [1, 2];
  reasonId = (await api.get('/refund-reasons')).body.data[0].id;
});
afterAll(async () => {
  restoreEnv?.();
  await t?.close();
  await Promise.all([stripe?.close(), paypal?.close()]);
});

interface Placed {
  id: number;
  tracking_number: string;
  paid_total: number;
  payment_intent: { payment_intent_info: { payment_id: string; client_secret?: string; redirect_url?: string } };
}

async function place(shopper: Shopper, extra: Record<string, unknown>): Promise<Placed> {
  const res = await placeOrder(api, lines, { token: shopper.token, extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Placed;
}

const confirmCall = (shopper: Shopper, order: Placed, gateway: string) =>
  api.post(
    '/orders/payment',
    { tracking_number: order.tracking_number, payment_gateway: gateway },
    {
      token: shopper.token,
    },
  );

/** Pays as the shopper would: the card in the browser (Stripe.js), PayPal's page, the sandbox's page. */
async function paidOrder(shopper: Shopper, gateway: 'stripe' | 'paypal' | 'sandbox', language = 'en') {
  const order = await place(shopper, { payment_gateway: gateway, language });
  const info = order.payment_intent.payment_intent_info;
  if (gateway === 'stripe') {
    const res = await fetch(`${stripe.url}/v1/payment_intents/${info.payment_id}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${STRIPE_TEST.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ client_secret: info.client_secret!, payment_method: 'pm_card_visa' }).toString(),
    });
    expect(res.status).toBe(200);
  } else if (gateway === 'paypal') paypal.state.approve(info.payment_id);
  else await sandboxGateway(t.database).decide(info.payment_id, 'approved');
  const confirmed = await confirmCall(shopper, order, gateway);
  expect(confirmed.body.payment_status, JSON.stringify(confirmed.body)).toBe('payment-success');
  return order;
}

/** A cash-on-delivery order the operator delivered (it is paid then). */
async function deliveredCashOrder(shopper: Shopper): Promise<Placed> {
  const order = await place(shopper, {});
  const children = await t.database.rows<{ id: number }>(sql`select id from orders where parent_id = ${order.id}`);
  for (const child of children) {
    for (const [from, to] of [
      ['order-processing', 'order-at-local-facility'],
      ['order-at-local-facility', 'order-out-for-delivery'],
      ['order-out-for-delivery', 'order-completed'],
    ]) {
      const res = await api.put(`/admin/orders/${child.id}/status`, { status: to, from }, { token: operator.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }
  return order;
}

async function askRefund(shopper: Shopper, order: Placed): Promise<number> {
  const res = await api.post(
    '/refunds',
    { order_id: order.id, title: 'Broken jar', description: 'It arrived cracked.', refund_reason_id: reasonId },
    { token: shopper.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const approve = (id: number, note?: string, token = operator.token) =>
  api.post(`/admin/refunds/${id}/approve`, note === undefined ? {} : { note }, { token });

async function stock(): Promise<number[]> {
  const rows = await t.database.rows<{ quantity: number }>(sql`
    select quantity from products where id in (${sql.join(
      lines.map((l) => sql`${l.product_id}`),
      sql`, `,
    )}) order by id`);
  return rows.map((r) => r.quantity);
}

async function refundRow(id: number) {
  const [row] = await t.database.rows<{
    status: string;
    gateway_refund_id: string | null;
    payout_method: string | null;
    payout_cents: number | null;
    payout_error: string | null;
  }>(sql`select status, gateway_refund_id, payout_method, payout_cents, payout_error from refunds where id = ${id}`);
  return row!;
}

async function orderStatuses(parentId: number): Promise<string[]> {
  const rows = await t.database.rows<{ s: string }>(sql`
    select order_status || '/' || payment_status as s from orders where id = ${parentId} or parent_id = ${parentId}
    order by id`);
  return [...new Set(rows.map((r) => r.s))];
}

async function storedPayment(orderId: number) {
  const [row] = await t.database.rows<{ payment_id: string; amount_cents: number; currency: string }>(
    sql`select payment_id, amount_cents, currency from payment_intents where order_id = ${orderId}`,
  );
  return row!;
}

describe('approving pays back through Stripe, once', () => {
  it('asks Stripe for the stored payment’s amount with the refund’s idempotency key; the shopper sees it', async () => {
    const shopper = await makeShopper(t.database, 'Stripe Refund');
    const before = await stock();
    const order = await paidOrder(shopper, 'stripe', 'de');
    const refundId = await askRefund(shopper, order);
    const payment = await storedPayment(order.id);

    const queue = await api.get('/admin/refunds?status=pending', { token: operator.token });
    expect(queue.status).toBe(200);
    expectDocumented('get', '/admin/refunds', 200, queue.body);
    expect(queue.body.data.map((r: { id: number }) => r.id)).toContain(refundId);

    const res = await approve(refundId, 'Sorry about the jar.');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectDocumented('post', '/admin/refunds/{id}/approve', 200, res.body);
    expect(res.body).toMatchObject({
      status: 'approved',
      note: 'Sorry about the jar.',
      payout: { method: 'STRIPE', amount: payment.amount_cents / 100, error: null },
    });

    const asked = stripe.state.requests.filter((r) => r.path === '/v1/refunds');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({ payment_intent: payment.payment_id, amount: String(payment.amount_cents) });
    expect(asked[0]!.body.currency).toBeUndefined();
    expect(asked[0]!.idempotencyKey).toBe(`refund-${refundId}`);
    const made = stripe.state.refunds.filter((r) => r.payment_intent === payment.payment_id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: payment.amount_cents, currency: payment.currency.toLowerCase() });
    expect(res.body.payout.gateway_refund_id).toBe(made[0]!.id);

    expect(await orderStatuses(order.id)).toEqual(['order-refunded/payment-refunded']);
    expect(await stock()).toEqual(before);

    // The shopper reads the decision and the note, and gets a mail in the order's language.
    const mine = await api.get('/refunds', { token: shopper.token });
    expect(mine.body.data[0]).toMatchObject({ id: refundId, status: 'approved', note: 'Sorry about the jar.' });
    const mail = await waitForMail(t.database, shopper.email, 'refund_approved');
    expect(mail.subject).toContain(`Erstattung für die Bestellung ${order.tracking_number} wurde genehmigt`);
    expect(mail.body).toContain(`${(payment.amount_cents / 100).toFixed(2)} USD`);
    expect(mail.body).toContain('Sorry about the jar.');

    // A retried approval answers the refund as it is and asks Stripe nothing.
    const again = await approve(refundId);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('approved');
    expect(stripe.state.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
    expect(await stock()).toEqual(before);
  });

  it('two operators approving at once pay once, restock once and mail once', async () => {
    const shopper = await makeShopper(t.database, 'Stripe Race');
    const before = await stock();
    const order = await paidOrder(shopper, 'stripe');
    const refundId = await askRefund(shopper, order);
    const payment = await storedPayment(order.id);
    const second = await makeAccount(t.database, 'second.operator@back-office.example');
    const restore = useAdminEmails(OPERATOR_EMAIL, 'second.operator@back-office.example');
    try {
      const answers = await Promise.all([
        approve(refundId),
        approve(refundId, undefined, second.token),
        approve(refundId),
      ]);
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    } finally {
      restore();
    }
    const asked = stripe.state.requests.filter(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === payment.payment_id,
    );
    expect(asked.length).toBeGreaterThanOrEqual(1);
    for (const a of asked) expect(a.idempotencyKey).toBe(`refund-${refundId}`);
    expect(stripe.state.refunds.filter((r) => r.payment_intent === payment.payment_id)).toHaveLength(1);
    expect((await refundRow(refundId)).status).toBe('approved');
    expect(await stock()).toEqual(before);
    await waitForMail(t.database, shopper.email, 'refund_approved');
    await new Promise((r) => setTimeout(r, 200));
    const [mails] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from outbox_messages
      where recipient = ${shopper.email} and meta ->> 'kind' = 'refund_approved'`);
    expect(mails!.n).toBe(1);
  });

  it('Stripe down: 503, the refund stays processing and unpaid; approving again pays once', async () => {
    const shopper = await makeShopper(t.database, 'Stripe Outage');
    const order = await paidOrder(shopper, 'stripe');
    const refundId = await askRefund(shopper, order);
    const payment = await storedPayment(order.id);
    stripe.state.down = true;
    let failed;
    try {
      failed = await approve(refundId);
    } finally {
      stripe.state.down = false;
    }
    expect(failed.status, JSON.stringify(failed.body)).toBe(503);
    expect(failed.body.message).toMatch(/approve it again/);
    expect(await refundRow(refundId)).toMatchObject({
      status: 'processing',
      gateway_refund_id: null,
      payout_method: 'STRIPE',
      payout_error: expect.any(String),
    });
    expect(await orderStatuses(order.id)).toEqual(['order-processing/payment-success']);
    // Processing money cannot be rejected: the gateway may have paid.
    const reject = await api.post(`/admin/refunds/${refundId}/reject`, { note: 'No' }, { token: operator.token });
    expect(reject.status).toBe(409);
    expect(stripe.state.refunds.filter((r) => r.payment_intent === payment.payment_id)).toHaveLength(0);

    const retried = await approve(refundId);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.payout.error).toBeNull();
    expect(stripe.state.refunds.filter((r) => r.payment_intent === payment.payment_id)).toHaveLength(1);
    expect(await orderStatuses(order.id)).toEqual(['order-refunded/payment-refunded']);
  });
});

describe('PayPal, the sandbox, cash on delivery and the wallet', () => {
  it('PayPal: refunds the order’s capture for its amount, once', async () => {
    const shopper = await makeShopper(t.database, 'PayPal Refund');
    const order = await paidOrder(shopper, 'paypal');
    const refundId = await askRefund(shopper, order);
    const payment = await storedPayment(order.id);
    const capture = (
      paypal.state.orders.get(payment.payment_id)!.purchase_units[0]!.payments as { captures: { id: string }[] }
    ).captures[0]!;

    const answers = await Promise.all([approve(refundId), approve(refundId)]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(await approve(refundId)).toMatchObject({ status: 200 });

    const made = paypal.state.refunds.filter((r) => r.orderId === payment.payment_id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      captureId: capture.id,
      amount: { currency_code: payment.currency.toUpperCase(), value: (payment.amount_cents / 100).toFixed(2) },
      requestId: `refund-${refundId}`,
    });
    for (const r of paypal.state.requests.filter((q) => q.path.endsWith('/refund')))
      expect(r.requestId).toBe(`refund-${refundId}`);
    expect((await refundRow(refundId)).gateway_refund_id).toBe(made[0]!.id);
    expect(await orderStatuses(order.id)).toEqual(['order-refunded/payment-refunded']);
  });

  it('the sandbox: its own refund, once', async () => {
    const shopper = await makeShopper(t.database, 'Sandbox Refund');
    const order = await paidOrder(shopper, 'sandbox');
    const refundId = await askRefund(shopper, order);
    const payment = await storedPayment(order.id);
    await Promise.all([approve(refundId), approve(refundId)]);
    const [row] = await t.database.rows<{ refund_id: string | null }>(
      sql`select refund_id from sandbox_payments where payment_id = ${payment.payment_id}`,
    );
    expect(row!.refund_id).toMatch(/^sbx_re_/);
    expect((await refundRow(refundId)).gateway_refund_id).toBe(row!.refund_id);
  });

  it('cash on delivery: the cash goes to the wallet as points, once', async () => {
    const shopper = await makeShopper(t.database, 'Cash Refund', 0);
    const order = await deliveredCashOrder(shopper);
    const refundId = await askRefund(shopper, order);
    await Promise.all([approve(refundId), approve(refundId), approve(refundId)]);
    const [user] = await t.database.rows<{ wallet_points: number }>(
      sql`select wallet_points from users where id = ${shopper.id}`,
    );
    const [paid] = await t.database.rows<{ paid_total_cents: number }>(
      sql`select paid_total_cents from orders where id = ${order.id}`,
    );
    expect(user!.wallet_points).toBe(pointsForCents(paid!.paid_total_cents, 3));
    expect(await refundRow(refundId)).toMatchObject({ status: 'approved', payout_method: 'WALLET' });
  });

  it('a wallet order: the points spent come back, once', async () => {
    const shopper = await makeShopper(t.database, 'Wallet Refund', 1_000_000);
    const order = await place(shopper, { use_wallet_points: true });
    const [spent] = await t.database.rows<{ n: number }>(
      sql`select wallet_points_used as n from users where id = ${shopper.id}`,
    );
    expect(spent!.n).toBeGreaterThan(0);
    const refundId = await askRefund(shopper, order);
    await Promise.all([approve(refundId), approve(refundId)]);
    const [after] = await t.database.rows<{ used: number; points: number }>(
      sql`select wallet_points_used as used, wallet_points as points from users where id = ${shopper.id}`,
    );
    expect(after).toEqual({ used: 0, points: 1_000_000 });
  });
});

describe('rejecting, reading and who may', () => {
  it('rejects with the note the shopper reads; no note: 422; then approving: 409', async () => {
    const shopper = await makeShopper(t.database, 'Rejected Refund');
    const order = await paidOrder(shopper, 'sandbox', 'ar');
    const refundId = await askRefund(shopper, order);
    const bare = await api.post(`/admin/refunds/${refundId}/reject`, {}, { token: operator.token });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.note).toBeDefined();
    const res = await api.post(
      `/admin/refunds/${refundId}/reject`,
      { note: 'The photos show no damage.' },
      { token: operator.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', note: 'The photos show no damage.', can_decide: false });
    const mine = await api.get('/refunds', { token: shopper.token });
    expect(mine.body.data[0]).toMatchObject({ status: 'rejected', note: 'The photos show no damage.' });
    const mail = await waitForMail(t.database, shopper.email, 'refund_rejected');
    expect(mail.subject).toContain('تم رفض طلب الاسترداد');
    expect((await approve(refundId)).status).toBe(409);
    expect(await orderStatuses(order.id)).toEqual(['order-processing/payment-success']);
  });

  it('owners read their shop’s part only; another shop’s refund is 404; only the operator decides', async () => {
    const shopper = await makeShopper(t.database, 'Shop Reader');
    const order = await paidOrder(shopper, 'sandbox');
    const refundId = await askRefund(shopper, order);
    const parts = await t.database.rows<{ id: number; shop_id: number }>(
      sql`select id, shop_id from refunds where parent_id = ${refundId} order by id`,
    );
    expect(parts.map((p) => p.shop_id)).toEqual(shopIds);
    const owner = await makeMember(t.database, shopIds[0]!, 'owner');
    const own = await api.get(`/admin/refunds/${parts[0]!.id}`, { token: owner.token });
    expect(own.status).toBe(200);
    expectDocumented('get', '/admin/refunds/{id}', 200, own.body);
    expect(own.body).toMatchObject({ can_decide: false, shop: { id: shopIds[0] } });
    const missing = await api.get('/admin/refunds/2000000000', { token: owner.token });
    for (const id of [parts[1]!.id, refundId]) {
      const other = await api.get(`/admin/refunds/${id}`, { token: owner.token });
      expect(other.status).toBe(404);
      expect(other.body.code).toBe(missing.body.code);
    }
    const list = await api.get('/admin/refunds', { token: owner.token });
    const shops = new Set(list.body.data.map((r: { shop: { id: number } }) => r.shop.id));
    expect([...shops]).toEqual([shopIds[0]]);
    expect((await approve(parts[0]!.id, undefined, owner.token)).status).toBe(404);
    expect((await approve(refundId, undefined, owner.token)).status).toBe(404);
    // The operator decides on the whole refund, not on one shop's part.
    expect((await approve(parts[0]!.id)).status).toBe(422);
    expect((await refundRow(refundId)).status).toBe('pending');
  });

  it('the queue lists open refunds first', async () => {
    const res = await api.get('/admin/refunds?limit=100', { token: operator.token });
    const statuses: string[] = res.body.data.map((r: { status: string }) => r.status);
    const rank = (s: string) => (s === 'pending' ? 0 : s === 'processing' ? 1 : 2);
    expect(statuses.map(rank)).toEqual([...statuses.map(rank)].sort());
    expect(res.body.data.every((r: { shop: unknown }) => r.shop === null)).toBe(true);
  });
});
