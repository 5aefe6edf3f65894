import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/shared/order-status';
import { applyVerdict } from '@/server/services/payment/apply-verdict';
import { lastOutboxId, waitForMail } from './helpers/accounts';
import {
  makeAccount,
  makeMember,
  OPERATOR_EMAIL,
  orderState,
  placeShopOrder,
  twoShops,
  useAdminEmails,
} from './helpers/back-office';
import { makeShopper, orderApi, type OrderApi, productRow, type Shopper } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Orders moved through the back office by the shared status rule: forbidden moves, stock and wallet given back
 * once, cash on delivery paid when delivered, parents following their shops' orders, the history, the races,
 * and the shopper's mail.
 */
let t: TestApp;
let api: OrderApi;
let restoreEnv: () => void;
let shops: Awaited<ReturnType<typeof twoShops>>;
let staff: Shopper;
let otherStaff: Shopper;
let operator: Shopper;
let buyer: Shopper;

beforeAll(async () => {
  restoreEnv = useAdminEmails(OPERATOR_EMAIL);
  t = await createTestApp();
  api = await orderApi(t.database);
  shops = await twoShops(t.database);
  staff = await makeMember(t.database, shops.own.shop_id, 'staff');
  otherStaff = await makeMember(t.database, shops.other.shop_id, 'staff');
  operator = await makeAccount(t.database, OPERATOR_EMAIL);
  buyer = await makeShopper(t.database, 'Moves Buyer');
});
afterAll(async () => {
  restoreEnv?.();
  await t?.close();
});

const move = (id: number, status: string, from?: string, token = staff.token) =>
  api.put(`/admin/orders/${id}/status`, from ? { status, from } : { status }, { token });
const codOrder = (extra: Record<string, unknown> = {}, quantity = 1) =>
  placeShopOrder(api, buyer, [{ product_id: shops.own.product_id, order_quantity: quantity }], extra);

async function drive(id: number, steps: string[]) {
  let from = 'order-processing';
  for (const to of steps) {
    const res = await move(id, to, from);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    from = to;
  }
}

