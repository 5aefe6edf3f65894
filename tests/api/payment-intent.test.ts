import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toMinorUnits } from '@/shared/money';
import { expectDocumented } from './helpers/openapi';
import {
  keepShopRules,
  makeShopper,
  orderApi,
  type OrderApi,
  placeOrder,
  setOptions,
  type Shopper,
  simpleProducts,
} from './helpers/orders';
import { expectStatuses, orderStates, sandboxGateway, StandInCardGateway } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';
import { invalidateSettings } from '@/server/services/setting/settings-cache';

let t: TestApp;
let api: OrderApi;
let card: StandInCardGateway;
let owner: Shopper;
let stranger: Shopper;
let lines: { product_id: number; order_quantity: number }[];
let restore: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  card = new StandInCardGateway();
  // The real sandbox gateway, and a stand-in where Stripe (a third party) would be.
  api = await orderApi(t.database, { payments: [card, sandboxGateway(t.database)] });
  owner = await makeShopper(t.database, 'Intent Owner');
  stranger = await makeShopper(t.database, 'Intent Stranger');
  const products = [
    ...(await simpleProducts(t.database, sql`p.shop_id = 1`, 1)),
    ...(await simpleProducts(t.database, sql`p.shop_id = 2`, 1)),
  ];
  lines = products.map((p) => ({ product_id: p.id, order_quantity: 2 }));
  restore = await keepShopRules(t.database);
});
beforeEach(async () => {
  await restore();
  invalidateSettings(t.database);
});
afterAll(() => t?.close());

