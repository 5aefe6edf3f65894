import { and, eq, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { PaymentRegistry } from '../payment/registry';
import { orders, paymentIntents, paymentMethods } from '../../db/schema';
import { AppError } from '../../errors';
import { cardGateway } from './card-gateway';
import { type CardResource, cardResource } from './card-shape';
import { ensureGatewayCustomer } from './gateway-customer';
import { storeCard } from './store-card';

export interface SavePaymentMethodInput {
  method_key: string;
  payment_intent: string;
  save_card: boolean;
  tracking_number: string;
  payment_gateway: string;
}

export interface SavePaymentMethodResult {
  payment_intent: string;
  method_key: string;
  /** The card as saved, when `save_card` asked for it (or it was saved already). */
  card: CardResource | null;
}

const PAYABLE = ['payment-pending', 'payment-failed', 'payment-processing'];

/**
 * POST /save-payment-method, before the browser confirms a card payment: the payment of the caller's own order
 * (anyone else's order or payment is "not found") is set to use this card of the caller's customer, and with
 * `save_card` the card is attached and kept for later. Amounts are not touched: the intent was made from the order.
 */
export async function savePaymentMethod(options: {
  database: Database;
  payments: PaymentRegistry;
  user: AuthUser;
  input: SavePaymentMethodInput;
}): Promise<SavePaymentMethodResult> {
  const { database, user, input } = options;
  const gateway = cardGateway(options.payments);
  if (input.payment_gateway.toUpperCase() !== gateway.gateway)
    throw new AppError('VALIDATION_FAILED', `Saved cards are paid through ${gateway.title} only.`, {
      errors: { payment_gateway: [`Saved cards are paid through ${gateway.title} only.`] },
    });
  const [order] = await database.db
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(
      and(eq(orders.trackingNumber, input.tracking_number), eq(orders.customerId, user.id), isNull(orders.parentId)),
    );
  if (!order) throw new AppError('NOT_FOUND', `Order "${input.tracking_number}" was not found.`);
  const [intent] = await database.db
    .select({ paymentId: paymentIntents.paymentId })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, order.id),
        eq(paymentIntents.paymentGateway, gateway.gateway),
        eq(paymentIntents.paymentId, input.payment_intent),
      ),
    );
  if (!intent) throw new AppError('NOT_FOUND', 'This payment does not belong to that order.');
  if (!PAYABLE.includes(order.paymentStatus))
    throw new AppError('CONFLICT', 'This order is not waiting for a payment any more.');

  const customer = await ensureGatewayCustomer({ database, user, gateway });
  const [saved] = await database.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.methodKey, input.method_key), eq(paymentMethods.userId, user.id)));
  let methodKey = input.method_key;
  let card: CardResource | null = saved ? cardResource(saved, customer) : null;
  if (!saved && input.save_card) {
    // Attached now, so the card is the caller's before it pays; the gateway answers its final id and description.
    const details = await gateway.cards.attachMethod(customer.customerId, input.method_key);
    card = await storeCard({ database, userId: user.id, customer, details });
    methodKey = details.methodKey;
  }
  await gateway.cards.usePaymentMethod(intent.paymentId, customer.customerId, methodKey, input.save_card);
  return { payment_intent: intent.paymentId, method_key: methodKey, card };
}
