import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentGateways, settings } from '../../db/schema';

/**
 * What a Stripe payment needs to know about the shop and the shopper besides the order: whether the shop takes
 * cards only (settings.StripeCardOnly) and the shopper's Stripe Customer (saved cards), when the caller of
 * createIntent did not say (OrderToPay.cardOnly / gatewayCustomerId).
 */
export interface StripeOrderContext {
  cardOnly(): Promise<boolean>;
  customerOf(userId: number): Promise<string | null>;
}

export function stripeOrderContext(database: Database): StripeOrderContext {
  return {
    async cardOnly() {
      // Shop-wide switches live in the English row (the fallback of every language).
      const [row] = await database.db
        .select({ value: sql<unknown>`${settings.options} -> 'StripeCardOnly'` })
        .from(settings)
        .where(eq(settings.language, 'en'));
      return row?.value === true || row?.value === 'true';
    },
    async customerOf(userId) {
      const [row] = await database.db
        .select({ customerId: paymentGateways.customerId })
        .from(paymentGateways)
        .where(and(eq(paymentGateways.userId, userId), eq(paymentGateways.gatewayName, 'STRIPE')));
      return row?.customerId ?? null;
    },
  };
}
