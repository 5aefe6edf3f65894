import { useState } from 'react';
import { array, mixed, type ObjectSchema } from 'yup';
import { Field, Input, Textarea } from '@/components/forms/field';
import { PhotosField } from '@/components/forms/photos-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useCreateRefund, useRefundReasons } from '@/framework/rest/refund';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { createRefundSchema, MAX_REFUND_IMAGES } from '@/shared/validation/refund';
import { type ModalViewProps, useModalAction } from '@/store/ui';

/** The payload of REFUND_REQUEST. */
export interface RefundRequestPayload {
  orderId: number;
  trackingNumber: string;
}

interface RefundFormValues {
  order_id: number;
  title: string;
  description: string;
  refund_reason_id: number;
  images: Attachment[];
}

/** The API's field names → where the form shows them; a photo's own errors (images[0].original …) go to Photos. */
const FIELDS: Record<string, 'title' | 'description' | 'refund_reason_id' | 'images' | 'root.order'> = {
  title: 'title',
  description: 'description',
  refund_reason_id: 'refund_reason_id',
  images: 'images',
  order_id: 'root.order',
  ...Object.fromEntries(
    Array.from({ length: MAX_REFUND_IMAGES }, (_, i) =>
      ['id', 'original', 'thumbnail'].map((key) => [`images[${i}].${key}`, 'images' as const]),
    ).flat(),
  ),
};

/**
 * The shared schema, but photos are the provider's own upload answers: only how many is checked here (the API
 * checks that they are its uploads).
 */
const formSchema = createRefundSchema.shape({
  images: array(mixed<Attachment>().required()).max(MAX_REFUND_IMAGES, 'error-refund-images-max').default([]),
}) as unknown as ObjectSchema<RefundFormValues>;

const selectClass =
  'block h-11 w-full rounded-md border bg-white px-3 text-sm text-gray-900 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent';

/**
 * REFUND_REQUEST: why (a reason of GET /refund-reasons), a title, what happened and photos, sent with POST
 * /refunds. Field errors (the shared schema's, then the API's) show under their fields; the rest above them.
 */
export default function RefundRequestModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const { orderId, trackingNumber } = data as RefundRequestPayload;
  const { reasons, isLoading: reasonsLoading } = useRefundReasons();
  const create = useCreateRefund();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, message, watch, setValue } = useApiForm<RefundFormValues>({
    schema: formSchema,
    defaultValues: {
      order_id: orderId,
      title: '',
      description: '',
      refund_reason_id: undefined as unknown as number,
      images: [],
    },
    fields: FIELDS,
    // Field errors go under their fields (order_id's above them); any other failure is shown above the fields.
    onFailure: ({ text, placed }) => setFailure(placed ? null : text),
  });
  const images = watch('images');
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    await create.mutateAsync({
      order_id: values.order_id,
      title: values.title,
      description: values.description,
      refund_reason_id: values.refund_reason_id,
      images: values.images.map((image) => ({ id: image.id, original: image.original, thumbnail: image.thumbnail })),
    });
    void notify('success', t('text-refund-requested'));
    closeModal();
  });
  const rootError = message('root.order') ?? failure;

  return (
    <form noValidate onSubmit={onSubmit} className="flex w-full max-w-lg flex-col gap-5 p-6 sm:p-8">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold text-gray-900">{t('text-refund-request')}</h2>
        <p className="text-sm text-gray-600">{t('text-refund-request-intro', { number: trackingNumber })}</p>
      </div>
      {rootError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {rootError}
        </p>
      ) : null}
      <Field id="refund-reason" label={t('text-refund-reason')} error={message('refund_reason_id')}>
        {(describedBy) => (
          <select
            id="refund-reason"
            aria-required
            aria-invalid={message('refund_reason_id') ? true : undefined}
            aria-describedby={describedBy}
            disabled={reasonsLoading}
            className={`${selectClass} ${message('refund_reason_id') ? 'border-red-700' : 'border-gray-300'}`}
            {...register('refund_reason_id', {
              setValueAs: (value: string) => (value === '' || value === undefined ? undefined : Number(value)),
            })}
          >
            <option value="">{t('text-refund-reason-choose')}</option>
            {reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Input
        id="refund-title"
        label={t('text-refund-title')}
        error={message('title')}
        maxLength={150}
        {...register('title')}
      />
      <Textarea
        id="refund-description"
        label={t('text-refund-description')}
        rows={4}
        error={message('description')}
        {...register('description')}
      />
      <PhotosField
        value={images}
        onChange={(photos) => setValue('images', photos, { shouldDirty: true })}
        max={MAX_REFUND_IMAGES}
        texts={{
          legend: t('text-refund-photos'),
          hint: t('text-refund-photos-hint', { max: MAX_REFUND_IMAGES }),
          add: t('text-refund-add-photos'),
          tooMany: t('error-refund-images-max'),
          photo: (number) => t('text-refund-photo-number', { number }),
          remove: (number) => t('text-refund-photo-remove', { number }),
        }}
        error={message('images')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={create.isPending}>
          {t('text-refund-submit')}
        </Button>
        <Button variant="ghost" onClick={closeModal} disabled={create.isPending}>
          {t('text-cancel')}
        </Button>
      </div>
    </form>
  );
}
