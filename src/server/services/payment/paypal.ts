import { toGatewayDecimal } from './currency-units';
import { AppError } from '../../errors';
import {
  type GatewayRefundRequest,
  GatewayUnavailableError,
  type OrderToPay,
  type PaymentGatewayAdapter,
  type PaymentVerdict,
  type VerifiedWebhookEvent,
} from './gateway';

/**
 * PayPal Checkout through the Orders v2 REST API (CONTRACT §6 steps 3–5): the shopper approves on PayPal's page
 * (redirect_url), comes back to the thank-you page, and the confirm call or the webhook captures the approved
 * order. Plain fetch with OAuth client credentials: PayPal's server SDK cannot be pointed at another host (the
 * tests' fake) and has no webhook-verification call.
 */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local fake. */
  apiUrl: string;
}

const TIMEOUT_MS = 20_000;

interface PaypalLink {
  href: string;
  rel: string;
}
interface PaypalCapture {
  id: string;
  status: string;
}
interface PaypalOrder {
  id: string;
  status: string;
  links?: PaypalLink[];
  purchase_units?: { payments?: { captures?: PaypalCapture[] } }[];
}

const UNAVAILABLE = 'PayPal cannot be reached right now. Please try again in a moment.';

/** A PayPal API failure: its HTTP status and PayPal's issue codes (`ORDER_ALREADY_CAPTURED` …). */
class PaypalFailure extends Error {
  constructor(
    readonly status: number,
    readonly issues: string[],
  ) {
    super(`PayPal answered ${status} ${issues.join(', ')}`);
  }
}

const CAPTURE_VERDICT: Record<string, PaymentVerdict> = {
  COMPLETED: 'success',
  PENDING: 'processing',
  DECLINED: 'failed',
  FAILED: 'failed',
};

/** What an order says about its payment; an APPROVED order still has to be captured (the caller does that). */
function verdictOf(order: PaypalOrder): PaymentVerdict {
  switch (order.status) {
    case 'COMPLETED': {
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      return (capture && CAPTURE_VERDICT[capture.status]) ?? 'processing';
    }
    case 'VOIDED':
      return 'failed';
    default:
      // CREATED, SAVED, PAYER_ACTION_REQUIRED: the shopper has not approved yet.
      return 'pending';
  }
}

