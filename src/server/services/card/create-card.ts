import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { PaymentRegistry } from '../payment/registry';
import { cardGateway } from './card-gateway';
import type { CardResource } from './card-shape';
import { ensureGatewayCustomer } from './gateway-customer';
import { storeCard } from './store-card';

/**
 * POST /cards: attaches a payment method the browser made (Stripe Elements → `pm_…`) to the caller's customer at
 * the gateway, and keeps its description. The gateway refuses a method that belongs to another customer.
 */
export async function createCard(options: {
  database: Database;
  payments: PaymentRegistry;
  user: AuthUser;
  methodKey: string;
}): Promise<CardResource> {
  const { database, user } = options;
  const gateway = cardGateway(options.payments);
  const customer = await ensureGatewayCustomer({ database, user, gateway });
  const details = await gateway.cards.attachMethod(customer.customerId, options.methodKey);
  return storeCard({ database, userId: user.id, customer, details });
}
