import type { ReactNode } from 'react';
import { clientOnly } from '@/lib/client-only';
import { useTranslation } from '@/lib/i18n/provider';
import { Spinner } from './spinner';

/** Loading, empty and error states shared by every list (so each list shows all three the same way). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-10 text-accent">
      <Spinner className="h-8 w-8" label={label ?? t('text-loading')} />
    </div>
  );
}

export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center text-gray-600">
      <p className="text-lg font-semibold text-gray-800">{title ?? t('text-no-results')}</p>
      {children}
    </div>
  );
}

/**
 * Errors only show in the browser: errors are not dehydrated, so the server renders a failed list as loading
 * and the browser fetches it again. The alert's code therefore loads when an error first shows.
 */
const ErrorAlert = clientOnly(() => import('./error-alert').then((m) => m.ErrorAlert));

export function ErrorState({ message }: { message?: string }) {
  return <ErrorAlert message={message} />;
}
