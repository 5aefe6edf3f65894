import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import type { User } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { AddressCard } from './address-card';
import type { AddressFormPayload } from './address-form-modal';
import type { DeleteAddressPayload } from './delete-address-modal';

/** The address book: billing and shipping addresses, added and edited in ADD_OR_UPDATE_ADDRESS, deleted after DELETE_ADDRESS. */
export function AddressBook({ me }: { me: User }) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const addresses = me.address ?? [];
  const edit = (payload: AddressFormPayload) => openModal('ADD_OR_UPDATE_ADDRESS', payload);
  const remove = (payload: DeleteAddressPayload) => openModal('DELETE_ADDRESS', payload);
  return (
    <div className="flex flex-col gap-4">
      {addresses.length ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => edit({ customerId: me.id, address })}
              onDelete={() => remove({ addressId: address.id, title: address.title })}
            />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('text-no-address')} />
      )}
      <div>
        <Button variant="outline" onClick={() => edit({ customerId: me.id })}>
          {t('text-add-address')}
        </Button>
      </div>
    </div>
  );
}
