/**
 * A local stand-in for Stripe's HTTP API (tests have no internet): the parts the `stripe` SDK and Stripe.js call
 * for payments, customers, payment methods and SetupIntents, with Stripe's form-encoded bodies and error shapes.
 * Also signs webhook events the way Stripe does (`Stripe-Signature: t=…,v1=…`).
 *
 * Module: `startFakeStripe({port?, webhook?})` → {url, close, state}.
 * CLI (Playwright): `FAKE_STRIPE_PORT=12111 npx tsx tests/fakes/stripe-server.ts` (optionally FAKE_STRIPE_WEBHOOK_URL
 * and FAKE_STRIPE_WEBHOOK_SECRET to send events on every payment change).
 *
 * Test payment methods, as in Stripe's test mode: `pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined
 * (the intent falls back to requires_payment_method), `pm_card_authenticationRequired` needs 3-D Secure
 * (requires_action; `POST /_fake/payment_intents/{id}/authenticate {result: succeed|fail}` plays the shopper).
 * Card numbers 4242424242424242, 4000000000000002 and 4000002760003184 (or tok_visa, tok_chargeDeclined,
 * tok_authenticationRequired) make payment methods with the same behaviour.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Behaviour = 'succeeds' | 'declined' | 'authentication';
type Json = Record<string, unknown>;

interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  billing_details: { name: string | null; email: string | null };
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: string;
    country: string;
    checks: { cvc_check: string | null };
  };
  created: number;
  livemode: false;
  metadata: Json;
  behaviour: Behaviour;
}

interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean } | null;
  metadata: Json;
  last_payment_error: Json | null;
  next_action: Json | null;
  created: number;
  livemode: false;
}

interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  usage: string;
  payment_method_types: string[];
  last_setup_error: Json | null;
  created: number;
  livemode: false;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Json;
  created: number;
}

interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Json;
  created: number;
  livemode: false;
}

export interface FakeStripeState {
  paymentIntents: Map<string, FakePaymentIntent>;
  paymentMethods: Map<string, FakePaymentMethod>;
  setupIntents: Map<string, FakeSetupIntent>;
  customers: Map<string, FakeCustomer>;
  /** Refunds made (one per distinct idempotency key: a repeated key answers the first refund, as Stripe does). */
  refunds: FakeRefund[];
  /** Every request the fake answered, for assertions ("the SDK sent amount=…"). */
  requests: {
    method: string;
    path: string;
    body: Json;
    authorization: string | null;
    idempotencyKey: string | null;
  }[];
  /** Events generated for payment changes (sent to `webhook.url` when configured). */
  events: Json[];
  /** Makes every request fail as if Stripe were down (HTTP 500 api_error) while true. */
  down: boolean;
  /** Plays the shopper finishing (or failing) 3-D Secure on an intent in requires_action. */
  authenticate(paymentIntentId: string, result: 'succeed' | 'fail'): FakePaymentIntent;
  /** Sets an intent's status directly (e.g. `processing`). */
  setStatus(paymentIntentId: string, status: string): FakePaymentIntent;
}

export interface FakeStripe {
  url: string;
  port: number;
  state: FakeStripeState;
  close(): Promise<void>;
}

const TEST_CARDS: Record<string, { behaviour: Behaviour; brand: string; last4: string }> = {
  visa: { behaviour: 'succeeds', brand: 'visa', last4: '4242' },
  chargeDeclined: { behaviour: 'declined', brand: 'visa', last4: '0002' },
  authenticationRequired: { behaviour: 'authentication', brand: 'visa', last4: '3184' },
  mastercard: { behaviour: 'succeeds', brand: 'mastercard', last4: '4444' },
};
const CARD_NUMBERS: Record<string, string> = {
  '4242424242424242': 'visa',
  '4000000000000002': 'chargeDeclined',
  '4000002760003184': 'authenticationRequired',
  '5555555555554444': 'mastercard',
};

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const missing = (kind: string, id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });
const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

