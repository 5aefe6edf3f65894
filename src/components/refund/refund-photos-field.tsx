import { type ChangeEvent, useId, useState } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { Spinner } from '@/components/ui/spinner';
import { useUploadPictures } from '@/framework/rest/account';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { MAX_REFUND_IMAGES } from '@/shared/validation/refund';

/** The API's limits (POST /attachments), checked first so a shopper is not made to wait for a refusal. */
const MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

interface RefundPhotosFieldProps {
  value: Attachment[];
  onChange: (photos: Attachment[]) => void;
  /** Already translated message from the form (the API's). */
  error?: string;
}

/** Photos of the problem: uploaded at once through POST /attachments, sent with the request by id. */
export function RefundPhotosField({ value, onChange, error }: RefundPhotosFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadPictures();
  const [problem, setProblem] = useState<string | null>(null);
  const room = MAX_REFUND_IMAGES - value.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(room, 0));
    event.target.value = '';
    if (files.length === 0) return;
    if (files.some((f) => !PICTURE_TYPES.includes(f.type))) return setProblem(t('error-upload-not-image'));
    if (files.some((f) => f.size > MAX_BYTES)) return setProblem(t('error-upload-too-big'));
    setProblem(null);
    upload.mutate(files, {
      onSuccess: (stored) => onChange([...value, ...stored].slice(0, MAX_REFUND_IMAGES)),
      onError: (failure) => {
        const key = failure.errors?.attachment?.[0];
        setProblem(key ? t(key) : translateError(failure, t));
      },
    });
  };

  const shown = problem ?? error;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-gray-900">
        {t('text-refund-photos')}
        <span className="ms-1 font-normal text-gray-600">{t('text-optional')}</span>
      </legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {value.map((photo, index) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <span className="relative block h-20 w-20 overflow-hidden rounded-md border border-gray-200 bg-gray-100">
                <Image
                  src={photo.thumbnail || photo.original}
                  alt={t('text-refund-photo-number', { number: index + 1 })}
                  fill
                  sizes="80px"
                  className="object-cover"
                />
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(value.filter((p) => p.id !== photo.id))}
                aria-label={t('text-refund-photo-remove', { number: index + 1 })}
              >
                {t('text-refund-photo-remove-short')}
              </Button>
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
            {t('text-refund-add-photos')}
            <input
              id={inputId}
              type="file"
              multiple
              accept={PICTURE_TYPES.join(',')}
              className="sr-only"
              onChange={onFiles}
              disabled={upload.isPending}
              aria-describedby={shown ? `${inputId}-error` : `${inputId}-hint`}
            />
          </label>
        ) : null}
        {upload.isPending ? <Spinner className="h-5 w-5 text-accent" label={t('text-uploading')} /> : null}
      </div>
      {shown ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-sm text-gray-600">
          {t('text-refund-photos-hint', { max: MAX_REFUND_IMAGES })}
        </p>
      )}
    </fieldset>
  );
}
