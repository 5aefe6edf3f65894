/**
 * A local stand-in for PayPal's REST API (tests have no internet): OAuth client credentials, Orders v2 (create,
 * read, capture) and webhook signature verification, with PayPal's error shapes.
 *
 * Module: `startFakePaypal({port?, clientId?, clientSecret?, webhookId?})` → {url, close, state}.
 * CLI (Playwright): `FAKE_PAYPAL_PORT=12112 npx tsx tests/fakes/paypal-server.ts`.
 *
 * The payer: `state.approve(orderId, outcome?)` or `POST /_fake/orders/{id}/approve {outcome}` approves an order as
 * the shopper would on PayPal's page; the capture then COMPLETES (default), stays PENDING or is DECLINED. In a
 * browser, the order's payer-action link (`/checkoutnow?token=…`) approves and goes back to return_url
 * (`&decision=cancel` goes to cancel_url).
 *
 * Webhooks: PayPal signs with a certificate; this fake signs with an HMAC instead (`paypalWebhookHeaders`), and its
 * verify-webhook-signature call checks that HMAC and the webhook id, so forged or altered events fail the same way.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface FakePaypalOrder {
  id: string;
  intent: string;
  status: string;
  purchase_units: Json[];
  create_time: string;
  links: { href: string; rel: string; method: string }[];
  returnUrl: string | null;
  cancelUrl: string | null;
  outcome: CaptureOutcome;
  captures: number;
}

export interface FakePaypalRefund {
  id: string;
  status: 'COMPLETED';
  captureId: string;
  orderId: string;
  amount: { currency_code: string; value: string };
  requestId: string | null;
}

export interface FakePaypalState {
  orders: Map<string, FakePaypalOrder>;
  /** Capture refunds made (a repeated PayPal-Request-Id answers the first one, as PayPal does). */
  refunds: FakePaypalRefund[];
  requests: {
    method: string;
    path: string;
    body: Json;
    authorization: string | null;
    requestId: string | null;
  }[];
  /** Makes every API call fail with HTTP 503 while true. */
  down: boolean;
  approve(orderId: string, outcome?: CaptureOutcome): FakePaypalOrder;
}

export interface FakePaypal {
  url: string;
  port: number;
  state: FakePaypalState;
  close(): Promise<void>;
}

/** The key the fake "signs" webhooks with (PayPal uses its certificate). */
const SIGNING_KEY = 'fake-paypal-signing-key';

const newOrderId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const unprocessable = (issue: string, description: string) =>
  new PaypalError(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ issue, description }],
  });
const invalidRequest = (issue: string, field: string) =>
  new PaypalError(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    details: [{ field, issue }],
  });

function signature(transmissionId: string, time: string, webhookId: string, body: string): string {
  const digest = createHash('sha256').update(body).digest('hex');
  return createHmac('sha256', SIGNING_KEY).update(`${transmissionId}|${time}|${webhookId}|${digest}`).digest('base64');
}

/** Headers PayPal sends with a webhook, signed for `webhookId` over exactly `body`. */
export function paypalWebhookHeaders(body: string, webhookId: string, time = new Date().toISOString()) {
  const transmissionId = randomBytes(8).toString('hex');
  return {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-fake',
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-sig': signature(transmissionId, time, webhookId, body),
    'paypal-transmission-time': time,
  };
}

/** A PayPal-shaped webhook event. */
export function paypalEvent(eventType: string, resource: Json, id = `WH-${randomBytes(8).toString('hex')}`): Json {
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: eventType.startsWith('PAYMENT.CAPTURE') ? 'capture' : 'checkout-order',
    event_type: eventType,
    summary: eventType,
    resource,
  };
}

