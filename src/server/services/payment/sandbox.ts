import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gatewaySecrets, type SandboxPaymentStatus, sandboxPayments } from '../../db/schema';
import { AppError } from '../../errors';
import type {
  GatewayRefund,
  GatewayRefundRequest,
  OrderToPay,
  PaymentGatewayAdapter,
  PaymentIntentInfo,
  PaymentVerdict,
  RawWebhookRequest,
  VerifiedWebhookEvent,
} from './gateway';

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as Stripe signs. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Webhooks older (or newer) than this are refused as stale. */
export const SANDBOX_WEBHOOK_TOLERANCE_SECONDS = 300;

export type SandboxDecision = 'approved' | 'declined';

export interface SandboxPayment {
  paymentId: string;
  amountCents: number;
  currency: string;
  trackingNumber: string;
  status: SandboxPaymentStatus;
  returnUrl: string;
  cancelUrl: string;
}

/** The body of a sandbox webhook call. */
interface SandboxEvent {
  id: string;
  type: 'payment.approved' | 'payment.declined';
  payment_id: string;
}

const VERDICTS: Record<SandboxPaymentStatus, PaymentVerdict> = {
  pending: 'pending',
  approved: 'success',
  declined: 'failed',
};

/** `<t>.<body>` signed with the secret, hex. */
export function sandboxSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * The built-in sandbox gateway (CONTRACT §11): a TEST gateway in which no money moves, for the demo shop and
 * development. It behaves like a redirect gateway: the shopper is sent to a page of its own under the API
 * (`/sandbox-gateway/{payment_id}`), approves or declines there, is sent back to the shop, and the gateway calls
 * the shop's webhook with a signed event. Offered only as SANDBOX_GATEWAY says (sandboxOffered).
 */
export class SandboxGateway implements PaymentGatewayAdapter {
  readonly gateway = 'SANDBOX' as const;
  readonly title = 'Test payment (sandbox, no money moves)';
  readonly isRedirect = true;
  private secretPromise: Promise<string> | null = null;

  constructor(
    private readonly options: {
      database: Database;
      /** Public URL of the API (site URL + base path): the approval page lives below it. */
      publicApiUrl: string;
      /** SANDBOX_GATEWAY_SECRET; null: a secret generated once and kept in the database. */
      secret: string | null;
      now?: () => number;
    },
  ) {}

  private get db() {
    return this.options.database.db;
  }

  private nowSeconds(): number {
    return Math.floor((this.options.now?.() ?? Date.now()) / 1000);
  }

