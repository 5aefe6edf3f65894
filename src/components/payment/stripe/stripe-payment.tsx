import { LoadingState } from '@/components/ui/states';
import { useCards } from '@/framework/rest/card';
import { useMe } from '@/framework/rest/user';
import { NewCardForm } from './new-card-form';
import { SavedCardChoice } from './saved-card-choice';
import { StripeElements } from './stripe-elements';
import type { StripePaymentProps } from './use-card-payment';

export type { StripePaymentProps } from './use-card-payment';

/** Chooses between the saved cards (signed in, with some) and the card element (everyone else). */
function StripePaymentChoice(props: StripePaymentProps) {
  const { me, isLoading: meLoading } = useMe();
  const { cards, isLoading } = useCards({ enabled: Boolean(me) });
  // Wait for both: a form shown before the saved cards arrive would be swapped while the shopper types.
  if (meLoading || isLoading) return <LoadingState />;
  return cards.length ? <SavedCardChoice cards={cards} {...props} /> : <NewCardForm {...props} />;
}

/**
 * The Stripe view of the payment page (the payment-views registry loads it when the order's gateway is Stripe):
 * Stripe.js and Elements load with it, never with other pages.
 */
export default function StripePayment(props: StripePaymentProps) {
  return (
    <StripeElements>
      <StripePaymentChoice {...props} />
    </StripeElements>
  );
}
