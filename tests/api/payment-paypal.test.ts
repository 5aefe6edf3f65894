import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailableError, type OrderToPay } from '@/server/services/payment/gateway';
import { createPaypalAdapter } from '@/server/services/payment/paypal';
import { formatMinorUnits } from '@/shared/money';
import {
  captureEvent,
  paypalEvent,
  paypalWebhookHeaders,
  startFakePaypal,
  type FakePaypal,
} from '../fakes/paypal-server';
import {
  makeShopper,
  orderApi,
  type OrderApi,
  placeOrder,
  setOptions,
  type Shopper,
  simpleProducts,
} from './helpers/orders';
import { expectStatuses, orderStates, PAYPAL_TEST, paypalEnv, postWebhook, setEnv } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

let paypal: FakePaypal;
beforeAll(async () => {
  paypal = await startFakePaypal(PAYPAL_TEST);
});
afterAll(() => paypal?.close());

const adapter = (extra: Partial<typeof PAYPAL_TEST> = {}) =>
  createPaypalAdapter({ ...PAYPAL_TEST, ...extra, apiUrl: paypal.url });

const order = (extra: Partial<OrderToPay> = {}): OrderToPay => ({
  id: 52,
  trackingNumber: '20261127000052',
  payableCents: 2_005,
  currency: 'EUR',
  language: 'en',
  customerEmail: null,
  customerName: null,
  customerId: null,
  returnUrl: 'http://shop.test/orders/20261127000052/thank-you',
  cancelUrl: 'http://shop.test/orders/20261127000052/payment',
  ...extra,
});

function signed(event: Record<string, unknown>, webhookId = PAYPAL_TEST.webhookId) {
  const rawBody = JSON.stringify(event);
  return { rawBody, headers: new Headers(paypalWebhookHeaders(rawBody, webhookId)) };
}

