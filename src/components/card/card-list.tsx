import { useState } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useCards, useSetDefaultCard } from '@/framework/rest/card';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { useModalAction } from '@/store/ui';
import { CardItem } from './card-item';
import { cardName } from './card-name';
import type { DeleteCardPayload } from './delete-card-modal';

/** /cards: the saved cards (default first), made default in place, added in ADD_NEW_CARD, deleted after DELETE_CARD_MODAL. */
export function CardList() {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const { cards, isLoading, error } = useCards();
  const setDefault = useSetDefaultCard();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const makeDefault = (id: number) => {
    setPendingId(id);
    setDefault.mutate(id, {
      onSuccess: () => void notify('success', t('text-card-default-saved')),
      onError: (failure) => void notify('error', translateError(failure, t)),
      onSettled: () => setPendingId(null),
    });
  };
  let content;
  if (isLoading) content = <LoadingState />;
  else if (error) content = <ErrorState message={translateError(error, t)} />;
  else if (!cards.length) content = <EmptyState title={t('text-card-none')} />;
  else
    content = (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <CardItem
            key={card.id}
            card={card}
            makingDefault={pendingId === card.id}
            onMakeDefault={() => makeDefault(card.id)}
            onDelete={() =>
              openModal('DELETE_CARD_MODAL', { cardId: card.id, name: cardName(card, t) } satisfies DeleteCardPayload)
            }
          />
        ))}
      </ul>
    );
  return (
    <div className="flex flex-col gap-4">
      {content}
      <div>
        <Button variant="outline" onClick={() => openModal('ADD_NEW_CARD')}>
          {t('text-card-add')}
        </Button>
      </div>
    </div>
  );
}
