import { type APIRequestContext, expect } from '@playwright/test';
import { operatorAccount } from './back-office';
import type { WireOrder } from './checkout';

/**
 * The refund queue's end-to-end fixtures (issue 22): an operator of its own (ADMIN_EMAILS of the e2e servers,
 * scripts/e2e-server.mjs), refunds asked for through the API, and the back office's texts.
 */
export const REFUNDS_OPERATOR_EMAIL = 'refunds.operator@e2e.example';

export { adminTexts } from './back-office';

/** The refund queue's operator's sign-in token. */
export const refundsOperator = operatorAccount('Rita Refunds', REFUNDS_OPERATOR_EMAIL);

async function post(request: APIRequestContext, url: string, data: unknown, token?: string) {
  const res = await request.post(url, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.ok(), `POST ${url} answers ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** The shopper asks for their money back on a paid order (as the refund dialog does); the refund's id. */
export async function askRefundThroughApi(request: APIRequestContext, token: string, order: WireOrder) {
  const reasons = await request.get('/api/refund-reasons');
  const { data } = (await reasons.json()) as { data: { id: number }[] };
  const refund = await post(
    request,
    '/api/refunds',
    { order_id: order.id, title: 'Arrived broken', description: 'The jar was cracked.', refund_reason_id: data[0]!.id },
    token,
  );
  return refund.id as number;
}

/** Confirms the payment as the thank-you page does (the server reads the verdict from the gateway). */
export async function confirmPayment(request: APIRequestContext, token: string, order: WireOrder, gateway: string) {
  const answer = await post(
    request,
    '/api/orders/payment',
    { tracking_number: order.tracking_number, payment_gateway: gateway },
    token,
  );
  expect(answer.payment_status).toBe('payment-success');
}

/** Pays a sandbox order on the sandbox's own page (its form, as the shopper's browser posts it). */
export async function payWithSandbox(request: APIRequestContext, token: string, order: WireOrder) {
  const url = new URL(order.payment_intent!.payment_intent_info!.redirect_url!);
  const res = await request.post(url.pathname, { form: { decision: 'approve' }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  await confirmPayment(request, token, order, 'sandbox');
}
