import { type ReactNode, useId } from 'react';

/**
 * One numbered part of a checkout page: a heading (h2) that names the region, an optional action at its end
 * (add, change), and the content.
 */
export function CheckoutSection({
  step,
  title,
  action,
  children,
}: {
  step: number;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-3 text-lg font-semibold text-gray-900">
          <span
            aria-hidden="true"
            className="flex h-7 w-7 items-center justify-center rounded-full bg-accent text-sm font-bold text-white"
          >
            {step}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
