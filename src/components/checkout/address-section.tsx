import { useSetAtom } from 'jotai';
import type { AddressFormPayload } from '@/components/address/address-form-modal';
import { formatAddress } from '@/components/address/format-address';
import { Button } from '@/components/ui/button';
import type { User } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { billingAddressAtom, shippingAddressAtom } from '@/store/checkout/checkout.atoms';
import type { CheckoutAddress } from '@/store/checkout/checkout-state';
import { useModalAction } from '@/store/ui';
import { CheckoutSection } from './checkout-section';

export const ADDRESS_TITLE = { billing: 'text-billing-address', shipping: 'text-shipping-address' } as const;

/**
 * The billing or shipping address of a signed-in shopper's order, chosen from the address book; addresses are
 * added and edited in place with ADD_OR_UPDATE_ADDRESS (the book refreshes, the choice follows the edit).
 */
export function AddressSection({
  step,
  type,
  me,
  selected,
}: {
  step: number;
  type: CheckoutAddress['type'];
  me: User;
  selected: CheckoutAddress | null;
}) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const choose = useSetAtom(type === 'billing' ? billingAddressAtom : shippingAddressAtom);
  const addresses = (me.address ?? []).filter((address) => address.type === type);
  const edit = (payload: AddressFormPayload) => openModal('ADD_OR_UPDATE_ADDRESS', payload);
  const legend = t(ADDRESS_TITLE[type]);
  return (
    <CheckoutSection
      step={step}
      title={legend}
      action={
        <Button variant="outline" size="sm" onClick={() => edit({ customerId: me.id, type })}>
          {t('text-add-address')}
        </Button>
      }
    >
      {addresses.length === 0 ? (
        <p className="text-gray-600">{t('text-no-address-of-type')}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{legend}</legend>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {addresses.map((address) => {
              const id = `${type}-address-${address.id}`;
              const checked = selected?.id === address.id;
              return (
                <li
                  key={address.id}
                  className={`flex flex-col gap-2 rounded-md border p-4 ${checked ? 'border-accent bg-accent/5' : 'border-gray-200'}`}
                >
                  <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
                    <input
                      id={id}
                      type="radio"
                      name={`${type}-address`}
                      checked={checked}
                      onChange={() => choose({ id: address.id, title: address.title, type, address: address.address })}
                      className="mt-1 h-4 w-4 accent-accent"
                    />
                    <span className="flex flex-col gap-1">
                      <span className="font-semibold text-gray-900">{address.title}</span>
                      <span className="text-sm text-gray-700">{formatAddress(address.address)}</span>
                    </span>
                  </label>
                  <div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => edit({ customerId: me.id, address })}
                      aria-label={t('text-edit-address-named', { title: address.title })}
                    >
                      {t('text-edit')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </CheckoutSection>
  );
}
