import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { paymentGateways } from '../../db/schema';
import type { CardGateway } from './card-gateway';

export type GatewayCustomer = typeof paymentGateways.$inferSelect;

/** The caller's customer record at the card gateway, if they have one. */
export async function findGatewayCustomer(options: {
  database: Database;
  userId: number;
  gateway: CardGateway;
}): Promise<GatewayCustomer | null> {
  const [row] = await options.database.db
    .select()
    .from(paymentGateways)
    .where(and(eq(paymentGateways.userId, options.userId), eq(paymentGateways.gatewayName, options.gateway.gateway)));
  return row ?? null;
}

/**
 * The caller's customer record at the card gateway, created there on first use (one `payment_gateways` row per
 * user and gateway). Two first cards at once may both create a customer at the gateway; the unique index keeps
 * one, and the other stays unused at the gateway.
 */
export async function ensureGatewayCustomer(options: {
  database: Database;
  user: AuthUser;
  gateway: CardGateway;
}): Promise<GatewayCustomer> {
  const { database, user, gateway } = options;
  const existing = await findGatewayCustomer({ database, userId: user.id, gateway });
  if (existing) return existing;
  const customerId = await gateway.cards.createCustomer({ id: user.id, email: user.email, name: user.name });
  const [inserted] = await database.db
    .insert(paymentGateways)
    .values({ userId: user.id, gatewayName: gateway.gateway, customerId })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  return (await findGatewayCustomer({ database, userId: user.id, gateway }))!;
}