describe('the rule on the server', () => {
  it('refuses every move the rule forbids, and changes nothing', async () => {
    const order = await codOrder();
    for (const to of ORDER_STATUSES) {
      if (to === 'order-at-local-facility' || to === 'order-cancelled') continue;
      const res = await move(order.childId, to);
      expect([to, res.status]).toEqual([to, to === 'order-processing' ? 409 : 422]);
    }
    expect(await orderState(t.database, order.childId)).toEqual({
      order_status: 'order-processing',
      payment_status: 'payment-cash-on-delivery',
    });
    const [history] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from order_status_history where order_id = ${order.childId}`,
    );
    expect(history!.n).toBe(0);
  });

  it('refuses anything from a final status', async () => {
    const order = await codOrder();
    await drive(order.childId, ['order-at-local-facility', 'order-out-for-delivery', 'order-completed']);
    for (const to of ORDER_STATUSES) {
      expect((await move(order.childId, to)).status).toBeGreaterThanOrEqual(409);
    }
  });

  it('rejects an unknown status with a field error', async () => {
    const order = await codOrder();
    const res = await move(order.childId, 'order-shipped');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['status']);
  });
});

describe('delivering', () => {
  it('a cash-on-delivery order: payment-success when delivered; the parent follows; every change recorded', async () => {
    const order = await codOrder();
    await drive(order.childId, ['order-at-local-facility', 'order-out-for-delivery']);
    expect((await orderState(t.database, order.parentId)).order_status).toBe('order-out-for-delivery');
    const done = await move(order.childId, 'order-completed', 'order-out-for-delivery');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ order_status: 'order-completed', payment_status: 'payment-success' });
    expect(done.body.next_statuses).toEqual([]);
    expect(await orderState(t.database, order.parentId)).toEqual({
      order_status: 'order-completed',
      payment_status: 'payment-success',
    });
    expect(
      done.body.history.map((h: { from: string; to: string; by: string; source: string }) => [
        h.from,
        h.to,
        h.by,
        h.source,
      ]),
    ).toEqual([
      ['order-processing', 'order-at-local-facility', staff.name, 'back-office'],
      ['order-at-local-facility', 'order-out-for-delivery', staff.name, 'back-office'],
      ['order-out-for-delivery', 'order-completed', staff.name, 'back-office'],
    ]);
    // The shopper's order page: the new status and its history (without who moved it).
    const mine = await api.get(`/orders/${order.trackingNumber}`, { token: buyer.token });
    expect(mine.body.order_status).toBe('order-completed');
    expect(mine.body.status_history.map((h: { to: string }) => h.to)).toEqual([
      'order-at-local-facility',
      'order-out-for-delivery',
      'order-completed',
    ]);
    expect(Object.keys(mine.body.status_history[0]).sort()).toEqual(['at', 'from', 'to']);
    // Delivered: the shopper can review what they bought.
    const review = await api.post(
      '/reviews',
      {
        order_id: order.parentId,
        product_id: shops.own.product_id,
        shop_id: shops.own.shop_id,
        rating: 5,
        comment: 'Arrived fresh and on time.',
      },
      { token: buyer.token },
    );
    expect(review.status, JSON.stringify(review.body)).toBe(201);
  });

  it('a card-paid order: not shipped before the payment, then driven to delivered; the payment is in the history', async () => {
    const order = await codOrder({ payment_gateway: 'sandbox' });
    expect(await orderState(t.database, order.childId)).toEqual({
      order_status: 'order-pending',
      payment_status: 'payment-pending',
    });
    expect((await move(order.childId, 'order-at-local-facility')).status).toBe(422);
    expect(await applyVerdict(t.database.db, order.parentId, 'success')).toBe(2);
    await drive(order.childId, ['order-at-local-facility', 'order-out-for-delivery', 'order-completed']);
    expect(await orderState(t.database, order.childId)).toEqual({
      order_status: 'order-completed',
      payment_status: 'payment-success',
    });
    const history = await t.database.rows<{ source: string; to_status: string }>(
      sql`select source, to_status from order_status_history where order_id = ${order.childId} order by id`,
    );
    expect(history[0]).toEqual({ source: 'payment', to_status: 'order-processing' });
    // Paid online: its money goes back by a refund, never by a cancel here.
    const paid = await codOrder({ payment_gateway: 'sandbox' });
    await applyVerdict(t.database.db, paid.parentId, 'success');
    expect((await move(paid.childId, 'order-cancelled')).status).toBe(422);
  });

  it('the other shop’s staff cannot move it (404), the operator can', async () => {
    const order = await codOrder();
    expect((await move(order.childId, 'order-at-local-facility', undefined, otherStaff.token)).status).toBe(404);
    expect((await move(order.childId, 'order-at-local-facility', undefined, operator.token)).status).toBe(200);
  });
});

describe('cancelling', () => {
  it('puts the units and the wallet points back, once', async () => {
    const saver = await makeShopper(t.database, 'Wallet Saver', 5);
    const order = await placeShopOrder(api, saver, [{ product_id: shops.own.product_id, order_quantity: 3 }], {
      use_wallet_points: true,
    });
    const walletUsed = async () =>
      (await t.database.rows<{ n: number }>(sql`select wallet_points_used as n from users where id = ${saver.id}`))[0]!
        .n;
    expect(await walletUsed()).toBeGreaterThan(0);
    expect(await orderState(t.database, order.childId)).toEqual({
      order_status: 'order-processing',
      payment_status: 'payment-cash-on-delivery',
    });
    const stock = (await productRow(t.database, shops.own.product_id)).quantity;
    expect((await move(order.childId, 'order-cancelled', 'order-processing')).status).toBe(200);
    expect((await productRow(t.database, shops.own.product_id)).quantity).toBe(stock + 3);
    expect(await walletUsed()).toBe(0);
    expect((await orderState(t.database, order.parentId)).order_status).toBe('order-cancelled');
    // Again, by anyone: refused, nothing given back twice.
    expect((await move(order.childId, 'order-cancelled')).status).toBe(409);
    expect((await move(order.parentId, 'order-cancelled', undefined, operator.token)).status).toBe(409);
    expect((await productRow(t.database, shops.own.product_id)).quantity).toBe(stock + 3);
  });

  it('the operator cancels a whole checkout: every shop’s order, stock back once', async () => {
    const order = await placeShopOrder(api, buyer, [
      { product_id: shops.own.product_id, order_quantity: 1 },
      { product_id: shops.other.product_id, order_quantity: 2 },
    ]);
    const before = [
      (await productRow(t.database, shops.own.product_id)).quantity,
      (await productRow(t.database, shops.other.product_id)).quantity,
    ];
    expect((await move(order.parentId, 'order-cancelled', undefined, operator.token)).status).toBe(200);
    const children = await t.database.rows<{ order_status: string }>(
      sql`select order_status from orders where parent_id = ${order.parentId}`,
    );
    expect(children.map((c) => c.order_status)).toEqual(['order-cancelled', 'order-cancelled']);
    expect([
      (await productRow(t.database, shops.own.product_id)).quantity,
      (await productRow(t.database, shops.other.product_id)).quantity,
    ]).toEqual([before[0]! + 1, before[1]! + 2]);
  });

  it('a parent follows two shops: one delivered and one cancelled makes it completed', async () => {
    const order = await placeShopOrder(api, buyer, [
      { product_id: shops.own.product_id, order_quantity: 1 },
      { product_id: shops.other.product_id, order_quantity: 1 },
    ]);
    const [, otherChild] = await t.database.rows<{ id: number; shop_id: number }>(
      sql`select id, shop_id from orders where parent_id = ${order.parentId} order by shop_id = ${shops.own.shop_id} desc`,
    );
    await drive(order.childId, ['order-at-local-facility', 'order-out-for-delivery', 'order-completed']);
    expect((await orderState(t.database, order.parentId)).order_status).toBe('order-processing');
    expect((await move(otherChild!.id, 'order-cancelled', undefined, otherStaff.token)).status).toBe(200);
    expect((await orderState(t.database, order.parentId)).order_status).toBe('order-completed');
  });
});

describe('races', () => {
  it('two people moving one order at once: one wins, the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await codOrder();
      const answers = await Promise.all([
        move(order.childId, 'order-at-local-facility', 'order-processing'),
        move(order.childId, 'order-at-local-facility', 'order-processing', operator.token),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const [history] = await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from order_status_history where order_id = ${order.childId}`,
      );
      expect(history!.n).toBe(1);
    }
  });

  it('cancel against deliver: one wins; the stock comes back only if the cancel won', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await codOrder({}, 2);
      await drive(order.childId, ['order-at-local-facility', 'order-out-for-delivery']);
      const stock = (await productRow(t.database, shops.own.product_id)).quantity;
      const [cancel, deliver] = await Promise.all([
        move(order.childId, 'order-cancelled', 'order-out-for-delivery', operator.token),
        move(order.childId, 'order-completed', 'order-out-for-delivery'),
      ]);
      expect([cancel.status, deliver.status].sort()).toEqual([200, 409]);
      const state = await orderState(t.database, order.childId);
      const after = (await productRow(t.database, shops.own.product_id)).quantity;
      if (cancel.status === 200) expect([state.order_status, after]).toEqual(['order-cancelled', stock + 2]);
      else
        expect([state.order_status, state.payment_status, after]).toEqual([
          'order-completed',
          'payment-success',
          stock,
        ]);
    }
  });
});

