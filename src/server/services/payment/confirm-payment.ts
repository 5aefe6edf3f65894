import { sql } from 'drizzle-orm';
import type { PaymentGateway } from '@/shared/order-status';
import type { AuthUser } from '../../auth/access-tokens';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../http/rate-limit';
import { GatewayUnavailableError } from './gateway';
import type { PaymentRegistry } from './registry';
import { listParams } from '../../query/list-params';
import { runGet } from '../../query/run-list';
import { loadCheckoutSettings } from '../checkout/checkout-settings';
import { notifyOrderPaid, type PaidNoticeDeps } from '../order/order-paid-notifications';
import { orderResource } from '../order/order-resource';
import { applyVerdict } from './apply-verdict';
import { storedIntent } from './ensure-intent';
import { findPayableOrder } from './payable-order';

/**
 * POST /orders/payment (CONTRACT §6 step 5): asks the gateway how the order's payment stands and applies the
 * statuses to the parent order and its children through the one state change (apply-verdict.ts), so a webhook
 * arriving at the same time changes nothing twice. Final orders are left alone. Answers the order as it is now
 * (the provider answers an empty body; the order saves the storefront a second read). A payment this call made
 * succeed is mailed to the shopper once (notifyOrderPaid).
 */
export async function confirmPayment(
  options: PaidNoticeDeps & {
    payments: PaymentRegistry;
    limiter: RateLimiter;
    clientAddress: string;
    user: AuthUser | null;
    trackingNumber: string;
    gateway: PaymentGateway;
    contact?: string;
    language: string;
  },
): Promise<string> {
  const { database } = options;
  const db = database.db;
  const settings = await loadCheckoutSettings(db, options.language);
  const order = await findPayableOrder({
    db,
    limiter: options.limiter,
    clientAddress: options.clientAddress,
    user: options.user,
    trackingNumber: options.trackingNumber,
    contact: options.contact,
    guestCheckout: settings.guestCheckout,
  });
  if (options.gateway !== order.paymentGateway) {
    throw new AppError('VALIDATION_FAILED', `This order is to be paid with ${order.paymentGateway}.`, {
      errors: { payment_gateway: ['error-gateway-mismatch'] },
    });
  }
  const intent = await storedIntent(db, order.id, order.paymentGateway);
  const adapter = options.payments.get(order.paymentGateway);
  if (intent && adapter) {
    let verdict;
    try {
      verdict = await adapter.lookUp(intent.paymentId);
    } catch (err) {
      if (err instanceof GatewayUnavailableError) {
        throw new AppError('UNAVAILABLE', 'The payment service cannot be reached right now. Please try again later.');
      }
      throw err;
    }
    const changed = await applyVerdict(db, order.id, verdict);
    if (changed > 0 && verdict === 'success') notifyOrderPaid(order.id, options);
  }
  const answer = await runGet({
    database,
    resource: orderResource,
    params: listParams(),
    ctx: { language: options.language },
    match: sql`o.id = ${order.id}`,
  });
  return answer!;
}
