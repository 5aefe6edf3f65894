import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { useSavePaymentMethod } from '@/framework/rest/card';
import { toApiError } from '@/framework/rest/errors';
import type { Card } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import type { PaymentViewProps } from '../payment-view-props';

/** The payment page's props for an in-page gateway view (the payment-views registry). */
export type StripePaymentProps = PaymentViewProps;

/** How the shopper pays: a saved card, or the card typed into the element (kept for later when `save`). */
export type CardChoice = { saved: Card } | { save: boolean };

/** Intent states after which the money is on its way: the server's confirm call reads the final word. */
const PAID = new Set(['succeeded', 'processing', 'requires_capture']);

/**
 * Pays the order's Stripe PaymentIntent in the browser (CONTRACT §6 steps 4–5): a new card becomes a payment method
 * in Stripe.js; a saved card, or a new one to keep, first goes through POST /save-payment-method so the intent
 * belongs to the shopper's Stripe customer; then stripe.confirmCardPayment, which also runs 3-D Secure when the
 * bank asks for it. A declined card leaves the order payable: the message shows and the shopper tries again.
 */
export function useCardPayment({ order, paymentIntent, onPaid, onFailed }: StripePaymentProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const savePaymentMethod = useSavePaymentMethod();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clientSecret = paymentIntent.payment_intent_info?.client_secret;
  const paymentId = paymentIntent.payment_intent_info?.payment_id;

  const fail = (message: string) => {
    setError(message);
    onFailed(message);
  };

  async function methodKeyOf(choice: CardChoice): Promise<string | null> {
    if ('saved' in choice) return choice.saved.method_key;
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return null;
    const result = await stripe.createPaymentMethod({ type: 'card', card });
    if (result.error) {
      fail(result.error.message ?? t('text-card-payment-failed'));
      return null;
    }
    return result.paymentMethod.id;
  }

  async function pay(choice: CardChoice) {
    if (!stripe || !clientSecret || !paymentId || paying) return;
    setPaying(true);
    setError(null);
    try {
      const methodKey = await methodKeyOf(choice);
      if (!methodKey) return;
      const save = 'save' in choice && choice.save;
      if ('saved' in choice || save) {
        await savePaymentMethod.mutateAsync({
          method_key: methodKey,
          payment_intent: paymentId,
          save_card: save,
          tracking_number: order.tracking_number,
          payment_gateway: 'stripe',
        });
      }
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: methodKey });
      if (result.error) return fail(result.error.message ?? t('text-card-payment-failed'));
      if (PAID.has(result.paymentIntent.status)) onPaid();
      else fail(t('text-card-payment-failed'));
    } catch (cause) {
      fail(translateError(toApiError(cause), t));
    } finally {
      setPaying(false);
    }
  }

  return { pay, paying, error, ready: Boolean(stripe && clientSecret && paymentId) };
}
