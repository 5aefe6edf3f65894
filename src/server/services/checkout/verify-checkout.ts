import { fromMinorUnits, formatMinorUnits } from '@/shared/money';
import { type Charges, orderCharges } from '@/shared/order-money';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { type CheckoutSettings, loadCheckoutSettings } from './checkout-settings';
import { type CartLine, type PricedLine, priceLines } from './price-lines';
import { readWallet, type Wallet } from './wallet';

/** CONTRACT §6 step 1: "Minimum order amount is X" (400), on amount + tax + shipping, before any coupon. */
export function checkMinimum(totalCents: number, settings: CheckoutSettings): void {
  if (totalCents < settings.minimumOrderCents) {
    throw new AppError('BAD_REQUEST', `Minimum order amount is ${formatMinorUnits(settings.minimumOrderCents)}`);
  }
}

/**
 * The verify answer (CONTRACT §6 step 1) from the priced lines, their charges and the wallet: cents and basis points
 * become the wire's currency-unit numbers here, at the edge.
 */
export function verificationAnswer(lines: readonly PricedLine[], charges: Charges, wallet: Wallet) {
  const available = lines.filter((l) => l.problem === null);
  return {
    total_tax: fromMinorUnits(charges.taxCents),
    shipping_charge: fromMinorUnits(charges.shippingCents),
    unavailable_products: [...new Set(lines.filter((l) => l.problem !== null).map((l) => l.productId))],
    wallet_amount: wallet.points,
    wallet_currency: fromMinorUnits(wallet.cents),
    amount: fromMinorUnits(charges.amountCents),
    products: available.map((l) => ({
      product_id: l.productId,
      variation_option_id: l.optionId,
      order_quantity: l.quantity,
      unit_price: fromMinorUnits(l.unitCents),
      subtotal: fromMinorUnits(l.subtotalCents),
    })),
  };
}

/**
 * POST /orders/checkout/verify: which lines can be sold and what the others cost in tax and shipping, priced
 * from the database. Unavailable lines are reported by product id; when none is left the minimum is not
 * applied, so the shopper still learns which lines to drop.
 */
export async function verifyCheckout(options: {
  database: Database;
  user: AuthUser | null;
  input: { products: CartLine[] };
  language?: string;
}) {
  const db = options.database.db;
  const language = options.language ?? 'en';
  const settings = await loadCheckoutSettings(db, language);
  const lines = await priceLines(db, options.input.products, language);
  const charges = orderCharges(
    lines.filter((l) => l.problem === null),
    settings,
  );
  if (lines.some((l) => l.problem === null)) {
    checkMinimum(charges.amountCents + charges.taxCents + charges.shippingCents, settings);
  }
  const wallet = options.user ? await readWallet(db, options.user.id, settings.walletRatio) : { points: 0, cents: 0 };
  return verificationAnswer(lines, charges, wallet);
}
