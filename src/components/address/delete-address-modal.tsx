import { translateError } from '@/components/forms/translate-error';
import { Button } from '@/components/ui/button';
import { useDeleteAddress } from '@/framework/rest/account';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { type ModalViewProps, useModalAction } from '@/store/ui';

/** The payload of DELETE_ADDRESS. */
export interface DeleteAddressPayload {
  addressId: number;
  title?: string;
}

/**
 * DELETE_ADDRESS: asks before DELETE /address/{id}. SPEC §8: success toasts successfully-address-deleted, an
 * error toasts the server's message.
 */
export default function DeleteAddressModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const { addressId, title } = data as DeleteAddressPayload;
  const remove = useDeleteAddress();
  const onDelete = () =>
    remove.mutate(addressId, {
      onSuccess: () => {
        void notify('success', t('successfully-address-deleted'));
        closeModal();
      },
      onError: (error) => void notify('error', translateError(error, t)),
    });
  return (
    <div className="flex max-w-md flex-col gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t('text-delete-address')}</h2>
      <p className="text-gray-700">
        {title ? t('text-delete-address-confirm-named', { title }) : t('text-delete-address-confirm')}
      </p>
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
