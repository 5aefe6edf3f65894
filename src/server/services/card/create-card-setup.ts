import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { PaymentRegistry } from '../payment/registry';
import { cardGateway } from './card-gateway';
import { ensureGatewayCustomer } from './gateway-customer';

/**
 * POST /cards/setup-intent: starts saving a card without a payment (Stripe SetupIntent for the caller's customer).
 * The browser confirms it with Elements, then sends the resulting `pm_…` to POST /cards.
 */
export async function createCardSetup(options: {
  database: Database;
  payments: PaymentRegistry;
  user: AuthUser;
}): Promise<{ client_secret: string }> {
  const gateway = cardGateway(options.payments);
  const customer = await ensureGatewayCustomer({ database: options.database, user: options.user, gateway });
  const { clientSecret } = await gateway.cards.createSetup(customer.customerId);
  return { client_secret: clientSecret };
}
