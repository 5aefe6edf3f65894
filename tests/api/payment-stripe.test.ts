import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailableError, type OrderToPay } from '@/server/services/payment/gateway';
import { createStripeAdapter } from '@/server/services/payment/stripe';
import { toMinorUnits } from '@/shared/money';
import {
  postStripeEvent,
  startFakeStripe,
  stripeEvent,
  stripeSignature,
  type FakeStripe,
} from '../fakes/stripe-server';
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
import { expectStatuses, orderStates, setEnv, STRIPE_TEST, stripeEnv } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe?.close());

const adapter = () => createStripeAdapter({ ...STRIPE_TEST, apiUrl: stripe.url });

const order = (extra: Partial<OrderToPay> = {}): OrderToPay => ({
  id: 41,
  trackingNumber: '20261127000041',
  payableCents: 12_345,
  currency: 'USD',
  language: 'en',
  customerEmail: 'ann@example.com',
  customerName: 'Ann',
  customerId: 7,
  returnUrl: 'http://shop.test/orders/20261127000041/thank-you',
  cancelUrl: 'http://shop.test/orders/20261127000041/payment',
  ...extra,
});

/** Confirms an intent the way Stripe.js does in the browser (publishable key + client secret). */
async function confirmInBrowser(paymentId: string, clientSecret: string, paymentMethod: string) {
  return fetch(`${stripe.url}/v1/payment_intents/${paymentId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${STRIPE_TEST.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }).toString(),
  });
}

describe('Stripe adapter against the fake Stripe', () => {
  it('creates a PaymentIntent in cents from the order, with its ids in the metadata', async () => {
    const info = await adapter().createIntent(order());
    expect(info.is_redirect).toBe(false);
    expect(info.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    const pi = stripe.state.paymentIntents.get(info.payment_id)!;
    expect(pi).toMatchObject({
      amount: 12_345,
      currency: 'usd',
      metadata: { order_id: '41', tracking_number: '20261127000041' },
      automatic_payment_methods: { enabled: true },
      customer: null,
    });
    const sent = stripe.state.requests.findLast((r) => r.path === '/v1/payment_intents')!;
    expect(sent.authorization).toBe(`Bearer ${STRIPE_TEST.secretKey}`);
  });

  it('sends zero- and three-decimal currencies in their own smallest unit (JPY whole yen, KWD fils)', async () => {
    const amounts: Record<string, number> = {};
    for (const [currency, payableCents] of [
      ['JPY', 150_000],
      ['jpy', 99_950],
      ['KWD', 1_250],
      ['EUR', 1_250],
    ] as const) {
      const info = await adapter().createIntent(order({ currency, payableCents }));
      amounts[currency] = stripe.state.paymentIntents.get(info.payment_id)!.amount;
    }
    // ¥1,500.00 is 1500 yen; ¥999.50 rounds to 1000; 12.500 KWD is 12500 fils; €12.50 stays 1250 cents.
    expect(amounts).toEqual({ JPY: 1500, jpy: 1000, KWD: 12_500, EUR: 1250 });
  });

  it('offers cards only when cardOnly, and charges the saved-cards customer when there is one', async () => {
    const customer = await adapter().cards!.createCustomer({ id: 7, email: 'ann@example.com', name: 'Ann' });
    const info = await adapter().createIntent(order({ cardOnly: true, gatewayCustomerId: customer }));
    const pi = stripe.state.paymentIntents.get(info.payment_id)!;
    expect(pi.payment_method_types).toEqual(['card']);
    expect(pi.automatic_payment_methods).toBeNull();
    expect(pi.customer).toBe(customer);
  });

  it('maps the intent status to a verdict: succeeded, requires_action, declined, processing, canceled', async () => {
    const a = adapter();
    const cases: [string, string][] = [
      ['pm_card_visa', 'success'],
      ['pm_card_authenticationRequired', 'processing'],
      ['pm_card_chargeDeclined', 'failed'],
    ];
    for (const [method, verdict] of cases) {
      const info = await a.createIntent(order());
      // requires_payment_method before any card: nothing happened yet.
      expect(await a.lookUp(info.payment_id)).toBe('pending');
      await confirmInBrowser(info.payment_id, info.client_secret!, method);
      expect(await a.lookUp(info.payment_id), method).toBe(verdict);
    }
    const processing = await a.createIntent(order());
    stripe.state.setStatus(processing.payment_id, 'processing');
    expect(await a.lookUp(processing.payment_id)).toBe('processing');
    stripe.state.setStatus(processing.payment_id, 'canceled');
    expect(await a.lookUp(processing.payment_id)).toBe('failed');
  });

  it('refuses a browser confirm without the intent’s client secret', async () => {
    const info = await adapter().createIntent(order());
    const res = await confirmInBrowser(info.payment_id, 'pi_wrong_secret_x', 'pm_card_visa');
    expect(res.status).toBe(400);
    expect(stripe.state.paymentIntents.get(info.payment_id)!.status).toBe('requires_payment_method');
  });

  it('reports Stripe being down as GatewayUnavailableError, without the secret key', async () => {
    stripe.state.down = true;
    try {
      const err = await adapter()
        .createIntent(order())
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GatewayUnavailableError);
      expect(String((err as Error).message)).not.toContain(STRIPE_TEST.secretKey);
    } finally {
      stripe.state.down = false;
    }
  });

  it('verifies webhooks: signed and fresh → event; forged, stale, unsigned or unreadable → null', async () => {
    const a = adapter();
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' }, 'evt_1');
    const rawBody = JSON.stringify(event);
    const headers = (signature: string | null) => new Headers(signature ? { 'stripe-signature': signature } : {});

    expect(
      await a.verifyWebhook({ rawBody, headers: headers(stripeSignature(rawBody, STRIPE_TEST.webhookSecret)) }),
    ).toEqual({ eventId: 'evt_1', paymentId: 'pi_123', verdict: 'success' });
    const forged = stripeSignature(rawBody, 'whsec_someone_else');
    expect(await a.verifyWebhook({ rawBody, headers: headers(forged) })).toBeNull();
    const stale = stripeSignature(rawBody, STRIPE_TEST.webhookSecret, Math.floor(Date.now() / 1000) - 301);
    expect(await a.verifyWebhook({ rawBody, headers: headers(stale) })).toBeNull();
    expect(await a.verifyWebhook({ rawBody, headers: headers(null) })).toBeNull();
    const altered = rawBody.replace('pi_123', 'pi_999');
    expect(
      await a.verifyWebhook({
        rawBody: altered,
        headers: headers(stripeSignature(rawBody, STRIPE_TEST.webhookSecret)),
      }),
    ).toBeNull();
    const garbage = 'not json';
    expect(
      await a.verifyWebhook({
        rawBody: garbage,
        headers: headers(stripeSignature(garbage, STRIPE_TEST.webhookSecret)),
      }),
    ).toBeNull();
  });

  it('reads each payment event type, and ignores events about other objects', async () => {
    const a = adapter();
    const expected: Record<string, string | null> = {
      'payment_intent.succeeded': 'success',
      'payment_intent.processing': 'processing',
      'payment_intent.requires_action': 'processing',
      'payment_intent.payment_failed': 'failed',
      'payment_intent.canceled': 'failed',
      'payment_intent.created': null,
    };
    for (const [type, verdict] of Object.entries(expected)) {
      const rawBody = JSON.stringify(stripeEvent(type, { id: 'pi_1', object: 'payment_intent' }, `evt_${type}`));
      const headers = new Headers({ 'stripe-signature': stripeSignature(rawBody, STRIPE_TEST.webhookSecret) });
      expect((await a.verifyWebhook({ rawBody, headers }))?.verdict, type).toBe(verdict);
    }
    const rawBody = JSON.stringify(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }, 'evt_c'));
    const headers = new Headers({ 'stripe-signature': stripeSignature(rawBody, STRIPE_TEST.webhookSecret) });
    expect(await a.verifyWebhook({ rawBody, headers })).toEqual({ eventId: 'evt_c', paymentId: null, verdict: null });
  });

  it('publishes only the publishable key to the settings', () => {
    expect(adapter().publicSettings).toEqual({ stripePublishableKey: STRIPE_TEST.publishableKey });
  });
});

describe('Stripe through the API (POST /orders, GET /payment-intent, POST /orders/payment, webhooks)', () => {
  let t: TestApp;
  let api: OrderApi;
  let shopper: Shopper;
  let restoreEnv: () => void;
  let lines: { product_id: number; order_quantity: number }[];

  beforeAll(async () => {
    restoreEnv = setEnv(stripeEnv(stripe.url));
    t = await createTestApp();
    // The app builds its gateways from the environment: Stripe pointed at the fake.
    api = await orderApi(t.database);
    shopper = await makeShopper(t.database, 'Stripe Payer');
    const products = [
      ...(await simpleProducts(t.database, sql`p.shop_id = 1`, 1)),
      ...(await simpleProducts(t.database, sql`p.shop_id = 2`, 1)),
    ];
    lines = products.map((p) => ({ product_id: p.id, order_quantity: 2 }));
  });
  afterAll(async () => {
    await t?.close();
    restoreEnv?.();
  });

  async function stripeOrder() {
    const res = await placeOrder(api, lines, { token: shopper.token, extra: { payment_gateway: 'stripe' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  const confirmCall = (tn: string) =>
    api.post('/orders/payment', { tracking_number: tn, payment_gateway: 'stripe' }, { token: shopper.token });
  const webhook = (event: Record<string, unknown>, secret = STRIPE_TEST.webhookSecret, timestamp?: number) =>
    postStripeEvent('/api/webhooks/stripe', event, secret, {
      timestamp,
      fetcher: async (url, init) => api.app.request(url, init),
    });
  /** The newest event the fake Stripe made for an intent (what Stripe would send to the webhook). */
  const lastEvent = (paymentId: string) =>
    stripe.state.events.findLast(
      (e) => ((e.data as { object: { id: string } }).object.id as string) === paymentId,
    )! as Record<string, unknown>;

  it('settings offer Stripe with its publishable key (and never a secret)', async () => {
    const res = await api.get('/settings');
    expect(res.body.options.paymentGateway.map((g: { name: string }) => g.name)).toContain('stripe');
    expect(res.body.options.stripePublishableKey).toBe(STRIPE_TEST.publishableKey);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(STRIPE_TEST.secretKey);
    expect(text).not.toContain(STRIPE_TEST.webhookSecret);
  });

  it('settings do not offer Stripe without its keys', async () => {
    const restore = setEnv(stripeEnv(null));
    try {
      const bare = await orderApi(t.database);
      const res = await bare.get('/settings');
      expect(res.body.options.paymentGateway.map((g: { name: string }) => g.name)).not.toContain('stripe');
      expect(res.body.options.stripePublishableKey).toBeUndefined();
      const refused = await placeOrder(bare, lines, { token: shopper.token, extra: { payment_gateway: 'stripe' } });
      expect(refused.status).toBe(422);
    } finally {
      restore();
    }
  });

  it('creates the PaymentIntent for the stored order total in cents, once', async () => {
    const order = await stripeOrder();
    expectDocumented('post', '/orders', 201, order);
    const info = order.payment_intent.payment_intent_info;
    expect(order.payment_intent.payment_gateway).toBe('Stripe');
    expect(info).toMatchObject({ is_redirect: false, payment_id: expect.stringMatching(/^pi_/) });
    expect(info.client_secret).toBe(stripe.state.paymentIntents.get(info.payment_id)!.client_secret);
    const pi = stripe.state.paymentIntents.get(info.payment_id)!;
    const [row] = await t.database.rows<{ paid_total_cents: number; amount_cents: number }>(sql`
      select o.paid_total_cents, pi.amount_cents from orders o join payment_intents pi on pi.order_id = o.id
      where o.id = ${order.id}`);
    expect(pi.amount).toBe(row!.amount_cents);
    expect(pi.amount).toBe(row!.paid_total_cents);
    expect(pi.amount).toBe(toMinorUnits(order.paid_total));
    expect(pi).toMatchObject({
      currency: 'usd',
      metadata: { order_id: String(order.id), tracking_number: order.tracking_number },
    });

    const again = await api.get(`/payment-intent?tracking_number=${order.tracking_number}&payment_gateway=stripe`, {
      token: shopper.token,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.payment_intent_info.payment_id).toBe(info.payment_id);
    const made = [...stripe.state.paymentIntents.values()].filter(
      (p) => p.metadata.tracking_number === order.tracking_number,
    );
    expect(made).toHaveLength(1);
  });

  it('honours StripeCardOnly, and charges a shopper with saved cards as their Stripe customer', async () => {
    const first = await stripeOrder();
    const firstPi = stripe.state.paymentIntents.get(first.payment_intent.payment_intent_info.payment_id)!;
    expect(firstPi.automatic_payment_methods).toEqual({ enabled: true });
    expect(firstPi.customer).toBeNull();

    const card = await api.post('/cards', { method_key: 'pm_card_visa' }, { token: shopper.token });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    await setOptions(t.database, { StripeCardOnly: true });
    try {
      const order = await stripeOrder();
      const pi = stripe.state.paymentIntents.get(order.payment_intent.payment_intent_info.payment_id)!;
      expect(pi.payment_method_types).toEqual(['card']);
      expect(pi.automatic_payment_methods).toBeNull();
      expect(pi.customer).toBe(card.body.payment_gateways[0].customer_id);
    } finally {
      await setOptions(t.database, { StripeCardOnly: false });
    }
  });

  it('succeeded → order-processing + payment-success, children too', async () => {
    const order = await stripeOrder();
    const info = order.payment_intent.payment_intent_info;
    await expectStatuses(t.database, order.id, 'order-pending', 'payment-pending');
    // Before the shopper pays, the confirm call changes nothing.
    expect((await confirmCall(order.tracking_number)).status).toBe(200);
    await expectStatuses(t.database, order.id, 'order-pending', 'payment-pending');
    await confirmInBrowser(info.payment_id, info.client_secret, 'pm_card_visa');
    const res = await confirmCall(order.tracking_number);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ order_status: 'order-processing', payment_status: 'payment-success' });
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
  });

  it('requires_action → processing; the webhook after 3-D Secure makes it a success', async () => {
    const order = await stripeOrder();
    const info = order.payment_intent.payment_intent_info;
    await confirmInBrowser(info.payment_id, info.client_secret, 'pm_card_authenticationRequired');
    await confirmCall(order.tracking_number);
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-processing');
    stripe.state.authenticate(info.payment_id, 'succeed');
    const res = await webhook(lastEvent(info.payment_id));
    expect(res.status).toBe(200);
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
  });

  it('requires_payment_method (declined) → failed; paying again later with a new intent succeeds', async () => {
    const order = await stripeOrder();
    const info = order.payment_intent.payment_intent_info;
    const declined = await confirmInBrowser(info.payment_id, info.client_secret, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    await confirmCall(order.tracking_number);
    await expectStatuses(t.database, order.id, 'order-failed', 'payment-failed');

    const retry = await api.get(`/payment-intent?tracking_number=${order.tracking_number}&payment_gateway=stripe`, {
      token: shopper.token,
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    const next = retry.body.payment_intent_info;
    expect(next.payment_id).not.toBe(info.payment_id);
    expect(stripe.state.paymentIntents.get(next.payment_id)!.amount).toBe(toMinorUnits(order.paid_total));
    await confirmInBrowser(next.payment_id, next.client_secret, 'pm_card_visa');
    await confirmCall(order.tracking_number);
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
  });

  it('a signed webhook changes the status without the confirm call; a replay changes nothing', async () => {
    const order = await stripeOrder();
    const info = order.payment_intent.payment_intent_info;
    await confirmInBrowser(info.payment_id, info.client_secret, 'pm_card_visa');
    const event = lastEvent(info.payment_id);
    expect(event.type).toBe('payment_intent.succeeded');
    const res = await webhook(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, result: 'applied' });
    const paid = await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');

    const replay = await webhook(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await orderStates(t.database, order.id)).toEqual(paid);
    // The confirm call after the webhook is a no-op too.
    await confirmCall(order.tracking_number);
    expect(await orderStates(t.database, order.id)).toEqual(paid);
  });

  it('a forged signature or a stale timestamp → 400 and no change', async () => {
    const order = await stripeOrder();
    const info = order.payment_intent.payment_intent_info;
    const before = await orderStates(t.database, order.id);
    const event = stripeEvent('payment_intent.succeeded', {
      ...stripe.state.paymentIntents.get(info.payment_id)!,
      status: 'succeeded',
    });

    const forged = await webhook(event, 'whsec_guessed_by_an_attacker');
    expect(forged.status).toBe(400);
    const stale = await webhook(event, STRIPE_TEST.webhookSecret, Math.floor(Date.now() / 1000) - 600);
    expect(stale.status).toBe(400);
    const unsigned = await api.app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await orderStates(t.database, order.id)).toEqual(before);
    const [seen] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from payment_events where event_id = ${event.id as string}`,
    );
    expect(seen!.n).toBe(0);

    // The same event, properly signed, is accepted: the refusals above were about the signature only.
    expect((await webhook(event)).status).toBe(200);
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
  });

  it('Stripe down: 503 with words for people, the order stays payable', async () => {
    const order = await stripeOrder();
    stripe.state.down = true;
    try {
      const res = await confirmCall(order.tracking_number);
      expect(res.status).toBe(503);
      expect(JSON.stringify(res.body)).not.toContain(STRIPE_TEST.secretKey);
    } finally {
      stripe.state.down = false;
    }
    await expectStatuses(t.database, order.id, 'order-pending', 'payment-pending');
  });
});
