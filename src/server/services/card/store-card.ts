import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { AppError } from '../../errors';
import type { CardDetails } from '../payment/gateway';
import { type CardResource, cardResource } from './card-shape';
import type { GatewayCustomer } from './gateway-customer';

/**
 * Keeps what the gateway told us about a card the caller attached. The first card of a user at a gateway becomes
 * the default. Adding the same card again answers the stored one; a card stored for someone else is refused.
 */
export async function storeCard(options: {
  database: Database;
  userId: number;
  customer: GatewayCustomer;
  details: CardDetails;
}): Promise<CardResource> {
  const { database, userId, customer, details } = options;
  const row = await database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(paymentMethods)
      .values({
        userId,
        paymentGatewayId: customer.id,
        methodKey: details.methodKey,
        defaultCard: sql`not exists (select 1 from ${paymentMethods} where ${paymentMethods.userId} = ${userId}
          and ${paymentMethods.paymentGatewayId} = ${customer.id} and ${paymentMethods.defaultCard})`,
        fingerprint: details.fingerprint,
        ownerName: details.ownerName,
        network: details.network,
        type: details.type,
        last4: details.last4,
        expires: details.expires,
        origin: details.origin,
        verificationCheck: details.verificationCheck,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [existing] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.methodKey, details.methodKey), eq(paymentMethods.userId, userId)));
    return existing ?? null;
  });
  if (!row) throw new AppError('CONFLICT', 'This card is already saved to another account.');
  return cardResource(row, customer);
}
