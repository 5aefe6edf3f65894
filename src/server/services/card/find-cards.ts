import { and, asc, desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { PaymentRegistry } from '../payment/registry';
import { paymentMethods } from '../../db/schema';
import { cardGateway, hasCardGateway } from './card-gateway';
import { type CardResource, cardResource } from './card-shape';
import { findGatewayCustomer } from './gateway-customer';

/**
 * GET /cards: the caller's saved cards at the card gateway, the default first, then the newest. Without a card
 * gateway the shopper has none: an empty list (the page says why from the settings), not an error.
 */
export async function findCards(options: {
  database: Database;
  payments: PaymentRegistry;
  user: AuthUser;
}): Promise<CardResource[]> {
  if (!hasCardGateway(options.payments)) return [];
  const gateway = cardGateway(options.payments);
  const customer = await findGatewayCustomer({ database: options.database, userId: options.user.id, gateway });
  if (!customer) return [];
  const rows = await options.database.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, options.user.id), eq(paymentMethods.paymentGatewayId, customer.id)))
    .orderBy(desc(paymentMethods.defaultCard), desc(paymentMethods.id), asc(paymentMethods.methodKey));
  return rows.map((row) => cardResource(row, customer));
}
