import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { resetServerEnv } from '@/config/env';
import type { Database } from '@/server/db/client';
import type {
  OrderToPay,
  PaymentGatewayAdapter,
  PaymentIntentInfo,
  PaymentVerdict,
  RawWebhookRequest,
  VerifiedWebhookEvent,
} from '@/server/services/payment/gateway';
import { GatewayUnavailableError } from '@/server/services/payment/gateway';
import { SandboxGateway } from '@/server/services/payment/sandbox';

type AppLike = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

/** The public API address the sandbox pages are linked under in tests (the site URL + /api). */
export const PUBLIC_API = 'http://localhost:3000/api';

/** The real sandbox adapter on the test database, with a known secret so tests can sign (and forge) webhooks. */
export function sandboxGateway(database: Database, now?: () => number): SandboxGateway {
  return new SandboxGateway({ database, publicApiUrl: PUBLIC_API, secret: 'test-sandbox-secret', now });
}

/**
 * Stands in for a third-party card gateway (Stripe's place): intents are numbered, their verdict is what the
 * test sets. Only used where a gateway we do not run ourselves is needed (switching between two gateways).
 */
export class StandInCardGateway implements PaymentGatewayAdapter {
  readonly gateway = 'STRIPE' as const;
  readonly title = 'Stand-in card gateway';
  readonly isRedirect = false;
  readonly publicSettings = { stripePublishableKey: 'pk_test_standin' };
  readonly created: OrderToPay[] = [];
  readonly verdicts = new Map<string, PaymentVerdict>();
  /** While true, the gateway cannot be reached. */
  down = false;

  async createIntent(order: OrderToPay): Promise<PaymentIntentInfo> {
    if (this.down) throw new GatewayUnavailableError('stand-in gateway is down');
    this.created.push(order);
    const id = `pi_standin_${this.created.length}`;
    this.verdicts.set(id, 'pending');
    return { payment_id: id, client_secret: `${id}_secret`, is_redirect: false };
  }

  async lookUp(paymentId: string): Promise<PaymentVerdict> {
    return this.verdicts.get(paymentId) ?? 'pending';
  }

  async verifyWebhook(_request: RawWebhookRequest): Promise<VerifiedWebhookEvent | null> {
    return null;
  }

  async refund(): Promise<never> {
    throw new GatewayUnavailableError('the stand-in gateway pays nothing back');
  }
}

export interface OrderState {
  id: number;
  parent_id: number | null;
  order_status: string;
  payment_status: string;
  payment_gateway: string;
  altered_payment_gateway: string | null;
  updated_at: string;
}

/** The parent order and its children, parent first. */
export async function orderStates(database: Database, parentId: number): Promise<OrderState[]> {
  return database.rows<OrderState>(sql`
    select id, parent_id, order_status, payment_status, payment_gateway, altered_payment_gateway,
           updated_at::text as updated_at
    from orders where id = ${parentId} or parent_id = ${parentId} order by parent_id nulls first, id`);
}

export async function expectStatuses(
  database: Database,
  parentId: number,
  orderStatus: string,
  paymentStatus: string,
): Promise<OrderState[]> {
  const states = await orderStates(database, parentId);
  expect(states.length).toBeGreaterThan(1);
  for (const s of states)
    expect([s.order_status, s.payment_status], `order ${s.id}`).toEqual([orderStatus, paymentStatus]);
  return states;
}

/** The path below the app of a sandbox redirect_url. */
export function pagePath(redirectUrl: string): string {
  expect(redirectUrl.startsWith(`${PUBLIC_API}/sandbox-gateway/`)).toBe(true);
  return new URL(redirectUrl).pathname;
}

/** Submits the sandbox page's form as a browser does. */
export async function decide(app: AppLike, redirectUrl: string, decision: 'approve' | 'decline') {
  return app.request(pagePath(redirectUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
}

/** Posts a webhook call exactly as given (raw body and headers). */
export async function postWebhook(app: AppLike, gateway: string, request: RawWebhookRequest) {
  const res = await app.request(`/api/webhooks/${gateway}`, {
    method: 'POST',
    headers: Object.fromEntries(request.headers.entries()),
    body: request.rawBody,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Test keys for the fakes: the shapes of real ones, the values of nobody's account. */
export const STRIPE_TEST = {
  secretKey: 'sk_test_fake_secret_key',
  publishableKey: 'pk_test_fake_publishable_key',
  webhookSecret: 'whsec_fake_webhook_secret',
};
export const PAYPAL_TEST = {
  clientId: 'fake-paypal-client',
  clientSecret: 'fake-paypal-secret',
  webhookId: 'WH-FAKE-0001',
};

/**
 * Sets environment variables for this test file (undefined removes one) and forgets the parsed environment;
 * the returned function puts the previous values back.
 */
export function setEnv(values: Record<string, string | undefined>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
  const apply = (next: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetServerEnv();
  };
  apply(values);
  return () => apply(before);
}

/** The Stripe variables pointing the SDK at a fake Stripe (or removed with `null`). */
export const stripeEnv = (apiUrl: string | null) => ({
  STRIPE_SECRET_KEY: apiUrl ? STRIPE_TEST.secretKey : undefined,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: apiUrl ? STRIPE_TEST.publishableKey : undefined,
  STRIPE_WEBHOOK_SECRET: apiUrl ? STRIPE_TEST.webhookSecret : undefined,
  STRIPE_API_URL: apiUrl ?? undefined,
});

export const paypalEnv = (apiUrl: string | null) => ({
  PAYPAL_CLIENT_ID: apiUrl ? PAYPAL_TEST.clientId : undefined,
  PAYPAL_CLIENT_SECRET: apiUrl ? PAYPAL_TEST.clientSecret : undefined,
  PAYPAL_WEBHOOK_ID: apiUrl ? PAYPAL_TEST.webhookId : undefined,
  PAYPAL_API_URL: apiUrl ?? undefined,
});
