import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { Attachment } from '@/framework/rest/types';

interface EntityCardProps {
  href: string;
  name: string;
  image?: Attachment | null;
  cover?: Attachment | null;
  /** Authors show a round portrait; shops and brands a square logo. */
  round?: boolean;
  /** Lines under the name (address, counts). */
  children?: ReactNode;
  /** The first cards of a list load their pictures eagerly. */
  priority?: boolean;
}

/** A card linking to a shop, author, manufacturer or concern: cover picture, logo or portrait, name and details. */
export function EntityCard({ href, name, image, cover, round = false, children, priority = false }: EntityCardProps) {
  const shape = round ? 'rounded-full' : 'rounded-lg';
  return (
    <Link
      href={href}
      className="group flex w-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:border-gray-300 hover:shadow-md"
    >
      <div className="relative aspect-[16/6] bg-linear-to-br from-emerald-50 to-gray-100">
        {cover ? (
          <Image
            src={cover.original}
            alt=""
            fill
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
            priority={priority}
            className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 items-start gap-3 px-4 pt-0 pb-4">
        <div
          className={`relative -mt-8 h-16 w-16 shrink-0 overflow-hidden border-4 border-white bg-white shadow-sm ${shape}`}
        >
          {image ? (
            <Image src={image.original} alt="" fill sizes="64px" className="object-cover" />
          ) : (
            <span
              className="flex h-full w-full items-center justify-center bg-gray-100 text-xl font-bold text-gray-700"
              aria-hidden="true"
            >
              {name.charAt(0)}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1 pt-2">
          <h3 className="truncate text-base font-semibold text-gray-900 group-hover:text-accent">{name}</h3>
          {children}
        </div>
      </div>
    </Link>
  );
}
