import { yupResolver } from '@hookform/resolvers/yup';
import { type FieldPath, useForm } from 'react-hook-form';
import type { InferType } from 'yup';
import { Input } from '@/components/forms/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUpdateUser } from '@/framework/rest/account';
import type { Address } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { type ModalViewProps, useModalAction } from '@/store/ui';
import { ADDRESS_TYPES, addressSchema } from '@/shared/validation/account';

/** The payload of ADD_OR_UPDATE_ADDRESS: whose book, and the address to change (none: a new one). */
export interface AddressFormPayload {
  customerId: number;
  address?: Address;
  /** The type a new address starts with (checkout asks for a billing or a shipping one). */
  type?: Address['type'];
}

const schema = addressSchema.omit(['id', 'location']);
type Values = InferType<typeof schema>;

const POSTAL_FIELDS = [
  ['street_address', 'text-street-address', 'street-address'],
  ['city', 'text-city', 'address-level2'],
  ['state', 'text-state', 'address-level1'],
  ['zip', 'text-zip', 'postal-code'],
  ['country', 'text-country', 'country-name'],
] as const;

/** PUT /users/{id} reports an address's problems as `address[0].<field>`; the form has one address. */
const localField = (wire: string) => wire.replace(/^address\[\d+\]\./, '');

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
  const form = useForm<Values>({
    resolver: yupResolver(schema),
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
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      {
        id: payload.customerId,
        address: [{ ...(current ? { id: current.id } : {}), ...values, type: values.type as Address['type'] }],
      },
      {
        onSuccess: () => {
          void notify('success', t('profile-update-successful'));
          closeModal();
        },
        onError: (error) => {
          let placed = false;
          for (const [wire, keys] of Object.entries(error.errors ?? {})) {
            const field = localField(wire);
            if (field === 'address' || field === wire) continue;
            form.setError(field as FieldPath<Values>, { type: 'server', message: keys[0] }, { shouldFocus: !placed });
            placed = true;
          }
          const general = error.errors?.address?.[0];
          if (general) form.setError('root.server', { type: 'server', message: general });
          void notify('error', t('error-something-wrong'));
        },
      },
    ),
  );

  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t(current ? 'text-edit-address' : 'text-add-address')}</h2>
      {errors.root?.server?.message ? <Alert variant="error">{t(errors.root.server.message)}</Alert> : null}
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
        {errors.type?.message ? <p className="text-sm text-red-700">{t(errors.type.message)}</p> : null}
      </fieldset>
      <Input
        id="address-title"
        label={t('text-address-title')}
        hint={t('text-address-title-hint')}
        error={message(errors.title?.message)}
        {...form.register('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {POSTAL_FIELDS.map(([field, label, autoComplete]) => (
          <div key={field} className={field === 'street_address' ? 'sm:col-span-2' : undefined}>
            <Input
              id={`address-${field}`}
              label={t(label)}
              autoComplete={autoComplete}
              error={message(errors.address?.[field]?.message)}
              {...form.register(`address.${field}`)}
            />
          </div>
        ))}
      </div>
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
