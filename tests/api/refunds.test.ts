import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRefundStatus } from '@/server/services/refund/set-refund-status';
import { expectDocumented } from './helpers/openapi';
import {
  makeShopper,
  orderApi,
  type OrderApi,
  placeOrder,
  productRow,
  type Shopper,
  simpleProducts,
} from './helpers/orders';
import { sandboxGateway } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
let lines: { product_id: number; order_quantity: number }[];
let reasonId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database, { payments: [sandboxGateway(t.database)], storage: t.storage });
  // Two vendor shops: the parent order gets two children.
  const products = [
    ...(await simpleProducts(t.database, sql`p.shop_id = 1`, 1)),
    ...(await simpleProducts(t.database, sql`p.shop_id = 2`, 1)),
  ];
  lines = products.map((p, i) => ({ product_id: p.id, order_quantity: i + 1 }));
  const reasons = await api.get('/refund-reasons');
  reasonId = reasons.body.data[0].id;
});
afterAll(() => t?.close());

/** An order paid entirely from the wallet: order-completed + payment-success. */
async function walletOrder(shopper: Shopper) {
  const res = await placeOrder(api, lines, { token: shopper.token, extra: { use_wallet_points: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toMatchObject({ payment_status: 'payment-success', payment_gateway: 'FULL_WALLET_PAYMENT' });
  return res.body as {
    id: number;
    tracking_number: string;
    amount: number;
    children: { id: number; amount: number }[];
  };
}

const request = (orderId: number, extra: Record<string, unknown> = {}) => ({
  order_id: orderId,
  title: 'Broken jar',
  description: 'The jar arrived cracked.',
  refund_reason_id: reasonId,
  images: [],
  ...extra,
});

async function uploadFor(userId: number): Promise<{ id: number; fileName: string }> {
  // Named as POST /attachments names uploads.
  const fileName = `uploads/${randomBytes(16).toString('hex')}.webp`;
  const [row] = await t.database.rows<{ id: number }>(
    sql`insert into attachments (file_name, mime_type, owner_id) values (${fileName}, 'image/webp', ${userId}) returning id`,
  );
  return { id: row!.id, fileName };
}

async function usedPoints(userId: number): Promise<number> {
  const [row] = await t.database.rows<{ n: number }>(
    sql`select wallet_points_used as n from users where id = ${userId}`,
  );
  return row!.n;
}

describe('refund reasons and policies', () => {
  it('lists reasons in the form’s order, translated', async () => {
    const en = await api.get('/refund-reasons');
    expect(en.status).toBe(200);
    expectDocumented('get', '/refund-reasons', 200, en.body);
    expect(en.body.data.length).toBeGreaterThanOrEqual(4);
    expect(en.body.data[0]).toMatchObject({ slug: 'damaged-item', name: 'The item arrived damaged', language: 'en' });
    const ar = await api.get('/refund-reasons?language=ar');
    expect(ar.body.data[0]).toMatchObject({ slug: 'damaged-item', name: 'وصل المنتج تالفًا', language: 'ar' });
  });

  it('lists approved customer policies, translated, and never anyone’s refunds', async () => {
    const res = await api.get('/refund-policies?search=target:customer;status:approved&with=shop;refunds');
    expect(res.status).toBe(200);
    expectDocumented('get', '/refund-policies', 200, res.body);
    expect(res.body.data.length).toBeGreaterThanOrEqual(1);
    expect(res.body.data[0]).toMatchObject({ target: 'customer', status: 'approved', shop: null, refunds: [] });
    const ar = await api.get('/refund-policies?language=ar');
    expect(ar.body.data[0].title).toBe('استرداد الأموال للمتسوقين');
  });
});

describe('POST /refunds', () => {
  it('creates a pending refund of the order amount, with child refunds, and shows it on the order', async () => {
    const shopper = await makeShopper(t.database, 'Refund Asker', 100_000);
    const order = await walletOrder(shopper);
    const photo = await uploadFor(shopper.id);
    const res = await api.post(
      '/refunds',
      request(order.id, { amount: 999_999, images: [{ id: photo.id, original: `/api/media/${photo.fileName}` }] }),
      { token: shopper.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectDocumented('post', '/refunds', 201, res.body);
    expect(res.body).toMatchObject({
      order_id: order.id,
      status: 'pending',
      amount: order.amount,
      shop_id: null,
      customer_id: shopper.id,
      refund_reason: { id: reasonId },
      images: [
        {
          id: photo.id,
          original: `/api/media/${photo.fileName}`,
          thumbnail: `/api/media/thumbnails/${photo.fileName}`,
        },
      ],
      order: { id: order.id },
    });
    const children = await t.database.rows<{ order_id: number; amount_cents: number; parent_id: number }>(
      sql`select order_id, amount_cents, parent_id from refunds where parent_id = ${res.body.id} order by order_id`,
    );
    expect(children.map((c) => c.order_id)).toEqual(order.children.map((c) => c.id));
    expect(children.map((c) => c.amount_cents / 100)).toEqual(order.children.map((c) => c.amount));

    const list = await api.get('/refunds?with=refund_policy;order', { token: shopper.token });
    expect(list.status).toBe(200);
    expectDocumented('get', '/refunds', 200, list.body);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ id: res.body.id, order: { tracking_number: order.tracking_number } });
    expect(list.body.data[0].refund_policy).toMatchObject({ target: 'customer' });

    const read = await api.get(`/orders/${order.tracking_number}?with=refund`, { token: shopper.token });
    expectDocumented('get', '/orders/{id}', 200, read.body);
    expect(read.body.refund).toMatchObject({ id: res.body.id, status: 'pending' });
    const orders = await api.get('/orders?with=refund', { token: shopper.token });
    expect(orders.body.data[0].refund).toMatchObject({ id: res.body.id });

    const stranger = await makeShopper(t.database);
    const theirs = await api.get('/refunds', { token: stranger.token });
    expect(theirs.body.total).toBe(0);
    expect((await api.get('/refunds')).status).toBe(401);
  });

  it('answers 404 for another shopper’s order and 422 for a child order', async () => {
    const owner = await makeShopper(t.database, 'Owner', 100_000);
    const order = await walletOrder(owner);
    const stranger = await makeShopper(t.database);
    const other = await api.post('/refunds', request(order.id), { token: stranger.token });
    expect(other.status).toBe(404);
    const missing = await api.post('/refunds', request(2_000_000_000), { token: stranger.token });
    expect(missing.status).toBe(404);
    expect(other.body.message.replace(String(order.id), 'X')).toBe(missing.body.message.replace('2000000000', 'X'));
    const child = await api.post('/refunds', request(order.children[0]!.id), { token: owner.token });
    expect(child.status).toBe(422);
    expect(child.body.errors.order_id).toEqual(['error-refund-not-allowed']);
    const [count] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from refunds r join orders o on o.id = r.order_id where o.id = ${order.id} or o.parent_id = ${order.id}`,
    );
    expect(count!.n).toBe(0);
  });

  it('refuses unpaid, cash on delivery and failed orders', async () => {
    const shopper = await makeShopper(t.database);
    const cod = await placeOrder(api, lines, { token: shopper.token });
    expect(cod.body.payment_status).toBe('payment-cash-on-delivery');
    const online = await placeOrder(api, lines, { token: shopper.token, extra: { payment_gateway: 'sandbox' } });
    expect(online.body.payment_status).toBe('payment-pending');
    const failed = await placeOrder(api, lines, { token: shopper.token, extra: { payment_gateway: 'sandbox' } });
    await t.database.rows(sql`update orders set payment_status = 'payment-failed', order_status = 'order-failed'
      where id = ${failed.body.id} or parent_id = ${failed.body.id}`);
    for (const order of [cod.body, online.body, failed.body]) {
      const res = await api.post('/refunds', request(order.id), { token: shopper.token });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.message).toMatch(/paid/);
    }
  });

  it('refuses a second request, also when two arrive at once', async () => {
    const shopper = await makeShopper(t.database, 'Twice', 100_000);
    const first = await walletOrder(shopper);
    expect((await api.post('/refunds', request(first.id), { token: shopper.token })).status).toBe(201);
    const again = await api.post('/refunds', request(first.id), { token: shopper.token });
    expect(again.status).toBe(409);
    expect(again.body.errors.order_id).toEqual(['error-refund-exists']);

    const second = await walletOrder(shopper);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/refunds', request(second.id), { token: shopper.token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const [count] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from refunds where order_id = ${second.id}`,
    );
    expect(count!.n).toBe(1);
  });

  it('validates the body and the photos', async () => {
    const shopper = await makeShopper(t.database, 'Validator', 100_000);
    const order = await walletOrder(shopper);
    const empty = await api.post('/refunds', { order_id: order.id }, { token: shopper.token });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['description', 'refund_reason_id', 'title']);
    const someoneElse = await uploadFor((await makeShopper(t.database)).id);
    const notMine = await api.post('/refunds', request(order.id, { images: [{ id: someoneElse.id }] }), {
      token: shopper.token,
    });
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors.images).toEqual(['error-refund-image-invalid']);
    const mine = await uploadFor(shopper.id);
    const foreignUrl = await api.post(
      '/refunds',
      request(order.id, { images: [{ id: mine.id, original: 'https://evil.example/x.webp' }] }),
      { token: shopper.token },
    );
    expect(foreignUrl.status).toBe(422);
    const badReason = await api.post('/refunds', request(order.id, { refund_reason_id: 999_999 }), {
      token: shopper.token,
    });
    expect(badReason.status).toBe(422);
    expect(badReason.body.errors.refund_reason_id).toBeDefined();
    expect((await api.post('/refunds', request(order.id))).status).toBe(401);
  });
});