describe('the shopper is told', () => {
  it('mails out for delivery, delivered and cancelled in the order’s language', async () => {
    const order = await codOrder({ language: 'de' });
    const after = await lastOutboxId(t.database);
    await drive(order.childId, ['order-at-local-facility', 'order-out-for-delivery']);
    const onTheWay = await waitForMail(t.database, buyer.email, 'order_out_for_delivery', { after });
    expect(onTheWay.subject).toContain(`deine Bestellung ${order.trackingNumber} ist unterwegs`);
    expect(onTheWay.meta.link).toMatch(new RegExp(`/orders/${order.trackingNumber}$`));
    await move(order.childId, 'order-completed');
    const delivered = await waitForMail(t.database, buyer.email, 'order_delivered', { after });
    expect(delivered.subject).toContain('zugestellt');
    const [local] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from outbox_messages where id > ${after} and meta ->> 'kind' = 'order_at_local_facility'`,
    );
    expect(local!.n).toBe(0);
    const cancelled = await codOrder({ language: 'ar' });
    await move(cancelled.childId, 'order-cancelled');
    const mail = await waitForMail(t.database, buyer.email, 'order_cancelled', { after });
    expect(mail.subject).toContain(`تم إلغاء طلبك ${cancelled.trackingNumber}`);
  });
});
