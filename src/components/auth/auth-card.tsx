import type { ReactNode } from 'react';

/**
 * The frame every sign-in view shares: a heading, the helper text under it, then the view's content. Narrow and
 * centred, so it reads the same inside the modal and embedded in a page (the auth-required wrapper).
 */
export function AuthCard({ title, helper, children }: { title: string; helper?: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-8 sm:px-8">
      <header className="text-center">
        <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
        {helper ? <p className="mt-2 text-sm text-gray-600">{helper}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** The 'or' divider between the form and the other ways in. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-sm text-gray-600" role="separator" aria-label={label}>
      <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
      <span aria-hidden="true">{label}</span>
      <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
    </div>
  );
}

/** An inline action that looks like a link (it opens another view rather than a page). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded font-semibold text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
    >
      {children}
    </button>
  );
}