describe('PayPal adapter against the fake PayPal', () => {
  it('creates a CAPTURE order in major units with the shop’s return and cancel URLs, and redirects to PayPal', async () => {
    const info = await adapter().createIntent(order());
    expect(info.is_redirect).toBe(true);
    expect(info.client_secret).toBeUndefined();
    expect(info.redirect_url).toBe(`${paypal.url}/checkoutnow?token=${info.payment_id}`);
    const sent = paypal.state.requests.findLast((r) => r.path === '/v2/checkout/orders')!;
    expect(sent.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: '20261127000052', amount: { currency_code: 'EUR', value: '20.05' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'http://shop.test/orders/20261127000052/thank-you',
            cancel_url: 'http://shop.test/orders/20261127000052/payment',
          },
        },
      },
    });
  });

  it('looks up: not approved → pending; approved → captured once → success', async () => {
    const a = adapter();
    const info = await a.createIntent(order());
    expect(await a.lookUp(info.payment_id)).toBe('pending');
    paypal.state.approve(info.payment_id);
    expect(await a.lookUp(info.payment_id)).toBe('success');
    expect(await a.lookUp(info.payment_id)).toBe('success');
    expect(paypal.state.orders.get(info.payment_id)!.captures).toBe(1);
  });

  it('a pending capture is processing, a declined one failed, an unknown order failed', async () => {
    const a = adapter();
    const pending = await a.createIntent(order());
    paypal.state.approve(pending.payment_id, 'PENDING');
    expect(await a.lookUp(pending.payment_id)).toBe('processing');
    const declined = await a.createIntent(order());
    paypal.state.approve(declined.payment_id, 'DECLINED');
    expect(await a.lookUp(declined.payment_id)).toBe('failed');
    expect(await a.lookUp('NOSUCHORDER123')).toBe('failed');
  });

  it('the payer-action link approves and returns to the shop (or cancels back to the payment page)', async () => {
    const info = await adapter().createIntent(order());
    const res = await fetch(info.redirect_url!, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `http://shop.test/orders/20261127000052/thank-you?token=${info.payment_id}&PayerID=FAKEPAYER123`,
    );
    const other = await adapter().createIntent(order());
    const cancel = await fetch(`${other.redirect_url}&decision=cancel`, { redirect: 'manual' });
    expect(cancel.headers.get('location')).toMatch(/\/orders\/20261127000052\/payment\?token=/);
    expect(await adapter().lookUp(other.payment_id)).toBe('pending');
  });

  it('wrong credentials or PayPal down → GatewayUnavailableError, never the secret', async () => {
    const err = await adapter({ clientSecret: 'wrong' })
      .createIntent(order())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayUnavailableError);
    expect((err as Error).message).not.toContain('wrong');
    paypal.state.down = true;
    try {
      expect(
        await adapter()
          .createIntent(order())
          .catch((e: unknown) => e),
      ).toBeInstanceOf(GatewayUnavailableError);
    } finally {
      paypal.state.down = false;
    }
  });

  it('verifies webhooks through PayPal: signed → event; another webhook’s, altered or unsigned → null', async () => {
    const a = adapter();
    const info = await a.createIntent(order());
    const completed = captureEvent('PAYMENT.CAPTURE.COMPLETED', info.payment_id);
    expect(await a.verifyWebhook(signed(completed))).toEqual({
      eventId: completed.id,
      paymentId: info.payment_id,
      verdict: 'success',
    });
    expect(await a.verifyWebhook(signed(completed, 'WH-SOMEONE-ELSE'))).toBeNull();
    const good = signed(completed);
    expect(await a.verifyWebhook({ ...good, rawBody: good.rawBody.replace('COMPLETED', 'DENIED') })).toBeNull();
    expect(await a.verifyWebhook({ rawBody: good.rawBody, headers: new Headers() })).toBeNull();

    const denied = captureEvent('PAYMENT.CAPTURE.DENIED', info.payment_id);
    expect((await a.verifyWebhook(signed(denied)))?.verdict).toBe('failed');
    const other = paypalEvent('CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' });
    expect(await a.verifyWebhook(signed(other))).toEqual({ eventId: other.id, paymentId: null, verdict: null });
  });

  it('CHECKOUT.ORDER.APPROVED captures the order (once, whoever comes first)', async () => {
    const a = adapter();
    const info = await a.createIntent(order());
    paypal.state.approve(info.payment_id);
    const approved = paypalEvent('CHECKOUT.ORDER.APPROVED', { id: info.payment_id, status: 'APPROVED' });
    expect((await a.verifyWebhook(signed(approved)))?.verdict).toBe('success');
    expect(await a.lookUp(info.payment_id)).toBe('success');
    expect((await a.verifyWebhook(signed(approved)))?.verdict).toBe('success');
    expect(paypal.state.orders.get(info.payment_id)!.captures).toBe(1);
  });
});

