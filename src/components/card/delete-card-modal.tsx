import { translateError } from '@/components/forms/translate-error';
import { Button } from '@/components/ui/button';
import { useDeleteCard } from '@/framework/rest/card';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { type ModalViewProps, useModalAction } from '@/store/ui';

/** The payload of DELETE_CARD_MODAL. */
export interface DeleteCardPayload {
  cardId: number;
  /** "Visa ending in 4242". */
  name: string;
}

/** DELETE_CARD_MODAL: asks before DELETE /cards/{id}; success toasts, an error toasts the server's message. */
export default function DeleteCardModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const { cardId, name } = data as DeleteCardPayload;
  const remove = useDeleteCard();
  const onDelete = () =>
    remove.mutate(cardId, {
      onSuccess: () => {
        void notify('success', t('text-card-deleted'));
        closeModal();
      },
      onError: (error) => void notify('error', translateError(error, t)),
    });
  return (
    <div className="flex max-w-md flex-col gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t('text-card-delete')}</h2>
      <p className="text-gray-700">{t('text-card-delete-confirm', { card: name })}</p>
      <div className="flex gap-3">
        <Button variant="danger" onClick={onDelete} loading={remove.isPending}>
          {t('text-delete')}
        </Button>
        <Button variant="ghost" onClick={closeModal} disabled={remove.isPending}>
          {t('text-cancel')}
        </Button>
      </div>
    </div>
  );
}