/** Reads Stripe's form encoding (`a[b][0]=c`) into nested objects and arrays. */
export function parseStripeForm(text: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return out;
}

function publicMethod(pm: FakePaymentMethod): Json {
  const { behaviour: _behaviour, ...rest } = pm;
  return rest;
}

function createState(onEvent: (event: Json) => void): FakeStripeState {
  const state: FakeStripeState = {
    paymentIntents: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
    customers: new Map(),
    refunds: [],
    requests: [],
    events: [],
    down: false,
    authenticate(id, result) {
      const pi = state.paymentIntents.get(id);
      if (!pi) throw missing('payment_intent', id);
      if (pi.status !== 'requires_action') throw invalid(`PaymentIntent ${id} does not require action.`);
      if (result === 'succeed') succeed(pi);
      else fail(pi, 'payment_intent_authentication_failure', 'The provided PaymentMethod failed authentication.');
      return pi;
    },
    setStatus(id, status) {
      const pi = state.paymentIntents.get(id);
      if (!pi) throw missing('payment_intent', id);
      pi.status = status;
      emit(pi);
      return pi;
    },
  };

  const emit = (pi: FakePaymentIntent) => {
    const type = {
      succeeded: 'payment_intent.succeeded',
      processing: 'payment_intent.processing',
      requires_action: 'payment_intent.requires_action',
      canceled: 'payment_intent.canceled',
      requires_payment_method: pi.last_payment_error ? 'payment_intent.payment_failed' : null,
    }[pi.status];
    if (!type) return;
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: now(),
      livemode: false,
      type,
      data: { object: { ...pi } },
    };
    state.events.push(event);
    onEvent(event);
  };

  const succeed = (pi: FakePaymentIntent) => {
    pi.status = 'succeeded';
    pi.next_action = null;
    pi.last_payment_error = null;
    if (pi.setup_future_usage && pi.customer && pi.payment_method) {
      const pm = state.paymentMethods.get(pi.payment_method);
      if (pm) pm.customer = pi.customer;
    }
    emit(pi);
  };
  const fail = (pi: FakePaymentIntent, code: string, message: string) => {
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = {
      type: 'card_error',
      code,
      ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
      message,
      payment_method: pi.payment_method ? publicMethod(state.paymentMethods.get(pi.payment_method)!) : null,
    };
    emit(pi);
  };

  Object.assign(state, { succeed, fail, emit });
  return state;
}

/** Makes a payment method from a test id (`pm_card_visa`), a token (`tok_visa`) or a test card number. */
function makeMethod(state: FakeStripeState, kind: string, name: string | null = null): FakePaymentMethod {
  const card = TEST_CARDS[kind];
  if (!card) throw invalid(`Unknown test card "${kind}".`, 'card');
  const pm: FakePaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: null,
    billing_details: { name, email: null },
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      fingerprint: `fp${kind}`,
      funding: 'credit',
      country: 'US',
      checks: { cvc_check: 'pass' },
    },
    created: now(),
    livemode: false,
    metadata: {},
    behaviour: card.behaviour,
  };
  state.paymentMethods.set(pm.id, pm);
  return pm;
}

/**
 * A payment method by id. Stripe's test ids (`pm_card_visa` …) stand for a fresh method each time they are used,
 * as in Stripe's test mode.
 */
function methodById(state: FakeStripeState, id: string): FakePaymentMethod {
  const test = /^pm_card_(\w+)$/.exec(id);
  if (test) return makeMethod(state, test[1]!);
  const pm = state.paymentMethods.get(id);
  if (!pm) throw missing('payment_method', id);
  return pm;
}

