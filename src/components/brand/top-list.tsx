import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import type { Attachment } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';

interface TopItem {
  id: number;
  name: string;
  slug: string;
  image?: Attachment | null;
  products_count?: number;
}

/** The most popular authors, manufacturers or concerns, as a row of portraits or logos. Hidden when empty. */
export function TopList({
  title,
  items,
  basePath,
  round = false,
}: {
  title: string;
  items: TopItem[];
  basePath: string;
  round?: boolean;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const shape = round ? 'rounded-full' : 'rounded-xl';
  return (
    <section aria-labelledby="top-list-title" className="flex flex-col gap-4">
      <h2 id="top-list-title" className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <ul className="grid grid-cols-3 gap-4 sm:grid-cols-4 lg:grid-cols-6">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={`${basePath}/${item.slug}`}
              className="group flex flex-col items-center gap-2 rounded-lg p-2 text-center"
            >
              <span
                className={`relative block aspect-square w-full max-w-28 overflow-hidden border border-gray-200 bg-gray-100 shadow-sm transition-shadow group-hover:shadow-md ${shape}`}
              >
                {item.image ? (
                  <Image src={item.image.original} alt="" fill sizes="112px" className="object-cover" />
                ) : null}
              </span>
              <span className="line-clamp-2 text-sm font-semibold text-gray-900 group-hover:text-accent">
                {item.name}
              </span>
              {typeof item.products_count === 'number' ? (
                <span className="text-xs text-gray-600">
                  {t('text-products-count', { count: item.products_count })}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
