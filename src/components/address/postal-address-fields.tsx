import type { FieldValues, Path } from 'react-hook-form';
import { Input } from '@/components/forms/field';
import type { ApiForm } from '@/components/forms/use-api-form';
import { useTranslation } from '@/lib/i18n/provider';

/** The parts of a postal address (CONTRACT §4 Address `address`): label key and browser autofill name. */
export const POSTAL_FIELDS = [
  ['street_address', 'text-street-address', 'street-address'],
  ['city', 'text-city', 'address-level2'],
  ['state', 'text-state', 'address-level1'],
  ['zip', 'text-zip', 'postal-code'],
  ['country', 'text-country', 'country-name'],
] as const;

/**
 * The five postal fields of a form whose values hold them under `address` (the address book's form and the
 * guest checkout's); `idPrefix` keeps the controls' ids apart when two forms could be on one page.
 */
export function PostalAddressFields<T extends FieldValues>({ form, idPrefix }: { form: ApiForm<T>; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {POSTAL_FIELDS.map(([field, label, autoComplete]) => {
        const name = `address.${field}` as Path<T>;
        return (
          <div key={field} className={field === 'street_address' ? 'sm:col-span-2' : undefined}>
            <Input
              id={`${idPrefix}-${field}`}
              label={t(label)}
              autoComplete={autoComplete}
              error={form.message(name)}
              {...form.register(name)}
            />
          </div>
        );
      })}
    </div>
  );
}
