import { sql } from 'drizzle-orm';
import { FINAL_ORDER_STATUSES, type PaymentGateway } from '@/shared/order-status';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../http/rate-limit';
import { isOnlineGateway, type PaymentRegistry } from './registry';
import { loadCheckoutSettings } from '../checkout/checkout-settings';
import { ensureIntent, type PaymentIntentAnswer } from './ensure-intent';
import { onlineGatewayRefusal } from './offered-gateways';
import { findPayableOrder, type PayableOrder } from './payable-order';

const PAID = new Set(['payment-success', 'payment-refunded', 'payment-reversal']);

/** Why an order cannot take a (new) online payment, as an error; nothing when it can. */
export function refusePayment(order: PayableOrder): void {
  if (FINAL_ORDER_STATUSES.includes(order.orderStatus)) {
    throw new AppError('CONFLICT', `This order is ${order.orderStatus.replace('order-', '')}; it cannot be paid.`);
  }
  if (PAID.has(order.paymentStatus)) throw new AppError('CONFLICT', 'This order is paid already.');
  if (order.paymentStatus === 'payment-awaiting-for-approval') {
    throw new AppError('CONFLICT', 'The payment of this order is waiting for approval by the payment service.');
  }
  if (!isOnlineGateway(order.paymentGateway)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'This order is paid on delivery or from the wallet; it has no online payment.',
      { errors: { tracking_number: ['error-order-not-online'] } },
    );
  }
}

/**
 * Moves an order and its children to another gateway (CONTRACT §6 step 4, recall_gateway): the old intent is
 * deleted and the old gateway kept in altered_payment_gateway. Only while the order still waits for payment.
 */
async function switchGateway(db: Db, order: PayableOrder, gateway: PaymentGateway): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from payment_intents where order_id = ${order.id}`);
    const changed = (await tx.execute(sql`
      update orders set altered_payment_gateway = payment_gateway, payment_gateway = ${gateway}, updated_at = now()
      where (id = ${order.id} or parent_id = ${order.id}) and payment_gateway = ${order.paymentGateway}
        and payment_status in ('payment-pending', 'payment-failed')
      returning id`)) as unknown as { rows: unknown[] };
    if (changed.rows.length === 0) throw new AppError('CONFLICT', 'This order changed meanwhile. Please try again.');
  });
}

/**
 * GET /payment-intent (CONTRACT §6 step 4): the order's intent at the gateway asked for, created and stored once.
 * With recall_gateway and another gateway than the order's, the order and its children switch first. Refused for
 * final and paid orders, offline orders and gateways the shop does not offer.
 */
export async function getPaymentIntent(options: {
  database: Database;
  payments: PaymentRegistry;
  limiter: RateLimiter;
  clientAddress: string;
  siteUrl: string;
  user: AuthUser | null;
  trackingNumber: string;
  gateway: PaymentGateway;
  recall: boolean;
  contact?: string;
  language: string;
}): Promise<PaymentIntentAnswer> {
  const db = options.database.db;
  const settings = await loadCheckoutSettings(db, options.language);
  let order = await findPayableOrder({
    db,
    limiter: options.limiter,
    clientAddress: options.clientAddress,
    user: options.user,
    trackingNumber: options.trackingNumber,
    contact: options.contact,
    guestCheckout: settings.guestCheckout,
  });
  refusePayment(order);
  const { gateway } = options;
  if (!isOnlineGateway(gateway)) {
    throw new AppError('VALIDATION_FAILED', `${gateway} is not an online payment method.`, {
      errors: { payment_gateway: ['error-gateway-invalid'] },
    });
  }
  const refusal = onlineGatewayRefusal(gateway, settings, options.payments);
  if (refusal)
    throw new AppError('VALIDATION_FAILED', refusal, { errors: { payment_gateway: ['error-gateway-invalid'] } });
  if (gateway !== order.paymentGateway) {
    if (order.paymentStatus === 'payment-processing') {
      throw new AppError('CONFLICT', 'A payment of this order is being processed; its gateway cannot change now.');
    }
    if (!options.recall) {
      throw new AppError(
        'VALIDATION_FAILED',
        `This order is to be paid with ${order.paymentGateway}; send recall_gateway=true to switch to ${gateway}.`,
        { errors: { payment_gateway: ['error-gateway-mismatch'] } },
      );
    }
    await switchGateway(db, order, gateway);
    order = { ...order, paymentGateway: gateway };
  }
  return ensureIntent({
    db,
    payments: options.payments,
    order,
    gateway,
    currency: settings.currency,
    siteUrl: options.siteUrl,
  });
}
