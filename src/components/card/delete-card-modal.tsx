import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { useDeleteCard } from '@/framework/rest/card';
import { useTranslation } from '@/lib/i18n/provider';
import type { ModalViewProps } from '@/store/ui';

/** The payload of DELETE_CARD_MODAL. */
export interface DeleteCardPayload {
  cardId: number;
  /** "Visa ending in 4242". */
  name: string;
}

/** DELETE_CARD_MODAL: asks before DELETE /cards/{id}; success toasts, an error toasts the server's message. */
export default function DeleteCardModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { cardId, name } = data as DeleteCardPayload;
  return (
    <ConfirmDelete
      title={t('text-card-delete')}
      question={t('text-card-delete-confirm', { card: name })}
      deleted={t('text-card-deleted')}
      remove={useDeleteCard()}
      id={cardId}
    />
  );
}
