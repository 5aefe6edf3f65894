import { useSetAtom } from 'jotai';
import { object } from 'yup';
import { PostalAddressFields } from '@/components/address/postal-address-fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import type { PostalAddress } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { postalAddressSchema } from '@/shared/validation/account';
import { billingAddressAtom, shippingAddressAtom } from '@/store/checkout/checkout.atoms';
import type { CheckoutAddress } from '@/store/checkout/checkout-state';
import { type ModalViewProps, useModalAction } from '@/store/ui';

/** The payload of ADD_OR_UPDATE_GUEST_ADDRESS: which address of the order, and what it holds now. */
export interface GuestAddressPayload {
  type: CheckoutAddress['type'];
  address?: PostalAddress | null;
}

const schema = object({ address: postalAddressSchema.required() });

/**
 * ADD_OR_UPDATE_GUEST_ADDRESS: the billing or shipping address of a guest order (CONTRACT §6 guest checkout). It
 * goes into the checkout state only, with the order; nothing is saved to an account.
 */
export default function GuestAddressModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const { type, address } = data as GuestAddressPayload;
  const setAddress = useSetAtom(type === 'billing' ? billingAddressAtom : shippingAddressAtom);
  const form = useApiForm({
    schema,
    defaultValues: {
      address: {
        street_address: address?.street_address ?? '',
        city: address?.city ?? '',
        state: address?.state ?? '',
        zip: address?.zip ?? '',
        country: address?.country ?? '',
      },
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setAddress({ type, title: t(type === 'billing' ? 'text-billing-address' : 'text-shipping-address'), ...values });
    closeModal();
  });
  const title = type === 'billing' ? 'text-billing-address' : 'text-shipping-address';
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t(title)}</h2>
      <PostalAddressFields form={form} idPrefix={`guest-${type}`} />
      <div className="flex gap-3">
        <Button type="submit">{t(address ? 'text-update-address' : 'text-save-address')}</Button>
        <Button variant="ghost" onClick={closeModal}>
          {t('text-cancel')}
        </Button>
      </div>
    </form>
  );
}