describe('refund status (operator)', () => {
  async function refundedOrder() {
    const shopper = await makeShopper(t.database, 'Approve Me', 100_000);
    const before = await Promise.all(lines.map((l) => productRow(t.database, l.product_id)));
    const pointsBefore = await usedPoints(shopper.id);
    const order = await walletOrder(shopper);
    const spent = (await usedPoints(shopper.id)) - pointsBefore;
    expect(spent).toBeGreaterThan(0);
    const refund = await api.post('/refunds', request(order.id), { token: shopper.token });
    expect(refund.status).toBe(201);
    return { shopper, order, refundId: refund.body.id as number, before, pointsBefore };
  }

  async function expectRestoredOnce(s: Awaited<ReturnType<typeof refundedOrder>>) {
    const after = await Promise.all(lines.map((l) => productRow(t.database, l.product_id)));
    expect(after.map((p) => p.quantity)).toEqual(s.before.map((p) => p.quantity));
    expect(after.map((p) => p.sold_quantity)).toEqual(s.before.map((p) => p.sold_quantity));
    expect(await usedPoints(s.shopper.id)).toBe(s.pointsBefore);
    const states = await t.database.rows<{ order_status: string; payment_status: string }>(
      sql`select order_status, payment_status from orders where id = ${s.order.id} or parent_id = ${s.order.id}`,
    );
    expect(states).toHaveLength(3);
    for (const state of states)
      expect(state).toEqual({ order_status: 'order-refunded', payment_status: 'payment-refunded' });
    const refunds = await t.database.rows<{ status: string }>(
      sql`select status from refunds where id = ${s.refundId} or parent_id = ${s.refundId}`,
    );
    expect(refunds.map((r) => r.status)).toEqual(['approved', 'approved', 'approved']);
  }

  it('approving refunds the order, returns wallet points and restocks, exactly once', async () => {
    const s = await refundedOrder();
    const change = await setRefundStatus({ database: t.database, refundId: s.refundId, status: 'approved' });
    expect(change).toMatchObject({ from: 'pending', to: 'approved', unitsRestocked: 3 });
    expect(change.walletPointsReturned).toBeGreaterThan(0);
    await expectRestoredOnce(s);
    await expect(setRefundStatus({ database: t.database, refundId: s.refundId, status: 'approved' })).rejects.toThrow(
      /approved/,
    );
    await expect(setRefundStatus({ database: t.database, refundId: s.refundId, status: 'rejected' })).rejects.toThrow();
    await expectRestoredOnce(s);
    const list = await api.get('/refunds', { token: s.shopper.token });
    expect(list.body.data[0].status).toBe('approved');
    // A refunded order cannot be asked about again.
    expect((await api.post('/refunds', request(s.order.id), { token: s.shopper.token })).status).toBe(422);
  });

  it('concurrent approvals have one effect', async () => {
    const s = await refundedOrder();
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        setRefundStatus({ database: t.database, refundId: s.refundId, status: 'approved' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expectRestoredOnce(s);
  });

  it('moves pending → processing → rejected without touching the order; child refunds follow', async () => {
    const s = await refundedOrder();
    await setRefundStatus({ database: t.database, refundId: s.refundId, status: 'processing' });
    await setRefundStatus({ database: t.database, refundId: s.refundId, status: 'rejected' });
    const refunds = await t.database.rows<{ status: string }>(
      sql`select status from refunds where id = ${s.refundId} or parent_id = ${s.refundId}`,
    );
    expect(refunds.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const [order] = await t.database.rows<{ payment_status: string }>(
      sql`select payment_status from orders where id = ${s.order.id}`,
    );
    expect(order!.payment_status).toBe('payment-success');
    const child = await t.database.rows<{ id: number }>(
      sql`select id from refunds where parent_id = ${s.refundId} limit 1`,
    );
    await expect(setRefundStatus({ database: t.database, refundId: child[0]!.id, status: 'approved' })).rejects.toThrow(
      /not found/,
    );
  });
});
