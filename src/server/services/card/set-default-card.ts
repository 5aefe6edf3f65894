import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { paymentGateways, paymentMethods } from '../../db/schema';
import { notFound } from '../../errors';
import { type CardResource, cardResource } from './card-shape';

/**
 * POST /set-default-card: makes one of the caller's cards the default and clears the flag on their other cards of
 * the same gateway, in one statement inside a transaction (never two defaults, never none in between).
 */
export async function setDefaultCard(options: {
  database: Database;
  user: AuthUser;
  methodId: number;
}): Promise<CardResource> {
  const { database, user, methodId } = options;
  return database.db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.userId, user.id)));
    if (!card) throw notFound('Card', methodId);
    await tx
      .update(paymentMethods)
      .set({ defaultCard: sql`${paymentMethods.id} = ${methodId}`, updatedAt: new Date() })
      .where(and(eq(paymentMethods.userId, user.id), eq(paymentMethods.paymentGatewayId, card.paymentGatewayId)));
    const [gateway] = await tx.select().from(paymentGateways).where(eq(paymentGateways.id, card.paymentGatewayId));
    return cardResource({ ...card, defaultCard: true }, gateway!);
  });
}