describe('PayPal through the API (POST /orders, POST /orders/payment, webhooks)', () => {
  let t: TestApp;
  let api: OrderApi;
  let shopper: Shopper;
  let restoreEnv: () => void;
  let lines: { product_id: number; order_quantity: number }[];
  const PAYPAL_ENTRY = { name: 'paypal', title: 'PayPal' };

  beforeAll(async () => {
    restoreEnv = setEnv(paypalEnv(paypal.url));
    t = await createTestApp();
    api = await orderApi(t.database);
    shopper = await makeShopper(t.database, 'PayPal Payer');
    const [settings] = await t.database.rows<{ options: { paymentGateway: unknown[] } }>(
      sql`select options from settings where language = 'en'`,
    );
    await setOptions(t.database, { paymentGateway: [...settings!.options.paymentGateway, PAYPAL_ENTRY] });
    const products = [
      ...(await simpleProducts(t.database, sql`p.shop_id = 1`, 1)),
      ...(await simpleProducts(t.database, sql`p.shop_id = 2`, 1)),
    ];
    lines = products.map((p) => ({ product_id: p.id, order_quantity: 1 }));
  });
  afterAll(async () => {
    await t?.close();
    restoreEnv?.();
  });

  async function paypalOrder() {
    const res = await placeOrder(api, lines, { token: shopper.token, extra: { payment_gateway: 'paypal' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  const confirmCall = (tn: string) =>
    api.post('/orders/payment', { tracking_number: tn, payment_gateway: 'paypal' }, { token: shopper.token });

  it('settings offer PayPal only with its keys', async () => {
    const names = (await api.get('/settings')).body.options.paymentGateway.map((g: { name: string }) => g.name);
    expect(names).toContain('paypal');
    const restore = setEnv(paypalEnv(null));
    try {
      const bare = await orderApi(t.database);
      const without = (await bare.get('/settings')).body.options.paymentGateway.map((g: { name: string }) => g.name);
      expect(without).not.toContain('paypal');
      expect(
        (await placeOrder(bare, lines, { token: shopper.token, extra: { payment_gateway: 'paypal' } })).status,
      ).toBe(422);
    } finally {
      restore();
    }
  });

  it('redirects to PayPal for the stored total; approve → confirm call captures → paid, children too', async () => {
    const order = await paypalOrder();
    const info = order.payment_intent.payment_intent_info;
    expect(order.payment_intent.payment_gateway).toBe('Paypal');
    expect(info).toMatchObject({
      is_redirect: true,
      redirect_url: `${paypal.url}/checkoutnow?token=${info.payment_id}`,
    });
    const sent = paypal.state.orders.get(info.payment_id)!;
    const [row] = await t.database.rows<{ paid_total_cents: number }>(
      sql`select paid_total_cents from orders where id = ${order.id}`,
    );
    expect(sent.purchase_units[0]!.amount).toEqual({
      currency_code: 'USD',
      value: formatMinorUnits(row!.paid_total_cents),
    });
    expect(sent.returnUrl).toContain(`/orders/${order.tracking_number}/thank-you`);
    expect(sent.cancelUrl).toContain(`/orders/${order.tracking_number}/payment`);

    // Back from PayPal without approving: nothing changes.
    await confirmCall(order.tracking_number);
    await expectStatuses(t.database, order.id, 'order-pending', 'payment-pending');

    const back = await fetch(info.redirect_url, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const res = await confirmCall(order.tracking_number);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
    expect(paypal.state.orders.get(info.payment_id)!.captures).toBe(1);
  });

  it('a declined capture → failed', async () => {
    const order = await paypalOrder();
    paypal.state.approve(order.payment_intent.payment_intent_info.payment_id, 'DECLINED');
    await confirmCall(order.tracking_number);
    await expectStatuses(t.database, order.id, 'order-failed', 'payment-failed');
  });

  it('webhooks: CHECKOUT.ORDER.APPROVED captures and pays; a replay or a forged call changes nothing', async () => {
    const order = await paypalOrder();
    const id = order.payment_intent.payment_intent_info.payment_id;
    const forgedEvent = captureEvent('PAYMENT.CAPTURE.COMPLETED', id);
    const forged = await postWebhook(api.app, 'paypal', {
      rawBody: JSON.stringify(forgedEvent),
      headers: new Headers(paypalWebhookHeaders(JSON.stringify(forgedEvent), 'WH-NOT-OURS')),
    });
    expect(forged.status).toBe(400);
    await expectStatuses(t.database, order.id, 'order-pending', 'payment-pending');

    paypal.state.approve(id);
    const approved = paypalEvent('CHECKOUT.ORDER.APPROVED', { id, status: 'APPROVED' });
    const res = await postWebhook(api.app, 'paypal', signed(approved));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ received: true, result: 'applied' });
    const paid = await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');

    const replay = await postWebhook(api.app, 'paypal', signed(approved));
    expect(replay.body).toEqual({ received: true, result: 'duplicate' });
    await confirmCall(order.tracking_number);
    expect(await orderStates(t.database, order.id)).toEqual(paid);
    expect(paypal.state.orders.get(id)!.captures).toBe(1);
  });

  it('webhooks: PAYMENT.CAPTURE.DENIED fails the order', async () => {
    const order = await paypalOrder();
    const id = order.payment_intent.payment_intent_info.payment_id;
    const res = await postWebhook(api.app, 'paypal', signed(captureEvent('PAYMENT.CAPTURE.DENIED', id)));
    expect(res.status).toBe(200);
    await expectStatuses(t.database, order.id, 'order-failed', 'payment-failed');
  });
});
