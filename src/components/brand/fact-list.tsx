import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format-date';

/** Short facts (born, languages, website …) as a description list; empty values are left out. */
export function FactList({ facts }: { facts: { term: string; value?: ReactNode }[] }) {
  const shown = facts.filter((f) => f.value !== undefined && f.value !== null && f.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm">
      {shown.map((fact) => (
        <div key={fact.term} className="flex flex-col">
          <dt className="text-gray-600">{fact.term}</dt>
          <dd className="font-semibold text-gray-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A calendar date of the API ("1983-07-15") in the page's language; the date itself, whatever the time zone. */
export function formatDay(value: string | null | undefined, language: string): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return value;
  return formatDate(time, language, 'long');
}
