import { toGatewayMinorUnits } from './currency-units';
import Stripe from 'stripe';
import { AppError } from '../../errors';
import {
  type CardDetails,
  GatewayUnavailableError,
  type OrderToPay,
  type PaymentGatewayAdapter,
  type PaymentVerdict,
  type SavedCardStore,
  type VerifiedWebhookEvent,
} from './gateway';
import type { StripeOrderContext } from './stripe-order-context';

/**
 * Stripe cards through the official SDK (CONTRACT §6 steps 3–5). The browser collects the card with Stripe
 * Elements and confirms the PaymentIntent itself: our server only ever sees Stripe's ids, never a card number.
 */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (tests: the local fake); null for Stripe's own. */
  apiUrl: string | null;
}

/** How old a signed webhook may be, in seconds (Stripe's own default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const VERDICT_OF_STATUS: Record<string, PaymentVerdict> = {
  succeeded: 'success',
  processing: 'processing',
  // CONTRACT §6 step 5: a payment waiting for 3-D Secure counts as processing; the webhook settles it later.
  requires_action: 'processing',
  requires_confirmation: 'processing',
  requires_capture: 'processing',
  requires_payment_method: 'failed',
  canceled: 'failed',
};

const VERDICT_OF_EVENT: Record<string, PaymentVerdict> = {
  'payment_intent.succeeded': 'success',
  'payment_intent.processing': 'processing',
  'payment_intent.requires_action': 'processing',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'failed',
};

/**
 * Stripe's answers, as errors our API can show: network trouble and Stripe-side failures leave the order payable
 * (GatewayUnavailableError); a refused card or a bad id is the shopper's to fix (422). Stripe's messages for those
 * are written for shoppers and never contain keys; everything else is replaced by our own words.
 */
function translate(err: unknown): Error {
  if (err instanceof AppError || err instanceof GatewayUnavailableError) return err;
  if (err instanceof Stripe.errors.StripeError) {
    if (err.type === 'StripeCardError') return new AppError('VALIDATION_FAILED', err.message);
    if (err.type === 'StripeInvalidRequestError') {
      if (err.code === 'resource_missing')
        return new AppError('VALIDATION_FAILED', 'Stripe does not know this card or payment. Please try again.');
      return new AppError('VALIDATION_FAILED', 'Stripe refused this request. Please check the card and try again.');
    }
    console.error(`[stripe] ${err.type}: ${err.message}`);
    return new GatewayUnavailableError('Stripe cannot be reached right now. Please try again in a moment.');
  }
  console.error('[stripe] unexpected failure:', err);
  return new GatewayUnavailableError('Stripe cannot be reached right now. Please try again in a moment.');
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw translate(err);
  }
}

function describeCard(method: Stripe.PaymentMethod): CardDetails {
  const card = method.card;
  const expires =
    card && card.exp_month && card.exp_year
      ? `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`
      : null;
  return {
    methodKey: method.id,
    fingerprint: card?.fingerprint ?? null,
    ownerName: method.billing_details?.name ?? null,
    network: card?.brand ?? null,
    type: card?.funding ?? null,
    last4: card?.last4 ?? null,
    expires,
    origin: card?.country ?? null,
    verificationCheck: card?.checks?.cvc_check ?? null,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'pickbazar-storefront' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

function savedCards(stripe: Stripe): SavedCardStore {
  return {
    createCustomer: (user) =>
      call(async () => {
        const customer = await stripe.customers.create({
          ...(user.email ? { email: user.email } : {}),
          ...(user.name ? { name: user.name } : {}),
          metadata: { user_id: String(user.id) },
        });
        return customer.id;
      }),
    attachMethod: (customerId, methodKey) =>
      call(async () => describeCard(await stripe.paymentMethods.attach(methodKey, { customer: customerId }))),
    detachMethod: (methodKey) =>
      call(async () => {
        await stripe.paymentMethods.detach(methodKey);
      }),
    createSetup: (customerId) =>
      call(async () => {
        const setup = await stripe.setupIntents.create({
          customer: customerId,
          usage: 'off_session',
        });
        if (!setup.client_secret) throw new GatewayUnavailableError('Stripe did not start saving the card.');
        return { clientSecret: setup.client_secret };
      }),
    methodOfPayment: (paymentId) =>
      call(async () => idOf((await stripe.paymentIntents.retrieve(paymentId)).payment_method)),
    usePaymentMethod: (paymentId, customerId, methodKey, save) =>
      call(async () => {
        await stripe.paymentIntents.update(paymentId, {
          customer: customerId,
          payment_method: methodKey,
          ...(save ? { setup_future_usage: 'off_session' } : {}),
        });
      }),
  };
}

export function createStripeAdapter(
  config: StripeConfig,
  options: { context?: StripeOrderContext; client?: Stripe } = {},
): PaymentGatewayAdapter {
  const stripe = options.client ?? createStripeClient(config);
  const context = options.context;
  return {
    gateway: 'STRIPE',
    title: 'Stripe',
    isRedirect: false,
    publicSettings: { stripePublishableKey: config.publishableKey },
    cards: savedCards(stripe),

    createIntent: (order: OrderToPay) =>
      call(async () => {
        const cardOnly = order.cardOnly ?? (await context?.cardOnly()) ?? false;
        const customer =
          order.gatewayCustomerId ??
          (order.customerId !== null ? await context?.customerOf(order.customerId) : null) ??
          null;
        const intent = await stripe.paymentIntents.create({
          amount: toGatewayMinorUnits(order.payableCents, order.currency),
          currency: order.currency.toLowerCase(),
          metadata: { order_id: String(order.id), tracking_number: order.trackingNumber },
          ...(customer ? { customer } : {}),
          ...(cardOnly ? { payment_method_types: ['card'] } : { automatic_payment_methods: { enabled: true } }),
        });
        if (!intent.client_secret) throw new GatewayUnavailableError('Stripe did not return a client secret.');
        return { client_secret: intent.client_secret, payment_id: intent.id, is_redirect: false };
      }),

    lookUp: (paymentId: string) =>
      call(async () => {
        const intent = await stripe.paymentIntents.retrieve(paymentId);
        // A new intent waits for its first card in requires_payment_method too: only a refused attempt is a
        // failure, or a confirm call before paying would fail the order.
        if (intent.status === 'requires_payment_method' && !intent.last_payment_error) return 'pending';
        return VERDICT_OF_STATUS[intent.status] ?? 'pending';
      }),

    refund: ({ paymentId, amountCents, currency, idempotencyKey }) =>
      call(async () => {
        // The idempotency key makes Stripe answer a retried call with the first refund instead of a second one.
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentId,
            amount: toGatewayMinorUnits(amountCents, currency),
            metadata: { idempotency_key: idempotencyKey },
          },
          { idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          throw new AppError('VALIDATION_FAILED', `Stripe could not pay this refund back (${refund.status}).`);
        return { refundId: refund.id };
      }),

    async verifyWebhook({ rawBody, headers }): Promise<VerifiedWebhookEvent | null> {
      const signature = headers.get('stripe-signature');
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        // Forged, stale or unreadable: the route answers 400 and nothing changes.
        return null;
      }
      const verdict = VERDICT_OF_EVENT[event.type] ?? null;
      const object = event.data.object as { object?: string; id?: string };
      const paymentId = object.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null;
      return { eventId: event.id, paymentId, verdict: paymentId ? verdict : null };
    },
  };
}
