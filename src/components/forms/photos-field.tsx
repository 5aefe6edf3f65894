import { type ChangeEvent, useId, useState } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { Spinner } from '@/components/ui/spinner';
import { useUploadPictures } from '@/framework/rest/account';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';

/** The API's limits (POST /attachments), checked first so a shopper is not made to wait for a refusal. */
const MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The field's words, translated by the form that uses it. */
export interface PhotosFieldTexts {
  legend: string;
  hint: string;
  add: string;
  /** More files chosen than there is room for. */
  tooMany: string;
  /** A preview's alternative text, by its 1-based number. */
  photo: (number: number) => string;
  /** A preview's remove button, by its 1-based number. */
  remove: (number: number) => string;
}

interface PhotosFieldProps {
  value: Attachment[];
  onChange: (photos: Attachment[]) => void;
  /** At most this many photos. */
  max: number;
  texts: PhotosFieldTexts;
  /** Already translated message from the form (e.g. the API refused a photo). */
  error?: string;
}

/**
 * Up to `max` pictures (a review's, a refund request's): each is uploaded when chosen (POST /attachments) and shown
 * as a preview with a remove button; the form sends them by id.
 */
export function PhotosField({ value, onChange, max, texts, error }: PhotosFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadPictures();
  const [problem, setProblem] = useState<string | null>(null);
  const room = max - value.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file may be chosen again after an error.
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) return setProblem(texts.tooMany);
    if (files.some((file) => !PICTURE_TYPES.includes(file.type))) return setProblem(t('error-upload-not-image'));
    if (files.some((file) => file.size > MAX_BYTES)) return setProblem(t('error-upload-too-big'));
    setProblem(null);
    upload.mutate(files, {
      onSuccess: (stored) => onChange([...value, ...stored].slice(0, max)),
      onError: (failure) => {
        const key = failure.errors?.attachment?.[0];
        setProblem(key ? t(key) : translateError(failure, t));
      },
    });
  };

  const message = problem ?? error;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-gray-900">
        {texts.legend}
        <span className="ms-1 font-normal text-gray-600">{t('text-optional')}</span>
      </legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {value.map((photo, index) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <span className="relative block h-20 w-20 overflow-hidden rounded-md border border-gray-200 bg-gray-100">
                <Image
                  src={photo.thumbnail || photo.original}
                  alt={texts.photo(index + 1)}
                  fill
                  sizes="80px"
                  className="object-cover"
                />
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(value.filter((other) => other.id !== photo.id))}
                disabled={upload.isPending}
              >
                {texts.remove(index + 1)}
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
            {texts.add}
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
          {texts.hint}
        </p>
      )}
    </fieldset>
  );
}
