import { formatAddress } from '@/components/address/format-address';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/provider';
import type { CheckoutAddress } from '@/store/checkout/checkout-state';
import { useModalAction } from '@/store/ui';
import { ADDRESS_TITLE } from './address-section';
import { CheckoutSection } from './checkout-section';
import type { GuestAddressPayload } from './guest-address-modal';

/** A guest order's billing or shipping address, typed in ADD_OR_UPDATE_GUEST_ADDRESS and kept with the order only. */
export function GuestAddressSection({
  step,
  type,
  selected,
}: {
  step: number;
  type: CheckoutAddress['type'];
  selected: CheckoutAddress | null;
}) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const payload: GuestAddressPayload = { type, address: selected?.address ?? null };
  const title = t(ADDRESS_TITLE[type]);
  return (
    <CheckoutSection
      step={step}
      title={title}
      action={
        <Button
          variant="outline"
          size="sm"
          onClick={() => openModal('ADD_OR_UPDATE_GUEST_ADDRESS', payload)}
          aria-label={t(selected ? 'text-edit-address-named' : 'text-add-address-named', { title })}
        >
          {t(selected ? 'text-edit' : 'text-add-address')}
        </Button>
      }
    >
      <p className={selected ? 'text-gray-900' : 'text-gray-600'}>
        {selected ? formatAddress(selected.address) : t('text-no-address-yet')}
      </p>
    </CheckoutSection>
  );
}
