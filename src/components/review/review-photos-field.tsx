import { type ChangeEvent, useId, useState } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { Image } from '@/components/ui/image';
import { Spinner } from '@/components/ui/spinner';
import { useUploadPictures } from '@/framework/rest/account';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { REVIEW_LIMITS } from '@/shared/validation/review';

/** The API's limits (POST /attachments), checked first so a shopper is not made to wait for a refusal. */
const MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

interface ReviewPhotosFieldProps {
  value: Attachment[];
  onChange: (photos: Attachment[]) => void;
  /** Already translated message from the form (e.g. the API refused a photo). */
  error?: string;
}

/**
 * Up to REVIEW_LIMITS.maxPhotos pictures for a review: each is uploaded when chosen (POST /attachments) and shown
 * as a preview with a remove button; the review keeps them when it is sent.
 */
export function ReviewPhotosField({ value, onChange, error }: ReviewPhotosFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadPictures();
  const [problem, setProblem] = useState<string | null>(null);
  const room = REVIEW_LIMITS.maxPhotos - value.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file may be chosen again after an error.
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) return setProblem(t('error-review-photos-too-many'));
    if (files.some((file) => !PICTURE_TYPES.includes(file.type))) return setProblem(t('error-upload-not-image'));
    if (files.some((file) => file.size > MAX_BYTES)) return setProblem(t('error-upload-too-big'));
    setProblem(null);
    upload.mutate(files, {
      onSuccess: (stored) => onChange([...value, ...stored].slice(0, REVIEW_LIMITS.maxPhotos)),
      onError: (failure) => {
        const key = failure.errors?.attachment?.[0];
        setProblem(key ? t(key) : translateError(failure, t));
      },
    });
  };

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-gray-900" id={`${inputId}-label`}>
        {t('text-review-photos')}
        <span className="ms-1 font-normal text-gray-600">{t('text-optional')}</span>
      </p>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-labelledby={`${inputId}-label`}>
          {value.map((photo, index) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <span className="relative block h-20 w-20 overflow-hidden rounded-md bg-gray-100">
                <Image
                  src={photo.thumbnail || photo.original}
                  alt={t('text-photo-number', { number: index + 1 })}
                  fill
                  sizes="80px"
                  className="object-cover"
                />
              </span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other.id !== photo.id))}
                className="text-xs font-semibold text-red-700 underline underline-offset-2"
                disabled={upload.isPending}
              >
                {t('text-remove-photo', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-3">
        {room > 0 ? (
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 focus-within:outline-2 focus-within:outline-accent hover:border-accent hover:text-accent"
          >
            {t('text-add-photos')}
            <input
              id={inputId}
              type="file"
              multiple
              accept={PICTURE_TYPES.join(',')}
              className="sr-only"
              onChange={onFiles}
              disabled={upload.isPending}
              aria-describedby={message ? `${inputId}-error` : `${inputId}-hint`}
            />
          </label>
        ) : null}
        {upload.isPending ? <Spinner className="h-5 w-5 text-accent" label={t('text-uploading')} /> : null}
      </div>
      {message ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-sm text-gray-600">
          {t('text-review-photos-hint', { max: REVIEW_LIMITS.maxPhotos })}
        </p>
      )}
    </div>
  );
}
