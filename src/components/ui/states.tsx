import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/provider';
import { Alert } from './alert';
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

export function ErrorState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return <Alert variant="error">{t(message ?? 'error-something-wrong')}</Alert>;
}
