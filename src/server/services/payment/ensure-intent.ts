import { and, eq, sql } from 'drizzle-orm';
import type { PaymentGateway } from '@/shared/order-status';
import type { Db } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import { AppError } from '../../errors';
import { GatewayUnavailableError, type PaymentIntentInfo } from './gateway';
import type { PaymentRegistry } from './registry';
import type { PayableOrder } from './payable-order';

/** `payment_intent` on the wire (CONTRACT §6 step 3). */
export interface PaymentIntentAnswer {
  id: number;
  order_id: number;
  tracking_number: string;
  /** Capitalised, as the provider answers it ("Stripe", "Paypal", "Sandbox"). */
  payment_gateway: string;
  payment_intent_info: PaymentIntentInfo;
}

type IntentRow = typeof paymentIntents.$inferSelect;

export const capitalisedGateway = (gateway: string) => gateway.charAt(0) + gateway.slice(1).toLowerCase();

export function intentAnswer(row: IntentRow): PaymentIntentAnswer {
  const info: PaymentIntentInfo = { payment_id: row.paymentId, is_redirect: row.isRedirect };
  if (row.clientSecret) info.client_secret = row.clientSecret;
  if (row.redirectUrl) info.redirect_url = row.redirectUrl;
  return {
    id: row.id,
    order_id: row.orderId,
    tracking_number: row.trackingNumber,
    payment_gateway: capitalisedGateway(row.paymentGateway),
    payment_intent_info: info,
  };
}

/** The same object built in SQL for order reads (order-resource.ts), for the order's current gateway. */
export function intentJson(alias: string) {
  const o = sql.raw(alias);
  return sql`(select json_build_object('id', pi.id, 'order_id', pi.order_id, 'tracking_number', pi.tracking_number,
      'payment_gateway', upper(left(pi.payment_gateway, 1)) || lower(substr(pi.payment_gateway, 2)),
      'payment_intent_info', json_strip_nulls(json_build_object('client_secret', pi.client_secret,
        'payment_id', pi.payment_id, 'is_redirect', pi.is_redirect, 'redirect_url', pi.redirect_url)))
    from payment_intents pi where pi.order_id = ${o}.id and pi.payment_gateway = ${o}.payment_gateway)`;
}

export async function storedIntent(db: Db, orderId: number, gateway: PaymentGateway): Promise<IntentRow | null> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, orderId), eq(paymentIntents.paymentGateway, gateway)));
  return row ?? null;
}

/**
 * The order's payment intent at `gateway`: the stored one, else a new one made by the gateway's adapter and
 * stored (at most one per order and gateway; when two calls race, both answer the one stored first). The amount
 * is paid_total − wallet money of the stored parent order, in cents. After a failed payment the old intent is
 * replaced by a new one and the order (and its children) wait for payment again.
 */
export async function ensureIntent(options: {
  db: Db;
  payments: PaymentRegistry;
  order: PayableOrder;
  gateway: PaymentGateway;
  currency: string;
  siteUrl: string;
}): Promise<PaymentIntentAnswer> {
  const { db, order, gateway } = options;
  const existing = await storedIntent(db, order.id, gateway);
  const retry = order.paymentStatus === 'payment-failed';
  if (existing && !retry) return intentAnswer(existing);

  const adapter = options.payments.get(gateway);
  if (!adapter) throw new AppError('VALIDATION_FAILED', `Payments through ${gateway} are not available on this shop.`);
  const payableCents = order.paidTotalCents - order.walletCents;
  if (payableCents <= 0) throw new AppError('CONFLICT', 'Nothing is left to pay on this order.');
  const tn = encodeURIComponent(order.trackingNumber);
  let info: PaymentIntentInfo;
  try {
    info = await adapter.createIntent({
      id: order.id,
      trackingNumber: order.trackingNumber,
      payableCents,
      currency: options.currency.toUpperCase(),
      language: order.language,
      customerEmail: order.customerEmail,
      customerName: order.customerName,
      customerId: order.customerId,
      returnUrl: `${options.siteUrl}/orders/${tn}/thank-you?payment_gateway=${gateway.toLowerCase()}`,
      cancelUrl: `${options.siteUrl}/orders/${tn}/payment`,
    });
  } catch (err) {
    if (err instanceof GatewayUnavailableError) {
      throw new AppError('UNAVAILABLE', 'The payment service cannot be reached right now. Please try again later.');
    }
    throw err;
  }
  const stored = await db.transaction(async (tx) => {
    if (existing) await tx.delete(paymentIntents).where(eq(paymentIntents.id, existing.id));
    if (retry) {
      // A new attempt after a failed payment: the order waits for payment again.
      await tx.execute(sql`
        update orders set order_status = 'order-pending', payment_status = 'payment-pending', updated_at = now()
        where (id = ${order.id} or parent_id = ${order.id}) and payment_status = 'payment-failed'
          and order_status not in ('order-completed', 'order-cancelled', 'order-refunded')`);
    }
    const [row] = await tx
      .insert(paymentIntents)
      .values({
        orderId: order.id,
        trackingNumber: order.trackingNumber,
        paymentGateway: gateway,
        paymentId: info.payment_id,
        clientSecret: info.client_secret ?? null,
        redirectUrl: info.redirect_url ?? null,
        isRedirect: info.is_redirect,
        amountCents: payableCents,
        currency: options.currency.toUpperCase(),
      })
      .onConflictDoNothing({ target: [paymentIntents.orderId, paymentIntents.paymentGateway] })
      .returning();
    return row ?? null;
  });
  const row = stored ?? (await storedIntent(db, order.id, gateway));
  if (!row) throw new Error(`payment intent of order ${order.id} vanished`);
  return intentAnswer(row);
}
