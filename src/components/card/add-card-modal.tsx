import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { object } from 'yup';
import { useApiForm } from '@/components/forms/use-api-form';
import { CardField, type CardFieldState } from '@/components/payment/stripe/card-field';
import { StripeElements } from '@/components/payment/stripe/stripe-elements';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAddCard, useCreateCardSetup } from '@/framework/rest/card';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { useModalAction } from '@/store/ui';

const schema = object({});

/**
 * Saves a card without paying (Stripe SetupIntent): POST /cards/setup-intent gives the client secret,
 * stripe.confirmCardSetup checks the card with the bank (3-D Secure when asked), POST /cards keeps the payment
 * method it made. The card number only ever goes to Stripe.
 */
function AddCardForm() {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const stripe = useStripe();
  const elements = useElements();
  const setup = useCreateCardSetup();
  const addCard = useAddCard();
  const [field, setField] = useState<CardFieldState>({ complete: false, error: null });
  const [error, setError] = useState<string | null>(null);
  // The card's fields live in Stripe's frame: the form has no values of its own, only the API's failures.
  const form = useApiForm({ schema, defaultValues: {}, onFailure: ({ text }) => setError(text) });
  const saving = form.formState.isSubmitting;

  const save = form.handleSubmit(async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setError(null);
    const { client_secret } = await setup.mutateAsync();
    const result = await stripe.confirmCardSetup(client_secret, { payment_method: { card } });
    // Stripe's own message, in the shopper's language already (a declined card, a failed 3-D Secure check).
    if (result.error) return setError(result.error.message ?? t('text-card-save-failed'));
    const method = result.setupIntent.payment_method;
    const methodKey = typeof method === 'string' ? method : method?.id;
    if (!methodKey) return setError(t('text-card-save-failed'));
    await addCard.mutateAsync({ method_key: methodKey });
    void notify('success', t('text-card-added'));
    closeModal();
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={save}>
      <CardField state={field} onChange={setField} />
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button type="submit" loading={saving} disabled={!stripe || !field.complete}>
        {t('text-card-save')}
      </Button>
    </form>
  );
}

/** ADD_NEW_CARD: the card element of Stripe.js (loaded with this dialog) to save a card on /cards. */
export default function AddCardModal() {
  const { t } = useTranslation();
  return (
    <div className="flex w-full max-w-lg flex-col gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t('text-card-add')}</h2>
      <StripeElements>
        <AddCardForm />
      </StripeElements>
    </div>
  );
}
