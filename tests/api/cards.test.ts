import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinorUnits } from '@/shared/money';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';
import { makeShopper, orderApi, type OrderApi, placeOrder, type Shopper, simpleProducts } from './helpers/orders';
import { expectStatuses, setEnv, STRIPE_TEST, stripeEnv } from './helpers/payments';

let t: TestApp;
let api: OrderApi;
let stripe: FakeStripe;
let restoreEnv: () => void;
let ann: Shopper;
let bob: Shopper;

beforeAll(async () => {
  stripe = await startFakeStripe();
  restoreEnv = setEnv(stripeEnv(stripe.url));
  t = await createTestApp();
  api = await orderApi(t.database);
  ann = await makeShopper(t.database, 'Ann Card');
  bob = await makeShopper(t.database, 'Bob Card');
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  restoreEnv?.();
});

const del = async (path: string, token?: string) => {
  const res = await t.app.request(`/api${path}`, {
    method: 'DELETE',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
};

async function addCard(shopper: Shopper, methodKey = 'pm_card_visa') {
  const res = await api.post('/cards', { method_key: methodKey }, { token: shopper.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expectDocumented('post', '/cards', 200, res.body);
  return res.body;
}

describe('saved cards', () => {
  it('needs a signed-in shopper', async () => {
    expect((await api.get('/cards')).status).toBe(401);
    expect((await api.post('/cards', { method_key: 'pm_card_visa' })).status).toBe(401);
  });

  it('adds a card: one Stripe customer per shopper, attached there, described here, first card is the default', async () => {
    const first = await addCard(ann);
    expect(first).toMatchObject({
      default_card: true,
      network: 'visa',
      last4: '4242',
      type: 'credit',
      origin: 'US',
      verification_check: 'pass',
    });
    expect(first.method_key).toMatch(/^pm_/);
    expect(first.expires).toMatch(/^12\/\d\d$/);
    const customerId = first.payment_gateways[0].customer_id;
    expect(first.payment_gateways[0]).toMatchObject({ gateway_name: 'STRIPE', user_id: ann.id });
    expect(stripe.state.customers.get(customerId)?.email).toBe(ann.email);
    expect(stripe.state.paymentMethods.get(first.method_key)?.customer).toBe(customerId);

    const second = await addCard(ann, 'pm_card_mastercard');
    expect(second).toMatchObject({ default_card: false, network: 'mastercard', last4: '4444' });
    expect(second.payment_gateways[0].customer_id).toBe(customerId);
    const rows = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from payment_gateways where user_id = ${ann.id}`,
    );
    expect(rows[0]!.n).toBe(1);

    const list = await api.get('/cards', { token: ann.token });
    expect(list.status).toBe(200);
    expectDocumented('get', '/cards', 200, list.body);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
    // Nothing about the card number is stored beyond what Stripe reports.
    const stored = await t.database.rows<{ text: string }>(
      sql`select string_agg(p::text, '|') as text from payment_methods p`,
    );
    expect(stored[0]!.text).not.toContain('4242424242424242');
  });

  it('refuses ids that are not payment methods, and cards Stripe declines', async () => {
    for (const method_key of [123, 'tok_visa', '', 'pm_' + 'x'.repeat(300), { id: 'pm_1' }]) {
      const res = await api.post('/cards', { method_key }, { token: ann.token });
      expect(res.status, JSON.stringify(method_key)).toBe(422);
      expect(res.body.errors.method_key).toBeDefined();
    }
    const unknown = await api.post('/cards', { method_key: 'pm_unknown123' }, { token: ann.token });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).not.toContain('sk_test');
    const declined = await api.post('/cards', { method_key: 'pm_card_chargeDeclined' }, { token: ann.token });
    expect(declined.status).toBe(422);
    expect(declined.body.message).toBe('Your card was declined.');
  });

  it('sets the default: one default per shopper, others cleared; someone else’s card is not found', async () => {
    const cards = (await api.get('/cards', { token: ann.token })).body;
    const other = cards.find((c: { default_card: boolean }) => !c.default_card);
    const res = await api.post('/set-default-card', { method_id: other.id }, { token: ann.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: other.id, default_card: true });
    expectDocumented('post', '/set-default-card', 200, res.body);
    const after = (await api.get('/cards', { token: ann.token })).body;
    expect(after.filter((c: { default_card: boolean }) => c.default_card).map((c: { id: number }) => c.id)).toEqual([
      other.id,
    ]);
    expect(after[0].id).toBe(other.id);

    expect((await api.post('/set-default-card', { method_id: other.id }, { token: bob.token })).status).toBe(404);
    expect((await api.post('/set-default-card', { method_id: '1' }, { token: ann.token })).status).toBe(422);
  });

  it('deletes only own cards, detaches them at Stripe, and passes the default on', async () => {
    const cards = (await api.get('/cards', { token: ann.token })).body;
    const def = cards.find((c: { default_card: boolean }) => c.default_card);
    const rest = cards.filter((c: { id: number }) => c.id !== def.id);

    const foreign = await del(`/cards/${def.id}`, bob.token);
    expect(foreign.status).toBe(404);
    expect((await api.get('/cards', { token: ann.token })).body).toHaveLength(cards.length);

    const res = await del(`/cards/${def.id}`, ann.token);
    expect(res.status).toBe(200);
    expectDocumented('delete', '/cards/{id}', 200, res.body);
    expectDocumented('delete', '/cards/{id}', 404, foreign.body);
    expect(stripe.state.paymentMethods.get(def.method_key)?.customer).toBeNull();
    const after = (await api.get('/cards', { token: ann.token })).body;
    expect(after.map((c: { id: number }) => c.id)).toEqual(rest.map((c: { id: number }) => c.id));
    expect(after[0].default_card).toBe(true);
    expect((await del(`/cards/${def.id}`, ann.token)).status).toBe(404);
  });

  it('another shopper sees only their own cards', async () => {
    expect((await api.get('/cards', { token: bob.token })).body).toEqual([]);
    const card = await addCard(bob);
    const list = (await api.get('/cards', { token: bob.token })).body;
    expect(list.map((c: { id: number }) => c.id)).toEqual([card.id]);
    expect(card.payment_gateways[0].user_id).toBe(bob.id);
  });

  it('starts a SetupIntent for adding a card, for the shopper’s customer', async () => {
    const res = await api.post('/cards/setup-intent', {}, { token: ann.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.client_secret).toMatch(/^seti_\w+_secret_\w+$/);
    expectDocumented('post', '/cards/setup-intent', 200, res.body);
    const id = res.body.client_secret.split('_secret_')[0];
    const [row] = await t.database.rows<{ customer_id: string }>(
      sql`select customer_id from payment_gateways where user_id = ${ann.id}`,
    );
    expect(stripe.state.setupIntents.get(id)?.customer).toBe(row!.customer_id);
  });
});

describe('POST /save-payment-method', () => {
  async function stripeOrder(shopper: Shopper) {
    const [product] = await simpleProducts(t.database, sql`true`, 1);
    const res = await placeOrder(api, [{ product_id: product!.id, order_quantity: 1 }], {
      token: shopper.token,
      extra: { payment_gateway: 'stripe' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  const body = (order: {
    tracking_number: string;
    payment_intent: { payment_intent_info: { payment_id: string } };
  }) => ({
    method_key: 'pm_card_visa',
    payment_intent: order.payment_intent.payment_intent_info.payment_id,
    save_card: true,
    tracking_number: order.tracking_number,
    payment_gateway: 'stripe',
  });
  /** The browser's confirmCardPayment with the method the server set on the intent. */
  const confirmInBrowser = (paymentId: string, clientSecret: string) =>
    fetch(`${stripe.url}/v1/payment_intents/${paymentId}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${STRIPE_TEST.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ client_secret: clientSecret }).toString(),
    });

  it('pays the own order with a new card and saves it for later', async () => {
    const carl = await makeShopper(t.database, 'Carl Card');
    const order = await stripeOrder(carl);
    const info = order.payment_intent.payment_intent_info;
    const res = await api.post('/save-payment-method', body(order), { token: carl.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment_intent).toBe(info.payment_id);
    expectDocumented('post', '/save-payment-method', 200, res.body);
    expect(res.body.card).toMatchObject({ last4: '4242', default_card: true, method_key: res.body.method_key });
    const pi = stripe.state.paymentIntents.get(info.payment_id)!;
    expect(pi.customer).toBe(res.body.card.payment_gateways[0].customer_id);
    expect(pi.payment_method).toBe(res.body.method_key);
    expect(pi.setup_future_usage).toBe('off_session');
    expect(pi.amount).toBe(toMinorUnits(order.paid_total));

    expect((await confirmInBrowser(info.payment_id, info.client_secret)).status).toBe(200);
    await api.post(
      '/orders/payment',
      { tracking_number: order.tracking_number, payment_gateway: 'stripe' },
      {
        token: carl.token,
      },
    );
    await expectStatuses(t.database, order.id, 'order-processing', 'payment-success');
    const cards = (await api.get('/cards', { token: carl.token })).body;
    expect(cards.map((c: { method_key: string }) => c.method_key)).toEqual([res.body.method_key]);

    // Paid: the card of a paid order cannot be changed any more.
    const late = await api.post(
      '/save-payment-method',
      { ...body(order), method_key: res.body.method_key },
      {
        token: carl.token,
      },
    );
    expect(late.status).toBe(409);
  });

  it('pays with an already saved card without saving it twice; without save_card nothing is stored', async () => {
    const dora = await makeShopper(t.database, 'Dora Card');
    const saved = await addCard(dora);
    const order = await stripeOrder(dora);
    const res = await api.post(
      '/save-payment-method',
      { ...body(order), method_key: saved.method_key, save_card: false },
      {
        token: dora.token,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.card).toMatchObject({ id: saved.id });
    expect(stripe.state.paymentIntents.get(res.body.payment_intent)!.payment_method).toBe(saved.method_key);

    const other = await stripeOrder(dora);
    const once = await api.post(
      '/save-payment-method',
      { ...body(other), method_key: 'pm_card_mastercard', save_card: false },
      {
        token: dora.token,
      },
    );
    expect(once.status, JSON.stringify(once.body)).toBe(200);
    expect(once.body.card).toBeNull();
    expectDocumented('post', '/save-payment-method', 200, once.body);
    expect((await api.get('/cards', { token: dora.token })).body).toHaveLength(1);
  });

  it('someone else’s order, or a payment of another order → 404; nothing changes at Stripe', async () => {
    const erin = await makeShopper(t.database, 'Erin Card');
    const order = await stripeOrder(erin);
    const paymentId = order.payment_intent.payment_intent_info.payment_id;
    const foreign = await api.post('/save-payment-method', body(order), { token: bob.token });
    expect(foreign.status).toBe(404);
    const mine = await stripeOrder(bob);
    const mixed = await api.post(
      '/save-payment-method',
      { ...body(mine), payment_intent: paymentId },
      {
        token: bob.token,
      },
    );
    expect(mixed.status).toBe(404);
    expect(stripe.state.paymentIntents.get(paymentId)).toMatchObject({ customer: null, payment_method: null });
    expect((await api.post('/save-payment-method', body(order))).status).toBe(401);
  });

  it('validates every field', async () => {
    const order = await stripeOrder(ann);
    const cases: [string, unknown][] = [
      ['method_key', 'tok_visa'],
      ['method_key', 42],
      ['payment_intent', 'seti_123'],
      ['save_card', 'yes'],
      ['tracking_number', 20261127000001],
      ['payment_gateway', 'bitcoin'],
    ];
    for (const [field, value] of cases) {
      const res = await api.post('/save-payment-method', { ...body(order), [field]: value }, { token: ann.token });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(422);
      expect(res.body.errors[field]).toBeDefined();
    }
    const cash = await api.post(
      '/save-payment-method',
      { ...body(order), payment_gateway: 'sandbox' },
      {
        token: ann.token,
      },
    );
    expect(cash.status).toBe(422);
  });
});

describe('rate limit', () => {
  it('card writes share the write limit per client address', async () => {
    const tight = await orderApi(t.database, { rateLimit: { max: 2, windowMs: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await tight.post('/set-default-card', { method_id: 999_999 }, { token: ann.token, address: '10.20.0.5' }))
          .status,
      );
    }
    expect(statuses).toEqual([404, 404, 429]);
  });
});

describe('without Stripe keys', () => {
  it('lists no cards, and every other card endpoint answers 422 "Saved cards are not available in this shop"', async () => {
    const restore = setEnv(stripeEnv(null));
    try {
      // The gateways come from the environment when the app starts.
      const api = await orderApi(t.database);
      const shopper = await makeShopper(t.database);
      const list = await api.get('/cards', { token: shopper.token });
      expect(list.status).toBe(200);
      expect(list.body).toEqual([]);
      expectDocumented('get', '/cards', 200, list.body);
      expect((await api.get('/cards')).status).toBe(401);
      const answers = [
        await api.post('/cards', { method_key: 'pm_card_visa' }, { token: shopper.token }),
        await api.post('/cards/setup-intent', {}, { token: shopper.token }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(422);
        expect(res.body.message).toBe('Saved cards are not available in this shop.');
      }
    } finally {
      restore();
    }
  });
});
