import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { Image } from '@/components/ui/image';
import { isRtl } from '@/config/locales';
import { useTranslation } from '@/lib/i18n/provider';
import type { ModalViewProps } from '@/store/ui';
import type { ReviewImagePayload } from './review-payload';

const arrowClass =
  'flex h-10 w-10 items-center justify-center rounded-full bg-white text-xl text-gray-900 shadow hover:bg-gray-100 disabled:opacity-40';

/**
 * REVIEW_IMAGE_POPOVER: a review's photos one at a time, large. Previous and next buttons, and the arrow keys
 * (in reading order: in right-to-left languages the right arrow goes back); the shared shell closes it on Escape.
 */
export default function ReviewImagePopover({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { locale = 'en' } = useRouter();
  const { photos, index: first, name } = data as ReviewImagePayload;
  const [index, setIndex] = useState(Math.min(Math.max(first, 0), photos.length - 1));
  const last = photos.length - 1;
  const go = (step: number) => setIndex((current) => Math.min(Math.max(current + step, 0), last));

  // Wherever focus is inside the dialog (its frame, a button), the arrow keys page through the photos.
  useEffect(() => {
    const rtl = isRtl(locale);
    const onKeyDown = (event: KeyboardEvent) => {
      const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      setIndex((current) => Math.min(Math.max(current + step, 0), last));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [locale, last]);

  const photo = photos[index];
  if (!photo) return null;
  const position = t('text-photo-of', { number: index + 1, total: photos.length });
  return (
    <div className="flex flex-col items-center gap-4 p-6 pt-14 sm:p-8 sm:pt-14">
      <figure className="flex w-full flex-col items-center gap-3">
        <span className="relative block aspect-square w-full max-w-xl overflow-hidden rounded-md bg-gray-100">
          <Image
            src={photo.original}
            alt={t('text-review-photo', { name, number: index + 1 })}
            fill
            sizes="(min-width: 768px) 576px, 90vw"
            className="object-contain"
          />
        </span>
        <figcaption className="text-sm text-gray-700" aria-live="polite">
          {position}
        </figcaption>
      </figure>
      {photos.length > 1 ? (
        <div className="flex items-center gap-4">
          <button
            type="button"
            className={arrowClass}
            onClick={() => go(-1)}
            disabled={index === 0}
            aria-label={t('text-previous-photo')}
          >
            <span aria-hidden="true" className="rtl:rotate-180">
              ‹
            </span>
          </button>
          <button
            type="button"
            className={arrowClass}
            onClick={() => go(1)}
            disabled={index === photos.length - 1}
            aria-label={t('text-next-photo')}
          >
            <span aria-hidden="true" className="rtl:rotate-180">
              ›
            </span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
