import type { ReactNode } from 'react';

/** The title block of a list page: the h1, a short introduction and optional actions at the end. */
export function PageHeading({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex max-w-2xl flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="text-gray-700">{intro}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
