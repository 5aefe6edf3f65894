import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailableError, type OrderToPay } from '@/server/payments/gateway';
import { createStripeAdapter } from '@/server/payments/stripe';
import { startFakeStripe, stripeEvent, stripeSignature, type FakeStripe } from '../fakes/stripe-server';
import { STRIPE_TEST } from './helpers/payments';

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
      expect(await a.lookUp(info.payment_id)).toBe('failed'); // requires_payment_method before any card
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
