import { type ChangeEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUploadProductPictures } from '@/framework/rest/back-office-products';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';

/**
 * A product's pictures: the first is the main picture, the others its gallery. New ones go through the shop's
 * upload (POST /attachments: checked, re-encoded, stored in the media store); the product keeps their ids.
 */
export function ProductPictures({
  pictures,
  onChange,
  error,
}: {
  pictures: Attachment[];
  onChange: (next: Attachment[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const { t: shopText } = useTranslation();
  const upload = useUploadProductPictures();
  const [failure, setFailure] = useState<string | null>(null);
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setFailure(null);
    upload.mutate(files, {
      onSuccess: (stored) => onChange([...pictures, ...stored]),
      // The upload's reasons are the shop's texts (error-upload-too-big …), as the review form shows them.
      onError: (e) => setFailure(shopText(e.errors?.attachment?.[0] ?? '', { defaultValue: e.message }) || e.message),
    });
  };
  const message = error ?? failure;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={message ? 'pictures-error' : undefined}>
      <legend className="text-sm font-semibold text-gray-900">{t('label-pictures')}</legend>
      <p className="text-sm text-gray-600">{t('text-pictures-help')}</p>
      {pictures.length === 0 ? <p className="text-sm text-gray-700">{t('text-no-pictures')}</p> : null}
      <ul className="flex flex-wrap gap-3">
        {pictures.map((picture, index) => (
          <li key={picture.id} className="flex flex-col items-center gap-1">
            {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the media store, already small */}
            <img
              src={picture.thumbnail}
              alt={t(index === 0 ? 'text-main-picture' : 'text-picture-number', { number: index + 1 })}
              width={96}
              height={96}
              className="h-24 w-24 rounded border border-gray-200 object-cover"
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t('button-remove-picture', { number: index + 1 })}
              onClick={() => onChange(pictures.filter((p) => p.id !== picture.id))}
            >
              {t('button-remove')}
            </Button>
          </li>
        ))}
      </ul>
      <label className="w-fit cursor-pointer rounded-md border border-gray-400 px-3 py-2 text-sm font-semibold text-gray-900 focus-within:outline-2 focus-within:outline-emerald-800">
        {upload.isPending ? t('text-uploading') : t('button-upload-pictures')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          className="sr-only"
          disabled={upload.isPending}
          onChange={add}
        />
      </label>
      {message ? (
        <p id="pictures-error" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
