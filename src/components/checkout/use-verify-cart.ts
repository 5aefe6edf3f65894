import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useVerifyCheckout } from '@/framework/rest/checkout';
import { toApiError } from '@/framework/rest/errors';
import { useTranslation } from '@/lib/i18n/provider';
import { useMoneyFormat } from '@/lib/use-price';
import { useCart } from '@/store/cart/cart.context';
import type { CartItem } from '@/store/cart/cart.utils';
import { verifiedResponseAtom } from '@/store/checkout/checkout.atoms';
import type { CheckoutState } from '@/store/checkout/checkout-state';
import { productIdOf, verifyInput } from '@/store/checkout/order-input';
import { type CheckoutFailure, checkoutFailure } from './checkout-failure';

export interface VerifyOutcome {
  /** Names of the lines taken out of the cart: not available as asked (CONTRACT §6 unavailable_products). */
  removed: string[];
  /** Names of the lines whose price the server has changed since they were added (ours: its priced lines). */
  repriced: string[];
}

const sameLine = (item: CartItem, line: { product_id: number; variation_option_id?: number | null }) =>
  productIdOf(item) === line.product_id && (item.variationId ?? null) === (line.variation_option_id ?? null);

/**
 * "Check availability" (CONTRACT §6 step 1): the cart is verified, unavailable lines leave the cart (a variation
 * is reported by its product, so every line of that product goes), lines the server prices differently take its
 * price, and then the checked totals are kept. The cart changes come first because any cart change clears the
 * checked totals.
 */
export function useVerifyCart(state: CheckoutState) {
  const { t } = useTranslation();
  const cart = useCart();
  const verify = useVerifyCheckout();
  const setVerified = useSetAtom(verifiedResponseAtom);
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const format = useMoneyFormat();
  const [error, setError] = useState<CheckoutFailure | null>(null);

  const run = async () => {
    setError(null);
    setOutcome(null);
    try {
      const answer = await verify.mutateAsync(verifyInput(cart.items, cart.total, state));
      const unavailable = new Set(answer.unavailable_products);
      const removed = cart.items.filter((item) => unavailable.has(productIdOf(item)));
      for (const item of removed) cart.clearItemFromCart(item.id);
      const repriced: string[] = [];
      for (const item of cart.items) {
        if (unavailable.has(productIdOf(item))) continue;
        const line = answer.products?.find((candidate) => sameLine(item, candidate));
        if (line && line.unit_price !== item.price) {
          cart.updateCartItem(item.id, { price: line.unit_price });
          repriced.push(item.name ?? String(item.id));
        }
      }
      if (removed.length < cart.items.length) setVerified(answer);
      setOutcome({ removed: removed.map((item) => item.name ?? String(item.id)), repriced });
    } catch (failure) {
      setError(checkoutFailure(toApiError(failure), t, format, 'text-cart-check-failed'));
    }
  };

  return { run, isPending: verify.isPending, outcome, error, clearError: () => setError(null) };
}
