import { Image } from '@/components/ui/image';
import type { ReactNode } from 'react';
import type { Attachment } from '@/framework/rest/types';

interface EntityHeroProps {
  name: string;
  image?: Attachment | null;
  cover?: Attachment | null;
  round?: boolean;
  /** A line under the name (type, concern, address …). */
  subtitle?: ReactNode;
  /** Buttons under the details. */
  actions?: ReactNode;
  /** Description, facts and links under the title row. */
  children?: ReactNode;
}

/**
 * The head of a shop, author, manufacturer or concern page: the page's h1 with the logo or portrait and details,
 * next to the whole cover picture (16:9, never cropped into a thin strip).
 */
export function EntityHero({ name, image, cover, round = false, subtitle, actions, children }: EntityHeroProps) {
  const shape = round ? 'rounded-full' : 'rounded-xl';
  return (
    <header className="grid overflow-hidden rounded-2xl border border-gray-200 bg-white md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
      <div className="relative aspect-video bg-linear-to-br from-emerald-50 to-gray-100 md:order-last md:aspect-auto md:min-h-72">
        {cover ? (
          <Image
            src={cover.original}
            alt=""
            fill
            priority
            sizes="(max-width: 768px) 100vw, (max-width: 1280px) 46vw, 576px"
            className="object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-5 p-5 sm:p-8">
        <div className="flex items-center gap-4">
          <div
            className={`relative h-20 w-20 shrink-0 overflow-hidden border border-gray-200 bg-white shadow-sm sm:h-24 sm:w-24 ${shape}`}
          >
            {image ? (
              <Image src={image.original} alt="" fill priority sizes="96px" className="object-cover" />
            ) : (
              <span
                className="flex h-full w-full items-center justify-center bg-gray-100 text-3xl font-bold text-gray-700"
                aria-hidden="true"
              >
                {name.charAt(0)}
              </span>
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{name}</h1>
            {subtitle ? <div className="text-sm text-gray-700">{subtitle}</div> : null}
          </div>
        </div>
        {children}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-1">{actions}</div> : null}
      </div>
    </header>
  );
}