  /** The signing secret: from the environment, else the one in the database (the first instance to ask makes it). */
  secret(): Promise<string> {
    if (this.options.secret) return Promise.resolve(this.options.secret);
    this.secretPromise ??= (async () => {
      await this.db
        .insert(gatewaySecrets)
        .values({ gateway: 'SANDBOX', secret: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await this.db
        .select({ secret: gatewaySecrets.secret })
        .from(gatewaySecrets)
        .where(eq(gatewaySecrets.gateway, 'SANDBOX'));
      return row!.secret;
    })();
    this.secretPromise.catch(() => (this.secretPromise = null));
    return this.secretPromise;
  }

  pageUrl(paymentId: string): string {
    return `${this.options.publicApiUrl}/sandbox-gateway/${paymentId}`;
  }

  async createIntent(order: OrderToPay): Promise<PaymentIntentInfo> {
    const paymentId = `sbx_${randomBytes(16).toString('hex')}`;
    await this.db.insert(sandboxPayments).values({
      paymentId,
      amountCents: order.payableCents,
      currency: order.currency,
      trackingNumber: order.trackingNumber,
      returnUrl: order.returnUrl,
      cancelUrl: order.cancelUrl,
    });
    return { payment_id: paymentId, is_redirect: true, redirect_url: this.pageUrl(paymentId) };
  }

  async find(paymentId: string): Promise<SandboxPayment | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId));
    return row ?? null;
  }

  async lookUp(paymentId: string): Promise<PaymentVerdict> {
    const payment = await this.find(paymentId);
    return payment ? VERDICTS[payment.status] : 'pending';
  }

  /**
   * The sandbox's own refund (issue 22): an approved payment is paid back whole, once. The guarded update sets the
   * refund id only while none is set, so a retried or concurrent call answers the first refund's id. No money moves
   * (it is the test gateway); the amount must be the payment's.
   */
  async refund({ paymentId, amountCents, currency }: GatewayRefundRequest): Promise<GatewayRefund> {
    const [done] = await this.db
      .update(sandboxPayments)
      .set({ refundId: `sbx_re_${randomBytes(12).toString('hex')}`, refundedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(sandboxPayments.paymentId, paymentId),
          eq(sandboxPayments.status, 'approved'),
          eq(sandboxPayments.amountCents, amountCents),
          eq(sandboxPayments.currency, currency),
          isNull(sandboxPayments.refundId),
        ),
      )
      .returning({ refundId: sandboxPayments.refundId });
    if (done?.refundId) return { refundId: done.refundId };
    const [earlier] = await this.db
      .select({ refundId: sandboxPayments.refundId })
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.paymentId, paymentId), eq(sandboxPayments.amountCents, amountCents)));
    if (earlier?.refundId) return { refundId: earlier.refundId };
    throw new AppError('VALIDATION_FAILED', 'The sandbox has no approved payment of this amount to refund.');
  }

  /**
   * Records the shopper's decision, once: a payment already decided answers null and changes nothing. Returns the
   * payment as decided and the signed webhook call the gateway makes to the shop.
   */
  async decide(
    paymentId: string,
    decision: SandboxDecision,
  ): Promise<{ payment: SandboxPayment; webhook: RawWebhookRequest } | null> {
    const [payment] = await this.db
      .update(sandboxPayments)
      .set({ status: decision, decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(sandboxPayments.paymentId, paymentId), eq(sandboxPayments.status, 'pending')))
      .returning();
    if (!payment) return null;
    const event: SandboxEvent = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: decision === 'approved' ? 'payment.approved' : 'payment.declined',
      payment_id: paymentId,
    };
    return { payment, webhook: await this.signedWebhook(event) };
  }

  /** A webhook call as the gateway sends it: the JSON body and its signature header. */
  async signedWebhook(event: SandboxEvent, timestamp = this.nowSeconds()): Promise<RawWebhookRequest> {
    const rawBody = JSON.stringify(event);
    const signature = sandboxSignature(await this.secret(), timestamp, rawBody);
    return {
      rawBody,
      headers: new Headers({
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${signature}`,
      }),
    };
  }

  async verifyWebhook(request: RawWebhookRequest): Promise<VerifiedWebhookEvent | null> {
    const header = request.headers.get(SANDBOX_SIGNATURE_HEADER) ?? '';
    const parts = new Map(
      header.split(',').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
    );
    const timestamp = Number(parts.get('t'));
    const given = parts.get('v1') ?? '';
    if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return null;
    if (Math.abs(this.nowSeconds() - timestamp) > SANDBOX_WEBHOOK_TOLERANCE_SECONDS) return null;
    if (!sameHex(sandboxSignature(await this.secret(), timestamp, request.rawBody), given)) return null;
    let event: Partial<SandboxEvent>;
    try {
      event = JSON.parse(request.rawBody) as Partial<SandboxEvent>;
    } catch {
      return null;
    }
    if (typeof event.id !== 'string' || !event.id) return null;
    const paymentId = typeof event.payment_id === 'string' ? event.payment_id : null;
    const verdict = event.type === 'payment.approved' ? 'success' : event.type === 'payment.declined' ? 'failed' : null;
    return { eventId: event.id, paymentId, verdict };
  }
}
