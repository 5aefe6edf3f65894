import { useTranslation } from '@/lib/i18n/provider';
import { Alert } from './alert';

/** The red banner of a failed request (SPEC §2, §8), with its translated message. */
export function ErrorAlert({ message }: { message?: string }) {
  const { t } = useTranslation();
  return <Alert variant="error">{t(message ?? 'error-something-wrong')}</Alert>;
}
