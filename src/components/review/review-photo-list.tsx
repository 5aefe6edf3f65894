import { Image } from '@/components/ui/image';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import type { ReviewImagePayload } from './review-payload';

/** A review's photos as thumbnails; each opens REVIEW_IMAGE_POPOVER at that photo. */
export function ReviewPhotoList({ photos, name }: { photos: Attachment[]; name: string }) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id ?? index}>
          <button
            type="button"
            onClick={() => openModal('REVIEW_IMAGE_POPOVER', { photos, index, name } satisfies ReviewImagePayload)}
            className="relative block h-16 w-16 overflow-hidden rounded-md bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            aria-haspopup="dialog"
          >
            <Image
              src={photo.thumbnail}
              alt={t('text-review-photo', { name, number: index + 1 })}
              fill
              sizes="64px"
              className="object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
