import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { useDeleteAddress } from '@/framework/rest/account';
import { useTranslation } from '@/lib/i18n/provider';
import type { ModalViewProps } from '@/store/ui';

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
  const { addressId, title } = data as DeleteAddressPayload;
  return (
    <ConfirmDelete
      title={t('text-delete-address')}
      question={title ? t('text-delete-address-confirm-named', { title }) : t('text-delete-address-confirm')}
      deleted={t('successfully-address-deleted')}
      remove={useDeleteAddress()}
      id={addressId}
    />
  );
}
