import { useSetAtom } from 'jotai';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { toApiError } from '@/framework/rest/errors';
import { useCreateOrder } from '@/framework/rest/order';
import type { Order } from '@/framework/rest/types';
import { goToGateway } from '@/components/payment/go-to-gateway';
import { isOnlineGateway } from '@/components/payment/payable';
import { orderPath, paymentPath } from '@/components/payment/payment-paths';
import { useTranslation } from '@/lib/i18n/provider';
import { useMoneyFormat } from '@/lib/use-price';
import { useCart } from '@/store/cart/cart.context';
import { clearCheckoutAtom } from '@/store/checkout/checkout.atoms';
import type { CheckoutState } from '@/store/checkout/checkout-state';
import type { CheckoutTotals } from '@/store/checkout/checkout-totals';
import { rememberLastOrder } from '@/store/checkout/last-order';
import { forgetOrderAttempt, orderAttemptKey } from '@/store/checkout/order-attempt';
import { type CheckoutKind, orderInput } from '@/store/checkout/order-input';
import { type CheckoutFailure, checkoutFailure } from './checkout-failure';

/**
 * Where the shop goes after placing an order (CONTRACT §6 step 3): a redirect gateway's page (redirect_url); the
 * payment page for an in-page gateway (cards); the order page for cash on delivery, cash and the wallet, and for an
 * online order without an intent (the gateway was down: the order page offers Pay now).
 */
export function afterOrder(order: Order): { url: string; external: boolean } {
  const intent = order.payment_intent?.payment_intent_info;
  if (intent?.is_redirect && intent.redirect_url) return { url: intent.redirect_url, external: true };
  if (intent && isOnlineGateway(order.payment_gateway))
    return { url: paymentPath(order.tracking_number), external: false };
  return { url: orderPath(order.tracking_number), external: false };
}

/**
 * "Place order" (CONTRACT §6 step 3). Placed: the cart is emptied, the checkout state reset, and the shopper goes
 * on as afterOrder says. Failed: cart and checkout state stay as they are, and the failure says why; sending again is the
 * same attempt (same Idempotency-Key) as long as nothing changed.
 */
export function usePlaceOrder(kind: CheckoutKind) {
  const { t } = useTranslation();
  const router = useRouter();
  const { items, resetCart } = useCart();
  const clearCheckout = useSetAtom(clearCheckoutAtom);
  const create = useCreateOrder();
  const format = useMoneyFormat();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);

  const place = async (state: CheckoutState, totals: CheckoutTotals) => {
    setFailure(null);
    const input = orderInput({ items, state, totals, kind, language: router.locale ?? 'en' });
    try {
      const order = await create.mutateAsync({
        input,
        idempotencyKey: orderAttemptKey(input),
        guest: kind === 'guest',
      });
      forgetOrderAttempt();
      rememberLastOrder({
        tracking_number: order.tracking_number,
        ...(kind === 'guest' ? { contact: input.customer_contact } : {}),
      });
      clearCheckout();
      resetCart();
      const next = afterOrder(order);
      if (next.external) goToGateway(next.url);
      else await router.push(next.url);
    } catch (thrown) {
      setFailure(checkoutFailure(toApiError(thrown), t, format, 'text-order-not-placed'));
    }
  };

  return { place, isPending: create.isPending, failure, dismiss: () => setFailure(null) };
}
