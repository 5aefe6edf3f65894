import { and, desc, eq, ne } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { PaymentRegistry } from '../payment/registry';
import { paymentMethods } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { cardGateway } from './card-gateway';

/**
 * DELETE /cards/{id}: only the caller's own card (anyone else's is "not found"). Detached at the gateway first, so
 * a card we forget can no longer be charged; one the gateway already forgot is simply removed here. When it was
 * the default, the newest remaining card of that gateway becomes the default.
 */
export async function deleteCard(options: {
  database: Database;
  payments: PaymentRegistry;
  user: AuthUser;
  id: number;
}): Promise<true> {
  const { database, user, id } = options;
  const gateway = cardGateway(options.payments);
  const [card] = await database.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, user.id)));
  if (!card) throw notFound('Card', id);
  try {
    await gateway.cards.detachMethod(card.methodKey);
  } catch (err) {
    // A refused detach (already detached, unknown to the gateway) leaves nothing to charge; an outage is retried.
    if (!(err instanceof AppError)) throw err;
  }
  await database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, user.id)))
      .returning({ id: paymentMethods.id });
    if (deleted.length === 0 || !card.defaultCard) return;
    const [next] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.userId, user.id),
          eq(paymentMethods.paymentGatewayId, card.paymentGatewayId),
          ne(paymentMethods.id, id),
        ),
      )
      .orderBy(desc(paymentMethods.id))
      .limit(1);
    if (next) await tx.update(paymentMethods).set({ defaultCard: true }).where(eq(paymentMethods.id, next.id));
  });
  return true;
}
