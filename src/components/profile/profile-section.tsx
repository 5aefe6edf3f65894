import type { ReactNode } from 'react';

/** A titled card of the profile page. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-5 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