function methodFromData(state: FakeStripeState, data: Json): FakePaymentMethod {
  const card = (data.card ?? {}) as Json;
  const billing = (data.billing_details ?? {}) as Json;
  const name = typeof billing.name === 'string' ? billing.name : null;
  if (typeof card.token === 'string') {
    const kind = /^tok_(\w+)$/.exec(card.token)?.[1];
    if (!kind) throw invalid(`No such token: '${card.token}'`, 'card[token]');
    return makeMethod(state, kind, name);
  }
  if (typeof card.number === 'string') {
    const kind = CARD_NUMBERS[card.number.replace(/\s/g, '')];
    if (!kind)
      throw new StripeFailure(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      });
    return makeMethod(state, kind, name);
  }
  throw invalid('Missing card details.', 'card');
}

type Internal = FakeStripeState & {
  succeed(pi: FakePaymentIntent): void;
  fail(pi: FakePaymentIntent, code: string, message: string): void;
  emit(pi: FakePaymentIntent): void;
};

function intentOf(state: FakeStripeState, id: string): FakePaymentIntent {
  const pi = state.paymentIntents.get(id);
  if (!pi) throw missing('payment_intent', id);
  return pi;
}

/** Browsers call with the publishable key and must prove they hold the intent's client secret. */
function checkClientSecret(auth: string | null, body: Json, secret: string) {
  if (auth?.startsWith('Bearer pk_') && body.client_secret !== secret)
    throw invalid('The client_secret provided does not match the client_secret associated with this object.');
}

function updateIntent(state: FakeStripeState, pi: FakePaymentIntent, body: Json) {
  if (['succeeded', 'canceled', 'processing'].includes(pi.status))
    throw invalid(`This PaymentIntent's status is ${pi.status} and cannot be updated.`);
  if (typeof body.customer === 'string') {
    if (!state.customers.has(body.customer)) throw missing('customer', body.customer);
    pi.customer = body.customer;
  }
  if (typeof body.payment_method === 'string') {
    const pm = methodById(state, body.payment_method);
    if (pm.customer && pm.customer !== pi.customer)
      throw invalid('The provided PaymentMethod belongs to another customer.', 'payment_method');
    pi.payment_method = pm.id;
  }
  if (typeof body.setup_future_usage === 'string') pi.setup_future_usage = body.setup_future_usage;
  if (body.setup_future_usage === '') pi.setup_future_usage = null;
  if (body.metadata && typeof body.metadata === 'object') pi.metadata = { ...pi.metadata, ...(body.metadata as Json) };
}

function confirmIntent(state: Internal, pi: FakePaymentIntent, body: Json) {
  if (!['requires_payment_method', 'requires_confirmation'].includes(pi.status))
    throw invalid(`You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`);
  if (body.payment_method_data && typeof body.payment_method_data === 'object')
    pi.payment_method = methodFromData(state, body.payment_method_data as Json).id;
  else if (typeof body.payment_method === 'string') pi.payment_method = methodById(state, body.payment_method).id;
  if (typeof body.setup_future_usage === 'string') pi.setup_future_usage = body.setup_future_usage;
  if (!pi.payment_method)
    throw invalid('You cannot confirm this PaymentIntent because it is missing a payment method.', 'payment_method');
  const pm = state.paymentMethods.get(pi.payment_method)!;
  if (pm.customer && pm.customer !== pi.customer)
    throw invalid('The provided PaymentMethod belongs to another customer.', 'payment_method');
  if (pm.behaviour === 'succeeds') state.succeed(pi);
  else if (pm.behaviour === 'authentication') {
    pi.status = 'requires_action';
    pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    state.emit(pi);
  } else {
    state.fail(pi, 'card_declined', 'Your card was declined.');
    throw new StripeFailure(402, { ...pi.last_payment_error, payment_intent: { ...pi } });
  }
}