export function createPaypalAdapter(config: PaypalConfig): PaymentGatewayAdapter {
  const base = config.apiUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      console.error(`[paypal] ${init.method ?? 'GET'} ${path} failed:`, err instanceof Error ? err.message : err);
      throw new GatewayUnavailableError(UNAVAILABLE);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) {
      // Wrong credentials are the operator's to fix; the shopper only learns PayPal is unavailable.
      console.error(`[paypal] OAuth token refused: HTTP ${res.status}`);
      throw new GatewayUnavailableError(UNAVAILABLE);
    }
    const body = (await res.json()) as { access_token: string; expires_in: number };
    // Renewed a minute early, so a token never expires between here and PayPal.
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function api<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await send(path, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (res.status === 401) token = null;
    if (!res.ok) {
      const details = (json.details as { issue?: string }[] | undefined) ?? [];
      throw new PaypalFailure(res.status, details.map((d) => d.issue ?? '').filter(Boolean));
    }
    return json as T;
  }

  /** Other failures than the expected ones: an outage for the shopper, details in the log. */
  function unavailable(err: unknown): Error {
    if (err instanceof GatewayUnavailableError || err instanceof AppError) return err;
    console.error('[paypal]', err instanceof Error ? err.message : err);
    return new GatewayUnavailableError(UNAVAILABLE);
  }

  /** Captures an approved order once (PayPal-Request-Id makes a repeated capture answer the first result). */
  async function capture(orderId: string): Promise<PaymentVerdict> {
    try {
      const order = await api<PaypalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        {
          'paypal-request-id': `capture-${orderId}`,
        },
      );
      return verdictOf(order);
    } catch (err) {
      if (err instanceof PaypalFailure) {
        if (err.issues.includes('ORDER_ALREADY_CAPTURED')) return lookUp(orderId);
        // The payer's funding source was refused: the order can be paid again later.
        if (err.issues.includes('INSTRUMENT_DECLINED') || err.issues.includes('PAYER_ACTION_REQUIRED')) return 'failed';
      }
      throw unavailable(err);
    }
  }

  async function lookUp(paymentId: string): Promise<PaymentVerdict> {
    let order: PaypalOrder;
    try {
      order = await api<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(paymentId)}`);
    } catch (err) {
      if (err instanceof PaypalFailure && err.status === 404) return 'failed';
      throw unavailable(err);
    }
    return order.status === 'APPROVED' ? capture(order.id) : verdictOf(order);
  }

  async function verifyWebhook({ rawBody, headers }: { rawBody: string; headers: Headers }) {
    const names = ['auth-algo', 'cert-url', 'transmission-id', 'transmission-sig', 'transmission-time'] as const;
    const values = names.map((n) => headers.get(`paypal-${n}`));
    if (values.some((v) => !v)) return null;
    let event: { id?: unknown; event_type?: unknown; resource?: Record<string, unknown> };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      return null;
    }
    if (typeof event.id !== 'string' || typeof event.event_type !== 'string') return null;
    const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values as string[];
    let check: { verification_status?: string };
    try {
      check = await api('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: authAlgo,
        cert_url: certUrl,
        transmission_id: transmissionId,
        transmission_sig: transmissionSig,
        transmission_time: transmissionTime,
        webhook_id: config.webhookId,
        webhook_event: event,
      });
    } catch (err) {
      // PayPal refuses to check malformed headers (400/422): as good as a forged call.
      if (err instanceof PaypalFailure && (err.status === 400 || err.status === 422)) return null;
      throw unavailable(err);
    }
    if (check.verification_status !== 'SUCCESS') return null;
    return readEvent(event.id, event.event_type, event.resource ?? {});
  }

  async function readEvent(
    eventId: string,
    type: string,
    resource: Record<string, unknown>,
  ): Promise<VerifiedWebhookEvent> {
    const orderOfCapture = (resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)
      ?.related_ids?.order_id;
    switch (type) {
      case 'CHECKOUT.ORDER.APPROVED': {
        // The shopper approved: capture now (the confirm call may have done it already; that is a no-op).
        const orderId = typeof resource.id === 'string' ? resource.id : null;
        return { eventId, paymentId: orderId, verdict: orderId ? await capture(orderId) : null };
      }
      case 'PAYMENT.CAPTURE.COMPLETED':
      case 'PAYMENT.CAPTURE.PENDING':
      case 'PAYMENT.CAPTURE.DENIED': {
        const paymentId = typeof orderOfCapture === 'string' ? orderOfCapture : null;
        const verdict: PaymentVerdict =
          type === 'PAYMENT.CAPTURE.COMPLETED'
            ? 'success'
            : type === 'PAYMENT.CAPTURE.PENDING'
              ? 'processing'
              : 'failed';
        return { eventId, paymentId, verdict: paymentId ? verdict : null };
      }
      default:
        return { eventId, paymentId: null, verdict: null };
    }
  }

  /**
   * Refunds an order's capture (Payments v2 `captures/{id}/refund`). PayPal-Request-Id is the same on every try,
   * so PayPal answers a retried call with the first refund.
   */
  async function refund({ paymentId, amountCents, currency, idempotencyKey }: GatewayRefundRequest) {
    try {
      const order = await api<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(paymentId)}`);
      const captured = order.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
      if (!captured)
        throw new AppError('VALIDATION_FAILED', 'PayPal has no completed payment to refund for this order.');
      const refunded = await api<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captured.id)}/refund`,
        { amount: { currency_code: currency.toUpperCase(), value: toGatewayDecimal(amountCents, currency) } },
        { 'paypal-request-id': idempotencyKey },
      );
      if (refunded.status === 'FAILED' || refunded.status === 'CANCELLED')
        throw new AppError('VALIDATION_FAILED', `PayPal could not pay this refund back (${refunded.status}).`);
      return { refundId: refunded.id };
    } catch (err) {
      if (err instanceof PaypalFailure && err.status === 422)
        throw new AppError(
          'VALIDATION_FAILED',
          `PayPal refused the refund (${err.issues.join(', ') || 'no reason given'}).`,
        );
      throw unavailable(err);
    }
  }

  return {
    gateway: 'PAYPAL',
    title: 'PayPal',
    isRedirect: true,

    async createIntent(order: OrderToPay) {
      let created: PaypalOrder;
      try {
        created = await api<PaypalOrder>('POST', '/v2/checkout/orders', {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.trackingNumber,
              custom_id: String(order.id),
              description: `Order ${order.trackingNumber}`,
              amount: {
                currency_code: order.currency.toUpperCase(),
                value: toGatewayDecimal(order.payableCents, order.currency),
              },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        });
      } catch (err) {
        if (err instanceof PaypalFailure && err.status === 422)
          throw new AppError('VALIDATION_FAILED', 'PayPal cannot take this payment. Please choose another way to pay.');
        throw unavailable(err);
      }
      const link = created.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!link) throw new GatewayUnavailableError(UNAVAILABLE);
      return { payment_id: created.id, is_redirect: true, redirect_url: link.href };
    },

    lookUp,
    verifyWebhook,
    refund,
  };
}
