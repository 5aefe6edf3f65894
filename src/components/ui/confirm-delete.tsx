import type { UseMutationResult } from '@tanstack/react-query';
import { translateError } from '@/components/forms/translate-error';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/framework/rest/errors';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { useModalAction } from '@/store/ui';

interface ConfirmDeleteProps {
  /** The modal's heading, translated. */
  title: string;
  /** What will be deleted, as a question, translated. */
  question: string;
  /** The success toast, translated. */
  deleted: string;
  /** The delete mutation (DELETE /…/{id}) and the id it takes. */
  remove: Pick<UseMutationResult<unknown, ApiError, number>, 'mutate' | 'isPending'>;
  id: number;
}

/**
 * A delete-confirmation modal's body (an address, a card …): asks, then deletes; success toasts and closes, an
 * error toasts the server's message and leaves the modal open.
 */
export function ConfirmDelete({ title, question, deleted, remove, id }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        void notify('success', deleted);
        closeModal();
      },
      onError: (error) => void notify('error', translateError(error, t)),
    });
  return (
    <div className="flex max-w-md flex-col gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      <p className="text-gray-700">{question}</p>
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
