import { Image } from '@/components/ui/image';
import { useState } from 'react';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';

interface ProductGalleryProps {
  images: Attachment[];
  /** The product's name: the pictures' alternative text. */
  name: string;
  /** The page's main picture is the largest above-the-fold image (LCP): load it first. */
  priority?: boolean;
  /** Width the main picture takes in the layout, for `sizes`. */
  sizes?: string;
  compact?: boolean;
}

/** The product's pictures, without repeats: the main one first. */
export function productImages(...lists: (Attachment | null | undefined | Attachment[])[]): Attachment[] {
  const seen = new Set<string>();
  const out: Attachment[] = [];
  for (const item of lists.flat()) {
    if (item?.original && !seen.has(item.original)) {
      seen.add(item.original);
      out.push(item);
    }
  }
  return out;
}

/** A main picture with thumbnails underneath that switch it. */
export function ProductGallery({
  images,
  name,
  priority = false,
  sizes = '(max-width: 1024px) 100vw, 600px',
  compact = false,
}: ProductGalleryProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const current = images[Math.min(active, images.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div
        className={`relative aspect-square overflow-hidden rounded-xl bg-gray-50 ${compact ? '' : 'border border-gray-100'}`}
      >
        {current ? (
          <Image
            key={current.original}
            src={current.original}
            alt={images.length > 1 ? t('text-picture-of', { name, number: active + 1, total: images.length }) : name}
            fill
            sizes={sizes}
            priority={priority && active === 0}
            fetchPriority={priority && active === 0 ? 'high' : undefined}
            className="object-contain p-4"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-gray-600">{t('text-no-picture')}</div>
        )}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('text-pictures')}>
          {images.map((image, index) => (
            <li key={image.original} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={t('text-show-picture', { number: index + 1, total: images.length })}
                aria-pressed={index === active}
                className={`relative block overflow-hidden rounded-lg border-2 bg-gray-50 ${compact ? 'h-14 w-14' : 'h-20 w-20'} ${
                  index === active ? 'border-accent' : 'border-transparent hover:border-gray-300'
                }`}
              >
                <Image src={image.thumbnail} alt="" fill sizes="80px" className="object-contain p-1" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
