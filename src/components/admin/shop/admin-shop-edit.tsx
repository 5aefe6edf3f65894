import { type ChangeEvent, type InputHTMLAttributes, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import {
  type BackOfficeShopDetail,
  useBackOfficeShop,
  useSetShopActive,
  useUpdateShop,
  useUploadShopPicture,
} from '@/framework/rest/back-office-shops';
import { useTranslation } from '@/lib/i18n/provider';
import { type EditShopInput, editShopSchema } from '@/shared/validation/back-office-shops';
import { AdminLoading, AdminMessage } from '../admin-kit';

const control = 'rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900';

/** Where the API puts PUT /admin/shops/{id} field errors: the same names as the form's fields. */
const FIELDS = [
  'name',
  'description',
  'logo',
  'cover_image',
  'address.street_address',
  'address.city',
  'address.state',
  'address.zip',
  'address.country',
] as const;

type Picture = NonNullable<EditShopInput['logo']>;

function TextField({
  id,
  label,
  error,
  multiline,
  ...input
}: { id: string; label: string; error?: string; multiline?: boolean } & InputHTMLAttributes<
  HTMLInputElement & HTMLTextAreaElement
>) {
  const errorId = error ? `${id}-error` : undefined;
  const props = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': errorId, className: control };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...props} {...input} /> : <input type="text" {...props} {...input} />}
      {error ? (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A logo or cover picture: the current one, a new upload (POST /attachments), or none. */
function PictureField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: Picture | null;
  error?: string;
  onChange: (next: Picture | null) => void;
}) {
  const { t } = useTranslation('admin');
  const upload = useUploadShopPicture();
  const [failure, setFailure] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFailure(null);
    upload.mutate(file, { onSuccess: (stored) => onChange(stored), onError: (e) => setFailure(e.message) });
  };
  const message = error ?? failure ?? undefined;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-gray-800">{label}</legend>
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of our own media, no resizing needed
        <img src={value.thumbnail as string} alt={label} className="h-20 w-20 rounded border object-cover" />
      ) : (
        <p className="text-sm text-gray-700">{t('text-no-picture')}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-sm text-gray-800">
          {t('label-upload-picture')}
          <input
            id={id}
            type="file"
            accept="image/*"
            className="ms-2 text-sm"
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={choose}
          />
        </label>
        {value ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            {t('button-remove-shop-picture', { picture: label })}
          </Button>
        ) : null}
      </div>
      {upload.isPending ? <p className="text-sm text-gray-700">{t('text-uploading')}</p> : null}
      {message ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

function ShopForm({ shop }: { shop: BackOfficeShopDetail }) {
  const { t } = useTranslation('admin');
  const update = useUpdateShop(shop.id);
  const [saved, setSaved] = useState(false);
  const form = useApiForm<EditShopInput>({
    schema: editShopSchema,
    defaultValues: {
      name: shop.name,
      description: shop.description ?? '',
      logo: shop.logo ?? null,
      cover_image: shop.cover_image ?? null,
      address: shop.address,
    },
    fields: FIELDS,
  });
  const [logo, cover] = useWatch({ control: form.control, name: ['logo', 'cover_image'] });
  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    await update.mutateAsync(values);
    setSaved(true);
  });
  const field = (name: (typeof FIELDS)[number], label: string, multiline = false) => (
    <TextField
      id={`shop-${name.replace('.', '-')}`}
      label={label}
      multiline={multiline}
      error={form.message(name)}
      {...form.register(name)}
    />
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-gray-900">{t('text-shop-details')}</h2>
      {field('name', t('label-shop-name'))}
      {field('description', t('label-description'), true)}
      <PictureField
        id="shop-logo"
        label={t('label-logo')}
        value={logo ?? null}
        error={form.message('logo')}
        onChange={(next) => form.setValue('logo', next, { shouldDirty: true })}
      />
      <PictureField
        id="shop-cover"
        label={t('label-cover-image')}
        value={cover ?? null}
        error={form.message('cover_image')}
        onChange={(next) => form.setValue('cover_image', next, { shouldDirty: true })}
      />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-gray-800">{t('label-address')}</legend>
        {field('address.street_address', t('label-street-address'))}
        {field('address.city', t('label-city'))}
        {field('address.state', t('label-state'))}
        {field('address.zip', t('label-zip'))}
        {field('address.country', t('label-country'))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={update.isPending}>
          {t('button-save-shop')}
        </Button>
        <p role="status" className="text-sm text-gray-800">
          {saved ? t('text-shop-saved') : null}
        </p>
      </div>
    </form>
  );
}

/** The operator's switch: approve a shop (its products back on the storefront) or deactivate it. */
function ShopStatus({ shop }: { shop: BackOfficeShopDetail }) {
  const { t } = useTranslation('admin');
  const setActive = useSetShopActive(shop.id);
  const [message, setMessage] = useState<string | null>(null);
  const toggle = () => {
    setMessage(null);
    setActive.mutate(!shop.is_active, {
      onSuccess: (next) => setMessage(next.is_active ? t('text-shop-approved') : t('text-shop-deactivated')),
      onError: (error) => setMessage(error.message),
    });
  };
  return (
    <section
      aria-labelledby="shop-status"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5"
    >
      <h2 id="shop-status" className="text-lg font-semibold text-gray-900">
        {t('text-shop-status')}
      </h2>
      <p className="text-sm text-gray-800">
        {shop.is_active ? t('text-shop-active-help') : t('text-shop-inactive-help')}
      </p>
      {shop.can_activate ? (
        <div>
          <Button variant={shop.is_active ? 'danger' : 'primary'} loading={setActive.isPending} onClick={toggle}>
            {shop.is_active ? t('button-deactivate-shop') : t('button-approve-shop')}
          </Button>
        </div>
      ) : null}
      <p role="status" className="text-sm text-gray-800">
        {message}
      </p>
    </section>
  );
}

/** /admin/shops/{id}: the shop's public face (owners, the operator) and its status (the operator). */
export function AdminShopEdit({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const { data: shop, error, isLoading } = useBackOfficeShop(id);
  return (
    <div className="flex flex-col gap-4">
      <Link href="/admin/shops" className="text-sm text-gray-700 underline underline-offset-4">
        {t('text-back-to-shops')}
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">{shop ? shop.name : t('text-shop')}</h1>
      {isLoading ? <AdminLoading /> : null}
      {error ? <AdminMessage title={error.status === 404 ? t('text-shop-not-found') : error.message} /> : null}
      {shop ? (
        <>
          <ShopStatus shop={shop} />
          {shop.can_edit ? (
            <ShopForm key={`${shop.id}`} shop={shop} />
          ) : (
            <AdminMessage title={t('text-shop-read-only')} />
          )}
          {shop.is_active ? (
            <Link href={`/shops/${shop.slug}`} className="text-sm text-gray-700 underline underline-offset-4">
              {t('text-view-on-shop')}
            </Link>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
