import { Image } from '@/components/ui/image';
import { type ChangeEvent, useId, useState } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUploadPictures } from '@/framework/rest/account';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';

/** The API's limits (POST /attachments), checked first so a shopper is not made to wait for a refusal. */
const MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

interface AvatarFieldProps {
  name: string;
  value: Attachment | null;
  onChange: (avatar: Attachment | null) => void;
}

/** The profile picture: shows the current one, uploads a new one at once (kept when the profile is saved). */
export function AvatarField({ name, value, onChange }: AvatarFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadPictures();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after an error.
    event.target.value = '';
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return setProblem(t('error-upload-not-image'));
    if (file.size > MAX_BYTES) return setProblem(t('error-upload-too-big'));
    setProblem(null);
    upload.mutate([file], {
      onSuccess: ([stored]) => {
        if (stored) onChange(stored);
      },
      onError: (error) => {
        const key = error.errors?.attachment?.[0];
        setProblem(key ? t(key) : translateError(error, t));
      },
    });
  };

  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="flex items-center gap-5">
      <div className="relative flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gray-100 text-3xl font-semibold text-gray-600">
        {value ? (
          <Image
            src={value.thumbnail || value.original}
            alt={t('text-profile-picture')}
            fill
            sizes="96px"
            className="object-cover"
          />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
        {upload.isPending ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70 text-accent">
            <Spinner className="h-6 w-6" label={t('text-uploading')} />
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 focus-within:outline-2 focus-within:outline-accent hover:border-accent hover:text-accent"
          >
            {value ? t('text-change-picture') : t('text-upload-picture')}
            <input
              id={inputId}
              type="file"
              accept={PICTURE_TYPES.join(',')}
              className="sr-only"
              onChange={onFile}
              disabled={upload.isPending}
              aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
            />
          </label>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={upload.isPending}>
              {t('text-remove-picture')}
            </Button>
          ) : null}
        </div>
        {problem ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-sm text-gray-600">
            {t('text-picture-hint')}
          </p>
        )}
      </div>
    </div>
  );
}
