import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';
import { Field, Input, Textarea } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { type Choice, useProductChoices } from '@/framework/rest/back-office-products';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { EDITABLE_PRODUCT_STATUSES, PRODUCT_LIMITS } from '@/shared/validation/back-office-products';
import { ProductPictures } from './product-pictures';

/** The values the form edits; price, sale price and stock only for a simple product. */
export interface ProductFormValues {
  name: string;
  description: string;
  price?: number | null;
  sale_price?: number | null;
  quantity?: number | null;
  status: 'publish' | 'draft';
  category_ids: number[];
  tag_ids: number[];
  image_id: number | null;
  gallery_ids: number[];
  shop_id?: number;
  type_id?: number;
}

const API_FIELDS = {
  name: 'name',
  description: 'description',
  price: 'price',
  sale_price: 'sale_price',
  quantity: 'quantity',
  status: 'status',
  category_ids: 'category_ids',
  tag_ids: 'tag_ids',
  shop_id: 'shop_id',
  type_id: 'type_id',
  image_id: 'root.pictures',
  gallery_ids: 'root.pictures',
} as const;

const select = 'block h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900';
/** An empty number input means "not given"; the schema says whether that is allowed. */
const amount = (empty: null | undefined) => (value: unknown) =>
  value === '' || value === null || value === undefined ? empty : Number(value);

function MultiSelect({
  id,
  label,
  choices,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  choices: Choice[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Field id={id} label={label} error={error} hint={t('text-multi-select-help')} optional>
      {(describedBy) => (
        <select
          id={id}
          multiple
          size={6}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${select} h-auto py-1`}
          value={value.map(String)}
          onChange={(e) => onChange([...e.target.selectedOptions].map((o) => Number(o.value)))}
        >
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The product form of the back office, for a new simple product or an existing one (a variable product without
 * price and stock, which belong to its variation options). Checked by the shared schema before sending; the
 * API's field errors (a sale price above the price …) land on their fields.
 */
export function AdminProductForm({
  schema,
  defaults,
  pictures: initialPictures,
  simple,
  typeId,
  shops,
  submitLabel,
  busy,
  onSubmit,
}: {
  schema: ObjectSchema<AnyObject>;
  defaults: ProductFormValues;
  pictures: Attachment[];
  simple: boolean;
  /** The product's type (its categories are offered); undefined for a new product, which picks one. */
  typeId?: number;
  /** For a new product: the shops it may go to. */
  shops?: Choice[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('admin');
  const { data: choices } = useProductChoices(i18n.language);
  const [pictures, setPictures] = useState(initialPictures);
  const form = useApiForm<ProductFormValues>({
    schema: schema as unknown as ObjectSchema<ProductFormValues>,
    defaultValues: defaults,
    fields: API_FIELDS,
  });
  const chosenType = form.watch('type_id') ?? typeId;
  const categories = (choices?.categories ?? []).filter((c) => !chosenType || c.type_id === chosenType);
  const submit = form.handleSubmit((values) =>
    onSubmit({ ...values, image_id: pictures[0]?.id ?? null, gallery_ids: pictures.slice(1).map((p) => p.id) }),
  );
  const creating = Boolean(shops);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 rounded-lg border border-gray-200 bg-white p-5">
      {creating ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="product-shop" label={t('label-shop')} error={form.message('shop_id')}>
            {(describedBy) => (
              <select
                id="product-shop"
                className={select}
                aria-describedby={describedBy}
                {...form.register('shop_id', { setValueAs: amount(undefined) })}
              >
                {shops!.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="product-type" label={t('label-type')} error={form.message('type_id')}>
            {(describedBy) => (
              <select
                id="product-type"
                className={select}
                aria-describedby={describedBy}
                {...form.register('type_id', { setValueAs: amount(undefined) })}
              >
                <option value="">{t('text-choose')}</option>
                {(choices?.types ?? []).map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
      <Input
        id="product-name"
        label={t('label-name')}
        maxLength={PRODUCT_LIMITS.maxName}
        error={form.message('name')}
        {...form.register('name')}
      />
      <Textarea
        id="product-description"
        label={t('label-description')}
        optional
        rows={5}
        error={form.message('description')}
        {...form.register('description')}
      />
      {simple ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            id="product-price"
            label={t('label-price')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            dir="ltr"
            error={form.message('price')}
            {...form.register('price', { setValueAs: amount(undefined) })}
          />
          <Input
            id="product-sale-price"
            label={t('label-sale-price')}
            hint={t('text-sale-price-help')}
            optional
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            dir="ltr"
            error={form.message('sale_price')}
            {...form.register('sale_price', { setValueAs: amount(null) })}
          />
          <Input
            id="product-quantity"
            label={t('label-stock')}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            dir="ltr"
            error={form.message('quantity')}
            {...form.register('quantity', { setValueAs: amount(undefined) })}
          />
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-gray-900">{t('label-status')}</legend>
        <div className="flex flex-wrap gap-4">
          {EDITABLE_PRODUCT_STATUSES.map((status) => (
            <label key={status} className="flex items-center gap-2 text-sm text-gray-900">
              <input type="radio" value={status} className="h-4 w-4" {...form.register('status')} />
              {t(`status-${status}`)}
            </label>
          ))}
        </div>
        {form.message('status') ? <p className="text-sm text-red-700">{form.message('status')}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="category_ids"
          render={({ field }) => (
            <MultiSelect
              id="product-categories"
              label={t('label-categories')}
              choices={categories}
              value={field.value}
              onChange={field.onChange}
              error={form.message('category_ids')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="tag_ids"
          render={({ field }) => (
            <MultiSelect
              id="product-tags"
              label={t('label-tags')}
              choices={choices?.tags ?? []}
              value={field.value}
              onChange={field.onChange}
              error={form.message('tag_ids')}
            />
          )}
        />
      </div>
      <ProductPictures pictures={pictures} onChange={setPictures} error={form.message('root.pictures')} />
      <div>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