/** The capture event for an order (what PayPal sends after a capture). */
export function captureEvent(eventType: string, orderId: string): Json {
  return paypalEvent(eventType, {
    id: randomBytes(8).toString('hex').toUpperCase(),
    status: eventType.split('.').pop(),
    supplementary_data: { related_ids: { order_id: orderId } },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: Json) {
  res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex') });
  res.end(JSON.stringify(body));
}

function publicOrder(order: FakePaypalOrder): Json {
  const { returnUrl: _r, cancelUrl: _c, outcome: _o, captures: _n, ...rest } = order;
  return rest;
}

export async function startFakePaypal(
  options: { port?: number; clientId?: string; clientSecret?: string; webhookId?: string } = {},
): Promise<FakePaypal> {
  const clientId = options.clientId ?? 'fake-paypal-client';
  const clientSecret = options.clientSecret ?? 'fake-paypal-secret';
  const webhookId = options.webhookId ?? 'WH-FAKE-0001';
  const tokens = new Set<string>();
  let url = '';

  const state: FakePaypalState = {
    orders: new Map(),
    refunds: [],
    requests: [],
    down: false,
    approve(orderId, outcome = 'COMPLETED') {
      const order = state.orders.get(orderId);
      if (!order) throw new PaypalError(404, { name: 'RESOURCE_NOT_FOUND', message: `No order ${orderId}` });
      if (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'CREATED')
        throw unprocessable('ORDER_NOT_APPROVABLE', `The order is ${order.status}.`);
      order.status = 'APPROVED';
      order.outcome = outcome;
      return order;
    },
  };

  function orderOf(id: string): FakePaypalOrder {
    const order = state.orders.get(id);
    if (!order)
      throw new PaypalError(404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
      });
    return order;
  }

  function createOrder(body: Json): FakePaypalOrder {
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')
      throw invalidRequest('INVALID_PARAMETER_VALUE', '/intent');
    const units = body.purchase_units as Json[] | undefined;
    const amount = units?.[0]?.amount as { currency_code?: unknown; value?: unknown } | undefined;
    if (!amount || typeof amount.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code))
      throw invalidRequest('MISSING_REQUIRED_PARAMETER', '/purchase_units/@reference_id==default/amount/currency_code');
    if (typeof amount.value !== 'string' || !/^\d{1,10}(\.\d{2})?$/.test(amount.value))
      throw invalidRequest('DECIMAL_PRECISION', '/purchase_units/@reference_id==default/amount/value');
    if (Number(amount.value) <= 0) throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Amount must be positive.');
    const context = ((body.payment_source as Json | undefined)?.paypal as Json | undefined)?.experience_context as
      Json | undefined;
    const id = newOrderId();
    const order: FakePaypalOrder = {
      id,
      intent: String(body.intent),
      status: context ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchase_units: units!.map((u) => ({ ...u })),
      create_time: new Date().toISOString(),
      links: [
        { href: `${url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${url}/checkoutnow?token=${id}`, rel: context ? 'payer-action' : 'approve', method: 'GET' },
      ],
      returnUrl: typeof context?.return_url === 'string' ? context.return_url : null,
      cancelUrl: typeof context?.cancel_url === 'string' ? context.cancel_url : null,
      outcome: 'COMPLETED',
      captures: 0,
    };
    state.orders.set(id, order);
    return order;
  }

  function captureOrder(order: FakePaypalOrder): FakePaypalOrder {
    if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order.status !== 'APPROVED')
      throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    order.status = 'COMPLETED';
    order.captures += 1;
    const unit = order.purchase_units[0]!;
    unit.payments = {
      captures: [
        {
          id: randomBytes(8).toString('hex').toUpperCase(),
          status: order.outcome,
          amount: unit.amount,
          final_capture: true,
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      ],
    };
    return order;
  }

  // Each capture call with the same PayPal-Request-Id answers the first result (PayPal's idempotency).
  const captureResults = new Map<string, Json>();
  const refundResults = new Map<string, Json>();

  /** Refunds (part of) a completed capture; never more than was captured. */
  function refundCapture(captureId: string, body: Json, requestId: string | null): Json {
    let found: { order: FakePaypalOrder; capture: Json } | null = null;
    for (const order of state.orders.values()) {
      const captures = ((order.purchase_units[0]?.payments as Json | undefined)?.captures ?? []) as Json[];
      const capture = captures.find((c) => c.id === captureId);
      if (capture) found = { order, capture };
    }
    if (!found)
      throw new PaypalError(404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
      });
    if (found.capture.status !== 'COMPLETED')
      throw unprocessable(
        'CAPTURE_STATUS_NOT_VALID',
        'Invalid capture status. Only completed captures can be refunded.',
      );
    const captured = found.capture.amount as { currency_code: string; value: string };
    const amount = (body.amount as { currency_code?: string; value?: string } | undefined) ?? captured;
    if (amount.currency_code !== captured.currency_code)
      throw unprocessable('REFUND_CURRENCY_MISMATCH', 'Refund currency must match the captured currency.');
    const cents = (v: string) => Math.round(Number(v) * 100);
    const already = state.refunds
      .filter((r) => r.captureId === captureId)
      .reduce((n, r) => n + cents(r.amount.value), 0);
    if (already + cents(String(amount.value)) > cents(captured.value))
      throw unprocessable(
        already > 0 ? 'CAPTURE_FULLY_REFUNDED' : 'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    const made: FakePaypalRefund = {
      id: randomBytes(8).toString('hex').toUpperCase(),
      status: 'COMPLETED',
      captureId,
      orderId: found.order.id,
      amount: { currency_code: String(amount.currency_code), value: String(amount.value) },
      requestId,
    };
    state.refunds.push(made);
    const answer: Json = { id: made.id, status: made.status, amount: made.amount };
    if (requestId) refundResults.set(requestId, answer);
    return answer;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const reqUrl = new URL(req.url ?? '/', 'http://fake');
      const text = await readBody(req);
      let body: Json = {};
      const authorization = req.headers.authorization ?? null;
      try {
        if (text && (req.headers['content-type'] ?? '').includes('json')) body = JSON.parse(text) as Json;
        const header = req.headers['paypal-request-id'];
        const requestId = typeof header === 'string' ? header : null;
        state.requests.push({ method: req.method ?? 'GET', path: reqUrl.pathname, body, authorization, requestId });
        const path = reqUrl.pathname;

        if (req.method === 'GET' && path === '/checkoutnow') {
          const order = orderOf(reqUrl.searchParams.get('token') ?? '');
          const cancel = reqUrl.searchParams.get('decision') === 'cancel';
          if (!cancel) state.approve(order.id);
          const back = new URL((cancel ? order.cancelUrl : order.returnUrl) ?? url);
          back.searchParams.set('token', order.id);
          if (!cancel) back.searchParams.set('PayerID', 'FAKEPAYER123');
          res.writeHead(302, { location: back.toString() });
          res.end();
          return;
        }
        const approve = /^\/_fake\/orders\/([^/]+)\/approve$/.exec(path);
        if (req.method === 'POST' && approve) {
          const outcome = (body.outcome as CaptureOutcome | undefined) ?? 'COMPLETED';
          send(res, 200, publicOrder(state.approve(approve[1]!, outcome)));
          return;
        }
        if (state.down) throw new PaypalError(503, { name: 'SERVICE_UNAVAILABLE', message: 'Fake outage.' });

        if (req.method === 'POST' && path === '/v1/oauth2/token') {
          const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
          if (authorization !== expected || new URLSearchParams(text).get('grant_type') !== 'client_credentials') {
            send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
            return;
          }
          const token = `A21AA${randomBytes(16).toString('hex')}`;
          tokens.add(token);
          send(res, 200, {
            scope: 'https://uri.paypal.com/services/payments',
            access_token: token,
            token_type: 'Bearer',
            app_id: 'APP-FAKE',
            expires_in: 32400,
            nonce: randomBytes(6).toString('hex'),
          });
          return;
        }
        if (!authorization?.startsWith('Bearer ') || !tokens.has(authorization.slice(7)))
          throw new PaypalError(401, {
            name: 'AUTHENTICATION_FAILURE',
            message: 'Authentication failed due to invalid authentication credentials.',
          });

        if (req.method === 'POST' && path === '/v2/checkout/orders') {
          send(res, 201, publicOrder(createOrder(body)));
          return;
        }
        const read = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
        if (req.method === 'GET' && read) {
          send(res, 200, publicOrder(orderOf(read[1]!)));
          return;
        }
        const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
        if (req.method === 'POST' && capture) {
          const requestId = req.headers['paypal-request-id'];
          const key = typeof requestId === 'string' ? requestId : null;
          const earlier = key ? captureResults.get(key) : undefined;
          if (earlier) {
            send(res, 201, earlier);
            return;
          }
          const result = publicOrder(captureOrder(orderOf(capture[1]!)));
          if (key) captureResults.set(key, result);
          send(res, 201, result);
          return;
        }
        const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
        if (req.method === 'POST' && refund) {
          const earlier = requestId ? refundResults.get(requestId) : undefined;
          if (earlier) {
            send(res, 201, earlier);
            return;
          }
          send(res, 201, refundCapture(refund[1]!, body, requestId));
          return;
        }
        if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
          const required = [
            'auth_algo',
            'cert_url',
            'transmission_id',
            'transmission_sig',
            'transmission_time',
            'webhook_id',
          ];
          for (const field of required)
            if (typeof body[field] !== 'string' || !body[field])
              throw invalidRequest('MISSING_REQUIRED_PARAMETER', field);
          if (!body.webhook_event || typeof body.webhook_event !== 'object')
            throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'webhook_event');
          const expected = signature(
            String(body.transmission_id),
            String(body.transmission_time),
            webhookId,
            JSON.stringify(body.webhook_event),
          );
          const ok = body.webhook_id === webhookId && body.transmission_sig === expected;
          send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
          return;
        }
        throw new PaypalError(404, { name: 'RESOURCE_NOT_FOUND', message: `No route ${req.method} ${path}` });
      } catch (err) {
        if (err instanceof PaypalError)
          send(res, err.status, { ...err.body, debug_id: randomBytes(6).toString('hex') });
        else send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(err) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

// CLI: `FAKE_PAYPAL_PORT=12112 npx tsx tests/fakes/paypal-server.ts`
if (process.argv[1] && /paypal-server\.[cm]?[jt]s$/.test(process.argv[1])) {
  void startFakePaypal({
    port: Number(process.env.FAKE_PAYPAL_PORT || 12112),
    clientId: process.env.PAYPAL_CLIENT_ID || undefined,
    clientSecret: process.env.PAYPAL_CLIENT_SECRET || undefined,
    webhookId: process.env.PAYPAL_WEBHOOK_ID || undefined,
  }).then((fake) => console.log(`[fake-paypal] listening on ${fake.url}`));
}