async function order(gateway: string, shopper: Shopper | null = owner, extra: Record<string, unknown> = {}) {
  const res = await placeOrder(api, lines, {
    token: shopper?.token,
    extra: { payment_gateway: gateway, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; tracking_number: string; paid_total: number; payment_intent: any; [k: string]: any };
}

const intent = (tn: string, gateway: string, o: { token?: string; recall?: boolean; contact?: string } = {}) => {
  const q = new URLSearchParams({ tracking_number: tn, payment_gateway: gateway });
  if (o.recall) q.set('recall_gateway', 'true');
  if (o.contact) q.set('contact', o.contact);
  return api.get(`/payment-intent?${q}`, { token: o.token });
};

describe('GET /payment-intent', () => {
  it('answers the order’s intent in the contract shape, the same one every time (created once)', async () => {
    const placed = await order('stripe');
    expect(placed.payment_intent).toMatchObject({
      order_id: placed.id,
      tracking_number: placed.tracking_number,
      payment_gateway: 'Stripe',
      payment_intent_info: { is_redirect: false, client_secret: expect.stringMatching(/_secret$/) },
    });
    const made = card.created.length;
    const first = await intent(placed.tracking_number, 'stripe', { token: owner.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expectDocumented('get', '/payment-intent', 200, first.body);
    expect(first.body).toEqual(placed.payment_intent);
    const racing = await Promise.all(
      [1, 2, 3].map(() => intent(placed.tracking_number, 'STRIPE', { token: owner.token })),
    );
    for (const r of racing) expect(r.body).toEqual(first.body);
    expect(card.created.length).toBe(made);
    const [count] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from payment_intents where order_id = ${placed.id}`,
    );
    expect(count!.n).toBe(1);
    // The order read shows it too; a cash order has none.
    const read = await api.get(`/orders/${placed.tracking_number}`, { token: owner.token });
    expect(read.body.payment_intent).toEqual(first.body);
    expectDocumented('get', '/orders/{id}', 200, read.body);
    const cash = await order('cash_on_delivery');
    expect(cash.payment_intent).toBeNull();
  });

  it('charges the stored order (paid_total − wallet) in cents, whatever the request carries', async () => {
    const saver = await makeShopper(t.database, 'Wallet Saver', 30);
    const placed = await order('stripe', saver, { use_wallet_points: true });
    const wallet = toMinorUnits(placed.wallet_point.amount);
    expect(wallet).toBe(1000);
    expect(toMinorUnits(placed.paid_total)).toBeGreaterThan(wallet);
    const made = card.created.at(-1)!;
    expect(made).toMatchObject({
      id: placed.id,
      trackingNumber: placed.tracking_number,
      payableCents: toMinorUnits(placed.paid_total) - wallet,
      currency: 'USD',
    });
    const [stored] = await t.database.rows<{ amount_cents: number }>(
      sql`select amount_cents from payment_intents where order_id = ${placed.id}`,
    );
    expect(stored!.amount_cents).toBe(made.payableCents);
    // A switch with made-up figures in the query: they are not read.
    const res = await api.get(
      `/payment-intent?tracking_number=${placed.tracking_number}&payment_gateway=sandbox&recall_gateway=true&amount=1&paid_total=0.01`,
      { token: saver.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [sandbox] = await t.database.rows<{ amount_cents: number }>(
      sql`select amount_cents from sandbox_payments where payment_id = ${res.body.payment_intent_info.payment_id}`,
    );
    expect(sandbox!.amount_cents).toBe(made.payableCents);
  });

  it('switches the gateway with recall_gateway: order and children, old intent gone, altered_payment_gateway kept', async () => {
    const placed = await order('stripe');
    const without = await intent(placed.tracking_number, 'sandbox', { token: owner.token });
    expect(without.status).toBe(422);
    expect(without.body.message).toMatch(/recall_gateway=true/);
    const res = await intent(placed.tracking_number, 'sandbox', { token: owner.token, recall: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ payment_gateway: 'Sandbox', payment_intent_info: { is_redirect: true } });
    const states = await orderStates(t.database, placed.id);
    expect(states.length).toBe(3);
    for (const s of states) {
      expect(s).toMatchObject({ payment_gateway: 'SANDBOX', altered_payment_gateway: 'STRIPE' });
    }
    const intents = await t.database.rows<{ payment_gateway: string }>(
      sql`select payment_gateway from payment_intents where order_id = ${placed.id}`,
    );
    expect(intents).toEqual([{ payment_gateway: 'SANDBOX' }]);
    const read = await api.get(`/orders/${placed.tracking_number}`, { token: owner.token });
    expect(read.body.payment_intent).toEqual(res.body);
    // Confirming under the old gateway is refused; under the new one it works.
    const old = await api.post(
      '/orders/payment',
      { tracking_number: placed.tracking_number, payment_gateway: 'stripe' },
      { token: owner.token },
    );
    expect(old.status).toBe(422);
  });

  it('refuses gateways the shop does not offer, with a clear message', async () => {
    const placed = await order('stripe');
    const tn = placed.tracking_number;
    // Not listed by the settings.
    const paypal = await intent(tn, 'paypal', { token: owner.token, recall: true });
    expect(paypal.status).toBe(422);
    expect(paypal.body.message).toMatch(/Paypal/);
    // Listed, but no adapter on this installation: never a silent success.
    await setOptions(t.database, {
      paymentGateway: [
        { name: 'stripe', title: 'Stripe' },
        { name: 'razorpay', title: 'Razorpay' },
        { name: 'sandbox', title: 'Sandbox' },
      ],
    });
    invalidateSettings(t.database);
    const razorpay = await intent(tn, 'razorpay', { token: owner.token, recall: true });
    expect(razorpay.status).toBe(422);
    expect(razorpay.body.message).toBe(
      'Payments through Razorpay are not available on this shop. Please choose another payment method.',
    );
    const refusedOrder = await placeOrder(api, lines, { token: owner.token, extra: { payment_gateway: 'RAZORPAY' } });
    expect(refusedOrder.status).toBe(422);
    expect(refusedOrder.body.message).toMatch(/Razorpay are not available/);
    const settings = await api.get('/settings');
    expect(settings.body.options.paymentGateway.map((g: { name: string }) => g.name)).toEqual(['stripe', 'sandbox']);
    expect(settings.body.options.stripePublishableKey).toBe('pk_test_standin');
    // Not a gateway at all, or not an online one.
    expect((await intent(tn, 'bitcoin', { token: owner.token })).status).toBe(400);
    const cod = await intent(tn, 'cash_on_delivery', { token: owner.token, recall: true });
    expect(cod.status).toBe(422);
    // Gateways switched off in the settings: nothing online is offered anywhere.
    await setOptions(t.database, { useEnableGateway: false, defaultPaymentGateway: 'sandbox' });
    invalidateSettings(t.database);
    const off = await intent(tn, 'stripe', { token: owner.token });
    expect(off.status).toBe(422);
    expect(off.body.message).toMatch(/does not offer payment through Stripe/);
    const offSettings = await api.get('/settings');
    expect(offSettings.body.options.paymentGateway.map((g: { name: string }) => g.name)).toEqual([]);
    expect(offSettings.body.options.stripePublishableKey).toBeUndefined();
    expect(offSettings.body.options.defaultPaymentGateway).toBe('cash_on_delivery');
    const offOrder = await placeOrder(api, lines, { token: owner.token, extra: { payment_gateway: 'sandbox' } });
    expect(offOrder.status).toBe(422);
  });

  it('answers 404 for another shopper’s order, as for one that does not exist', async () => {
    const placed = await order('stripe');
    const other = await intent(placed.tracking_number, 'stripe', { token: stranger.token });
    expect(other.status).toBe(404);
    const missing = await intent('20990101000000', 'stripe', { token: stranger.token });
    expect(missing.status).toBe(404);
    expect(other.body.message).toBe(missing.body.message.replace('20990101000000', placed.tracking_number));
    const anonymous = await intent(placed.tracking_number, 'stripe', { contact: '+12125550100' });
    expect(anonymous.status).toBe(404);
    const confirm = await api.post(
      '/orders/payment',
      { tracking_number: placed.tracking_number, payment_gateway: 'stripe' },
      { token: stranger.token },
    );
    expect(confirm.status).toBe(404);
  });

  it('guests: only with the order’s contact, and only while guest checkout is on', async () => {
    const placed = await order('sandbox', null, {
      customer_name: 'Guest Payer',
      customer_contact: '+44 20 7946 0958',
      customer_email: 'guest.payer@example.com',
    });
    const tn = placed.tracking_number;
    expect((await intent(tn, 'sandbox')).status).toBe(404);
    expect((await intent(tn, 'sandbox', { contact: '+442079460000' })).status).toBe(404);
    const byPhone = await intent(tn, 'sandbox', { contact: '+44 20 7946 0958' });
    expect(byPhone.status, JSON.stringify(byPhone.body)).toBe(200);
    expect(byPhone.body).toEqual(placed.payment_intent);
    const byEmail = await intent(tn, 'sandbox', { contact: 'Guest.Payer@example.com' });
    expect(byEmail.body).toEqual(placed.payment_intent);
    const confirm = await api.post('/orders/payment', {
      tracking_number: tn,
      payment_gateway: 'sandbox',
      contact: '+442079460958',
    });
    expect(confirm.status).toBe(200);
    expect((await api.post('/orders/payment', { tracking_number: tn, payment_gateway: 'sandbox' })).status).toBe(404);
    // A signed-in shopper is not the guest either.
    expect((await intent(tn, 'sandbox', { token: stranger.token })).status).toBe(404);

    await setOptions(t.database, { guestCheckout: false });
    const off = await intent(tn, 'sandbox', { contact: '+44 20 7946 0958' });
    expect(off.status).toBe(401);
    const offConfirm = await api.post('/orders/payment', {
      tracking_number: tn,
      payment_gateway: 'sandbox',
      contact: '+442079460958',
    });
    expect(offConfirm.status).toBe(401);
    // A signed-in caller gets the 404 of any order that is not theirs.
    expect((await intent(tn, 'sandbox', { token: stranger.token, contact: '+442079460958' })).status).toBe(404);
  });

  it('refuses to pay an order twice, and leaves final orders alone', async () => {
    const placed = await order('stripe');
    const tn = placed.tracking_number;
    card.verdicts.set(placed.payment_intent.payment_intent_info.payment_id, 'success');
    const paid = await api.post(
      '/orders/payment',
      { tracking_number: tn, payment_gateway: 'stripe' },
      { token: owner.token },
    );
    expect(paid.status).toBe(200);
    const states = await expectStatuses(t.database, placed.id, 'order-processing', 'payment-success');
    const again = await intent(tn, 'stripe', { token: owner.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is paid already.');
    const switched = await intent(tn, 'sandbox', { token: owner.token, recall: true });
    expect(switched.status).toBe(409);
    expect(await orderStates(t.database, placed.id)).toEqual(states);

    const cancelled = await order('stripe');
    await t.database.rows(
      sql`update orders set order_status = 'order-cancelled' where id = ${cancelled.id} or parent_id = ${cancelled.id}`,
    );
    const before = await orderStates(t.database, cancelled.id);
    card.verdicts.set(cancelled.payment_intent.payment_intent_info.payment_id, 'success');
    const confirm = await api.post(
      '/orders/payment',
      { tracking_number: cancelled.tracking_number, payment_gateway: 'stripe' },
      { token: owner.token },
    );
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ order_status: 'order-cancelled', payment_status: 'payment-pending' });
    expect(await orderStates(t.database, cancelled.id)).toEqual(before);
    const refused = await intent(cancelled.tracking_number, 'stripe', { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cancelled/);
  });

  it('maps each verdict of the gateway to the contract’s statuses, children too', async () => {
    const cases = [
      ['processing', 'order-processing', 'payment-processing'],
      ['awaiting-approval', 'order-pending', 'payment-awaiting-for-approval'],
      ['failed', 'order-failed', 'payment-failed'],
      ['pending', 'order-pending', 'payment-pending'],
    ] as const;
    for (const [verdict, orderStatus, paymentStatus] of cases) {
      const placed = await order('stripe');
      card.verdicts.set(placed.payment_intent.payment_intent_info.payment_id, verdict);
      const res = await api.post(
        '/orders/payment',
        { tracking_number: placed.tracking_number, payment_gateway: 'STRIPE' },
        { token: owner.token },
      );
      expect(res.status).toBe(200);
      await expectStatuses(t.database, placed.id, orderStatus, paymentStatus);
    }
  });

  it('keeps the order when the gateway is down: payment_intent null, 503 until it is back', async () => {
    card.down = true;
    try {
      const placed = await order('stripe');
      expect(placed).toMatchObject({
        payment_gateway: 'STRIPE',
        payment_status: 'payment-pending',
        payment_intent: null,
      });
      const res = await intent(placed.tracking_number, 'stripe', { token: owner.token });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/cannot be reached/);
      card.down = false;
      const later = await intent(placed.tracking_number, 'stripe', { token: owner.token });
      expect(later.status).toBe(200);
      expect(later.body.payment_intent_info.client_secret).toMatch(/^pi_standin_/);
    } finally {
      card.down = false;
    }
  });

  it('after a failed payment, switching gateway starts over: waiting again, a new intent at the new gateway', async () => {
    const placed = await order('stripe');
    card.verdicts.set(placed.payment_intent.payment_intent_info.payment_id, 'failed');
    await api.post(
      '/orders/payment',
      { tracking_number: placed.tracking_number, payment_gateway: 'stripe' },
      { token: owner.token },
    );
    await expectStatuses(t.database, placed.id, 'order-failed', 'payment-failed');
    const res = await intent(placed.tracking_number, 'sandbox', { token: owner.token, recall: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const states = await expectStatuses(t.database, placed.id, 'order-pending', 'payment-pending');
    for (const s of states) expect(s).toMatchObject({ payment_gateway: 'SANDBOX', altered_payment_gateway: 'STRIPE' });
  });

  it('does not switch the gateway of a payment being processed', async () => {
    const placed = await order('stripe');
    card.verdicts.set(placed.payment_intent.payment_intent_info.payment_id, 'processing');
    await api.post(
      '/orders/payment',
      { tracking_number: placed.tracking_number, payment_gateway: 'stripe' },
      { token: owner.token },
    );
    const res = await intent(placed.tracking_number, 'sandbox', { token: owner.token, recall: true });
    expect(res.status).toBe(409);
    // The same gateway answers the intent in progress (the shopper finishes it).
    const same = await intent(placed.tracking_number, 'stripe', { token: owner.token });
    expect(same.body).toEqual(placed.payment_intent);
    await expectStatuses(t.database, placed.id, 'order-processing', 'payment-processing');
  });

  it('refuses cash orders and validates its input', async () => {
    const cash = await order('cash_on_delivery');
    const res = await intent(cash.tracking_number, 'stripe', { token: owner.token, recall: true });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/paid on delivery/);
    expect((await api.get('/payment-intent?payment_gateway=stripe', { token: owner.token })).status).toBe(400);
    expect((await intent('abc', 'stripe', { token: owner.token })).status).toBe(400);
    const body = await api.post('/orders/payment', { tracking_number: 'x' }, { token: owner.token });
    expect(body.status).toBe(422);
    expect(Object.keys(body.body.errors).sort()).toEqual(['payment_gateway', 'tracking_number']);
  });
});
