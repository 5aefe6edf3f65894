import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMe } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { CardField, type CardFieldState } from './card-field';
import { type StripePaymentProps, useCardPayment } from './use-card-payment';

/**
 * Pays with a card typed into Stripe's element. A signed-in shopper may keep it ("save this card"); a guest has no
 * saved cards, so the box is not offered.
 */
export function NewCardForm(props: StripePaymentProps) {
  const { t } = useTranslation();
  const { me } = useMe();
  const { pay, paying, error, ready } = useCardPayment(props);
  const [field, setField] = useState<CardFieldState>({ complete: false, error: null });
  const [save, setSave] = useState(false);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void pay({ save: Boolean(me) && save });
      }}
    >
      <CardField state={field} onChange={setField} />
      {me ? (
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={save}
            onChange={(event) => setSave(event.target.checked)}
            className="h-4 w-4 accent-accent"
          />
          {t('text-card-save-for-later')}
        </label>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button type="submit" size="lg" loading={paying} disabled={!ready || !field.complete}>
        {t('text-card-pay')}
      </Button>
    </form>
  );
}
