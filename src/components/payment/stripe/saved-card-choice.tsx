import { useState } from 'react';
import { cardName } from '@/components/card/card-name';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Card } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { type StripePaymentProps, useCardPayment } from './use-card-payment';

/**
 * The shopper's saved cards to pay with, the default one chosen at first; "Pay with a new card" opens
 * USE_NEW_PAYMENT (Stripe's card element, with "save this card").
 */
export function SavedCardChoice({ cards, ...props }: StripePaymentProps & { cards: Card[] }) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const { pay, paying, error, ready } = useCardPayment(props);
  const [chosenId, setChosenId] = useState<number>((cards.find((c) => c.default_card) ?? cards[0]!).id);
  const chosen = cards.find((card) => card.id === chosenId) ?? cards[0]!;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void pay({ saved: chosen });
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-gray-800">{t('text-card-choose-saved')}</legend>
        {cards.map((card) => (
          <label
            key={card.id}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-200 px-4 py-3 has-[:checked]:border-accent"
          >
            <input
              type="radio"
              name="saved-card"
              value={card.id}
              checked={card.id === chosen.id}
              onChange={() => setChosenId(card.id)}
              className="h-4 w-4 accent-accent"
            />
            <span className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-gray-900">{cardName(card, t)}</span>
              {card.expires ? (
                <span className="text-sm text-gray-600">{t('text-card-expires', { date: card.expires })}</span>
              ) : null}
              {card.default_card ? (
                <span className="rounded-full bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent">
                  {t('text-default')}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" loading={paying} disabled={!ready}>
          {t('text-card-pay')}
        </Button>
        <Button variant="outline" size="lg" disabled={paying} onClick={() => openModal('USE_NEW_PAYMENT', props)}>
          {t('text-card-use-new')}
        </Button>
      </div>
    </form>
  );
}