function confirmSetup(state: FakeStripeState, si: FakeSetupIntent, body: Json) {
  if (si.status !== 'requires_payment_method' && si.status !== 'requires_confirmation')
    throw invalid(`You cannot confirm this SetupIntent because it has a status of ${si.status}.`);
  let pm: FakePaymentMethod | null = null;
  if (body.payment_method_data && typeof body.payment_method_data === 'object')
    pm = methodFromData(state, body.payment_method_data as Json);
  else if (typeof body.payment_method === 'string') pm = methodById(state, body.payment_method);
  else if (si.payment_method) pm = state.paymentMethods.get(si.payment_method) ?? null;
  if (!pm) throw invalid('A payment method is required to confirm this SetupIntent.', 'payment_method');
  si.payment_method = pm.id;
  if (pm.behaviour === 'declined') {
    si.status = 'requires_payment_method';
    si.last_setup_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    throw new StripeFailure(402, { ...si.last_setup_error, setup_intent: { ...si } });
  }
  si.status = 'succeeded';
  if (si.customer) pm.customer = si.customer;
}

type Handler = (state: Internal, body: Json, match: string[], auth: string | null) => Json;

const routes: [string, RegExp, Handler][] = [
  [
    'POST',
    /^\/v1\/payment_intents$/,
    (state, body) => {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid integer: amount', 'amount');
      if (typeof body.currency !== 'string' || !/^[a-z]{3}$/.test(body.currency))
        throw invalid('Invalid currency', 'currency');
      const id = newId('pi');
      const automatic = (body.automatic_payment_methods as Json | undefined)?.enabled === 'true';
      const pi: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: body.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        customer: null,
        payment_method: null,
        setup_future_usage: null,
        payment_method_types: Array.isArray(body.payment_method_types)
          ? (body.payment_method_types as string[])
          : ['card'],
        automatic_payment_methods: automatic ? { enabled: true } : null,
        metadata: {},
        last_payment_error: null,
        next_action: null,
        created: now(),
        livemode: false,
      };
      updateIntent(state, pi, body);
      state.paymentIntents.set(id, pi);
      if (body.confirm === 'true') {
        if (pi.payment_method) pi.status = 'requires_confirmation';
        confirmIntent(state, pi, body);
      } else if (pi.payment_method) pi.status = 'requires_confirmation';
      return { ...pi };
    },
  ],
  [
    'GET',
    /^\/v1\/payment_intents\/([^/]+)$/,
    (state, body, [id], auth) => {
      const pi = intentOf(state, id!);
      checkClientSecret(auth, body, pi.client_secret);
      return { ...pi };
    },
  ],
  [
    'POST',
    /^\/v1\/payment_intents\/([^/]+)$/,
    (state, body, [id]) => {
      const pi = intentOf(state, id!);
      updateIntent(state, pi, body);
      if (pi.payment_method && pi.status === 'requires_payment_method' && !pi.last_payment_error)
        pi.status = 'requires_confirmation';
      return { ...pi };
    },
  ],
  [
    'POST',
    /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
    (state, body, [id], auth) => {
      const pi = intentOf(state, id!);
      checkClientSecret(auth, body, pi.client_secret);
      confirmIntent(state, pi, body);
      return { ...pi };
    },
  ],
  [
    'POST',
    /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    (state, _body, [id]) => {
      const pi = intentOf(state, id!);
      if (pi.status === 'succeeded') throw invalid('You cannot cancel this PaymentIntent because it has succeeded.');
      pi.status = 'canceled';
      state.emit(pi);
      return { ...pi };
    },
  ],
  [
    'POST',
    /^\/v1\/customers$/,
    (state, body) => {
      const customer: FakeCustomer = {
        id: newId('cus'),
        object: 'customer',
        email: typeof body.email === 'string' ? body.email : null,
        name: typeof body.name === 'string' ? body.name : null,
        metadata: (body.metadata as Json) ?? {},
        created: now(),
        livemode: false,
      };
      state.customers.set(customer.id, customer);
      return { ...customer };
    },
  ],
  [
    'GET',
    /^\/v1\/customers\/([^/]+)$/,
    (state, _body, [id]) => {
      const customer = state.customers.get(id!);
      if (!customer) throw missing('customer', id!);
      return { ...customer };
    },
  ],
  [
    'POST',
    /^\/v1\/payment_methods$/,
    (state, body) => {
      if (body.type !== 'card') throw invalid('Only card payment methods are supported here.', 'type');
      return publicMethod(methodFromData(state, body));
    },
  ],
  [
    'GET',
    /^\/v1\/payment_methods\/([^/]+)$/,
    (state, _body, [id]) => {
      const pm = state.paymentMethods.get(id!);
      if (!pm) throw missing('payment_method', id!);
      return publicMethod(pm);
    },
  ],
  [
    'POST',
    /^\/v1\/payment_methods\/([^/]+)\/attach$/,
    (state, body, [id]) => {
      const customer = typeof body.customer === 'string' ? body.customer : '';
      if (!state.customers.has(customer)) throw missing('customer', customer);
      const pm = methodById(state, id!);
      if (pm.customer && pm.customer !== customer)
        throw invalid('The payment method you provided has already been attached to a customer.');
      if (pm.behaviour === 'declined') {
        throw new StripeFailure(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
      }
      pm.customer = customer;
      return publicMethod(pm);
    },
  ],
  [
    'POST',
    /^\/v1\/payment_methods\/([^/]+)\/detach$/,
    (state, _body, [id]) => {
      const pm = state.paymentMethods.get(id!);
      if (!pm) throw missing('payment_method', id!);
      if (!pm.customer) throw invalid(`The payment method ${pm.id} is not attached to a customer.`);
      pm.customer = null;
      return publicMethod(pm);
    },
  ],
  [
    'POST',
    /^\/v1\/setup_intents$/,
    (state, body) => {
      if (typeof body.customer === 'string' && !state.customers.has(body.customer))
        throw missing('customer', body.customer);
      const id = newId('seti');
      const si: FakeSetupIntent = {
        id,
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        customer: typeof body.customer === 'string' ? body.customer : null,
        payment_method: null,
        usage: typeof body.usage === 'string' ? body.usage : 'off_session',
        payment_method_types: Array.isArray(body.payment_method_types)
          ? (body.payment_method_types as string[])
          : ['card'],
        last_setup_error: null,
        created: now(),
        livemode: false,
      };
      state.setupIntents.set(id, si);
      if (body.confirm === 'true') confirmSetup(state, si, body);
      return { ...si };
    },
  ],
  [
    'GET',
    /^\/v1\/setup_intents\/([^/]+)$/,
    (state, body, [id], auth) => {
      const si = state.setupIntents.get(id!);
      if (!si) throw missing('setup_intent', id!);
      checkClientSecret(auth, body, si.client_secret);
      return { ...si };
    },
  ],
  [
    'POST',
    /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
    (state, body, [id], auth) => {
      const si = state.setupIntents.get(id!);
      if (!si) throw missing('setup_intent', id!);
      checkClientSecret(auth, body, si.client_secret);
      confirmSetup(state, si, body);
      return { ...si };
    },
  ],
  [
    'POST',
    /^\/v1\/refunds$/,
    (state, body) => {
      const id = typeof body.payment_intent === 'string' ? body.payment_intent : '';
      const pi = intentOf(state, id);
      if (pi.status !== 'succeeded')
        throw invalid(`This PaymentIntent (${id}) does not have a successful charge to refund.`, 'payment_intent');
      const refunded = state.refunds.filter((r) => r.payment_intent === id).reduce((n, r) => n + r.amount, 0);
      const amount = body.amount === undefined ? pi.amount - refunded : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid integer: amount', 'amount');
      if (refunded + amount > pi.amount)
        throw new StripeFailure(400, {
          type: 'invalid_request_error',
          code: refunded > 0 ? 'charge_already_refunded' : 'amount_too_large',
          message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${pi.amount - refunded}).`,
          param: 'amount',
        });
      const refund: FakeRefund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: pi.currency,
        payment_intent: id,
        status: 'succeeded',
        metadata: (body.metadata as Json) ?? {},
        created: now(),
      };
      state.refunds.push(refund);
      return { ...refund };
    },
  ],
  [
    'POST',
    /^\/_fake\/payment_intents\/([^/]+)\/authenticate$/,
    (state, body, [id]) => ({ ...state.authenticate(id!, body.result === 'fail' ? 'fail' : 'succeed') }),
  ],
];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: Json) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

/** The `Stripe-Signature` header Stripe sends with a webhook: HMAC-SHA256 of `<t>.<body>` with the secret. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** A Stripe-shaped event about a payment intent (for tests that send one without going through the fake). */
export function stripeEvent(type: string, object: Json, id = newId('evt')): Json {
  return { id, object: 'event', api_version: '2025-01-01', created: now(), livemode: false, type, data: { object } };
}

/**
 * POSTs a signed event to a webhook URL, or to an in-process app through `fetcher`. `timestamp` and `secret`
 * can be changed to forge or age the signature.
 */
export async function postStripeEvent(
  url: string,
  event: Json,
  secret: string,
  options: { timestamp?: number; fetcher?: (url: string, init: RequestInit) => Promise<Response> } = {},
): Promise<Response> {
  const payload = JSON.stringify(event);
  const fetcher = options.fetcher ?? fetch;
  return fetcher(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(payload, secret, options.timestamp),
    },
    body: payload,
  });
}

export async function startFakeStripe(
  options: { port?: number; webhook?: { url: string; secret: string } } = {},
): Promise<FakeStripe> {
  const state = createState((event) => {
    if (!options.webhook) return;
    postStripeEvent(options.webhook.url, event, options.webhook.secret).catch((err: unknown) => {
      console.error('[fake-stripe] webhook delivery failed:', err);
    });
  }) as Internal;
  const answered = new Map<string, { status: number; body: Json }>();

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
          'access-control-allow-headers': '*',
          'access-control-max-age': '600',
        });
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = await readBody(req);
      const body =
        req.method === 'GET'
          ? parseStripeForm(url.searchParams.toString())
          : (req.headers['content-type'] ?? '').includes('json')
            ? ((text ? JSON.parse(text) : {}) as Json)
            : parseStripeForm(text);
      const authorization = req.headers.authorization ?? (typeof body.key === 'string' ? `Bearer ${body.key}` : null);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      state.requests.push({ method: req.method ?? 'GET', path: url.pathname, body, authorization, idempotencyKey });
      try {
        if (!authorization || !/^Bearer (sk|pk|rk)_/.test(authorization))
          throw new StripeFailure(401, {
            type: 'invalid_request_error',
            message: 'You did not provide an API key.',
          });
        if (state.down && !url.pathname.startsWith('/_fake/'))
          throw new StripeFailure(500, { type: 'api_error', message: 'An unknown error occurred (fake outage).' });
        // Stripe's idempotency: a POST repeated with the same key answers the first result, whatever it was.
        const earlier = req.method === 'POST' && idempotencyKey ? answered.get(idempotencyKey) : undefined;
        if (earlier) {
          send(res, earlier.status, earlier.body);
          return;
        }
        for (const [method, pattern, handle] of routes) {
          const match = pattern.exec(url.pathname);
          if (method === req.method && match) {
            const result = handle(state, body, match.slice(1), authorization);
            if (req.method === 'POST' && idempotencyKey) answered.set(idempotencyKey, { status: 200, body: result });
            send(res, 200, result);
            return;
          }
        }
        throw new StripeFailure(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        });
      } catch (err) {
        if (err instanceof StripeFailure) send(res, err.status, { error: err.error });
        else send(res, 500, { error: { type: 'api_error', message: String(err) } });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

// CLI: `FAKE_STRIPE_PORT=12111 npx tsx tests/fakes/stripe-server.ts`
if (process.argv[1] && /stripe-server\.[cm]?[jt]s$/.test(process.argv[1])) {
  const port = Number(process.env.FAKE_STRIPE_PORT || 12111);
  const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL;
  const webhookSecret = process.env.FAKE_STRIPE_WEBHOOK_SECRET;
  void startFakeStripe({
    port,
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
  }).then((fake) => console.log(`[fake-stripe] listening on ${fake.url}`));
}
