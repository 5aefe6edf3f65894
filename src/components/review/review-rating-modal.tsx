import { Controller } from 'react-hook-form';
import { Textarea } from '@/components/forms/field';
import { PhotosField } from '@/components/forms/photos-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { LoadingState } from '@/components/ui/states';
import { useCreateReview, useReview, useUpdateReview } from '@/framework/rest/review-edit';
import type { Attachment, Review } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { REVIEW_LIMITS, reviewFieldsSchema } from '@/shared/validation/review';
import { type ModalViewProps, useModalAction } from '@/store/ui';
import type { ReviewRatingPayload } from './review-payload';
import { StarRatingInput } from './star-rating-input';

interface ReviewValues {
  rating: number;
  comment: string;
  photos: Attachment[];
}

const FIELDS = ['rating', 'comment', 'photos'] as const;

/** Refusals the API tells by status: a second review of the line, or reviews closed / not the author's. */
const STATUS_KEYS: Record<number, string> = { 409: 'error-review-exists', 403: 'error-review-forbidden' };

/**
 * REVIEW_RATING: stars, words and up to REVIEW_LIMITS.maxPhotos photos for one line of a completed (or refunded)
 * order. With the shopper's earlier review of that line it is changed (PUT), else a new one is written (POST).
 */
export default function ReviewRatingModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const payload = data as ReviewRatingPayload;
  // Changing a review starts from what it says now (GET /reviews/{id}); the copy the button found is the fallback.
  const { review: current, isLoading } = useReview(payload.review?.id);
  if (isLoading) {
    return (
      <div className="p-6 sm:p-8">
        <LoadingState label={t('text-loading')} />
      </div>
    );
  }
  return <ReviewRatingForm payload={payload} existing={current ?? payload.review ?? null} />;
}

function ReviewRatingForm({ payload, existing }: { payload: ReviewRatingPayload; existing: Review | null }) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const create = useCreateReview();
  const update = useUpdateReview();
  const { control, register, handleSubmit, message } = useApiForm<ReviewValues>({
    schema: reviewFieldsSchema as never,
    defaultValues: {
      rating: existing?.rating ?? 0,
      comment: existing?.comment ?? '',
      photos: (existing?.photos ?? []) as Attachment[],
    },
    fields: FIELDS,
    onFailure: ({ error, text, placed }) => {
      if (placed) return;
      // The line itself refused (not in the order, order not completed: translation keys), or a known state.
      const lineKey = ['order_id', 'product_id', 'shop_id'].map((field) => error.errors?.[field]?.[0]).find(Boolean);
      const stateKey = STATUS_KEYS[error.status ?? 0];
      void notify('error', lineKey ? t(lineKey) : stateKey ? t(stateKey) : text);
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const photos = values.photos.map(({ id, original, thumbnail }) => ({ id, original, thumbnail }));
    if (existing) {
      await update.mutateAsync({ id: existing.id, rating: values.rating, comment: values.comment, photos });
    } else {
      await create.mutateAsync({
        product_id: payload.product.id,
        shop_id: payload.product.shop_id,
        order_id: payload.order_id,
        variation_option_id: payload.variation_option_id ?? null,
        rating: values.rating,
        comment: values.comment,
        photos,
      });
    }
    void notify('success', t(existing ? 'text-review-updated' : 'text-review-submitted'));
    closeModal();
  });

  const title = t(existing ? 'text-update-review' : 'text-write-review');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 p-6 sm:p-8" aria-labelledby="review-title">
      <div className="flex items-center gap-4 pe-10">
        {payload.product.image ? (
          <span className="relative block h-16 w-16 shrink-0 overflow-hidden rounded-md bg-gray-100">
            <Image src={payload.product.image.thumbnail} alt="" fill sizes="64px" className="object-cover" />
          </span>
        ) : null}
        <div>
          <h2 id="review-title" className="text-xl font-semibold text-gray-900">
            {title}
          </h2>
          <p className="text-sm text-gray-700">{payload.product.name}</p>
        </div>
      </div>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            label={t('text-your-rating')}
            value={field.value}
            onChange={field.onChange}
            error={message('rating')}
          />
        )}
      />
      <Textarea
        id="review-comment"
        label={t('text-your-review')}
        rows={5}
        maxLength={REVIEW_LIMITS.maxCommentLength}
        error={message('comment')}
        {...register('comment')}
      />
      <Controller
        control={control}
        name="photos"
        render={({ field }) => (
          <PhotosField
            value={field.value}
            onChange={field.onChange}
            max={REVIEW_LIMITS.maxPhotos}
            texts={{
              legend: t('text-review-photos'),
              hint: t('text-review-photos-hint', { max: REVIEW_LIMITS.maxPhotos }),
              add: t('text-add-photos'),
              tooMany: t('error-review-photos-too-many'),
              photo: (number) => t('text-photo-number', { number }),
              remove: (number) => t('text-remove-photo', { number }),
            }}
            error={message('photos')}
          />
        )}
      />
      <div>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {title}
        </Button>
      </div>
    </form>
  );
}
