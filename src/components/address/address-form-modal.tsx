import { Input } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUpdateUser } from '@/framework/rest/account';
import type { Address } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { type ModalViewProps, useModalAction } from '@/store/ui';
import { PostalAddressFields } from './postal-address-fields';
import { ADDRESS_TYPES, addressSchema } from '@/shared/validation/account';

/** The payload of ADD_OR_UPDATE_ADDRESS: whose book, and the address to change (none: a new one). */
export interface AddressFormPayload {
  customerId: number;
  address?: Address;
  /** The type a new address starts with (checkout asks for a billing or a shipping one). */
  type?: Address['type'];
}

const schema = addressSchema.omit(['id', 'location']);

/**
 * PUT /users/{id} reports an address's problems as `address[0].<field>` (the form sends one address), and one
 * about the address book as a whole (too many addresses) as `address`, shown above the form.
 */
const SERVER_FIELDS = {
  address: 'root.server',
  'address[0].title': 'title',
  'address[0].type': 'type',
  'address[0].default': 'default',
  'address[0].address.street_address': 'address.street_address',
  'address[0].address.city': 'address.city',
  'address[0].address.state': 'address.state',
  'address[0].address.zip': 'address.zip',
  'address[0].address.country': 'address.country',
} as const;

/**
 * ADD_OR_UPDATE_ADDRESS: one address book entry, saved through PUT /users/{id} with address[] (CONTRACT §4:
 * with an id it changes that address, without one it adds). A saved location stays as it was.
 */
export default function AddressFormModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const payload = data as AddressFormPayload;
  const current = payload.address;
  const update = useUpdateUser();
  const form = useApiForm({
    schema,
    defaultValues: {
      title: current?.title ?? '',
      type: current?.type ?? payload.type ?? 'shipping',
      default: current?.default ?? false,
      address: {
        street_address: current?.address.street_address ?? '',
        city: current?.address.city ?? '',
        state: current?.address.state ?? '',
        zip: current?.address.zip ?? '',
        country: current?.address.country ?? '',
      },
    },
    fields: SERVER_FIELDS,
    // SPEC §8: a failed profile update toasts error-something-wrong, field errors or not.
    onFailure: () => void notify('error', t('error-something-wrong')),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await update.mutateAsync({
      id: payload.customerId,
      address: [{ ...(current ? { id: current.id } : {}), ...values, type: values.type as Address['type'] }],
    });
    void notify('success', t('profile-update-successful'));
    closeModal();
  });
  const [bookError, typeError] = [form.message('root.server'), form.message('type')];
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t(current ? 'text-edit-address' : 'text-add-address')}</h2>
      {bookError ? <Alert variant="error">{bookError}</Alert> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-gray-900">{t('text-address-type')}</legend>
        <div className="flex gap-6">
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-gray-900">
              <input type="radio" value={type} className="h-4 w-4 accent-accent" {...form.register('type')} />
              {t(type === 'billing' ? 'text-billing' : 'text-shipping')}
            </label>
          ))}
        </div>
        {typeError ? <p className="text-sm text-red-700">{typeError}</p> : null}
      </fieldset>
      <Input
        id="address-title"
        label={t('text-address-title')}
        hint={t('text-address-title-hint')}
        error={form.message('title')}
        {...form.register('title')}
      />
      <PostalAddressFields form={form} idPrefix="address" />
      <label className="flex items-center gap-2 text-sm text-gray-900">
        <input type="checkbox" className="h-4 w-4 accent-accent" {...form.register('default')} />
        {t('text-default-address')}
      </label>
      <div className="flex gap-3">
        <Button type="submit" loading={update.isPending}>
          {t(current ? 'text-update-address' : 'text-save-address')}
        </Button>
        <Button variant="ghost" onClick={closeModal} disabled={update.isPending}>
          {t('text-cancel')}
        </Button>
      </div>
    </form>
  );
}
