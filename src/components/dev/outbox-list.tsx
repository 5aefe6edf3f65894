import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useOutbox } from '@/framework/rest/outbox';
import { useTranslation } from '@/lib/i18n/provider';
import { OutboxMessageCard } from './outbox-message';

/**
 * The development outbox: mail and text messages kept instead of sent, newest first, so whoever runs the shop
 * without a mail or SMS service can still verify an email, reset a password or read a sign-in code.
 */
export function OutboxList() {
  const { t } = useTranslation();
  const { messages, isLoading, isUnavailable, error, refetch, isFetching } = useOutbox();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-gray-200 pb-5">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{t('text-outbox')}</h1>
          <p className="mt-2 max-w-2xl text-gray-700">{t('text-outbox-intro')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} loading={isFetching && !isLoading}>
          {t('text-refresh')}
        </Button>
      </header>
      {isLoading ? (
        <LoadingState />
      ) : isUnavailable ? (
        <Alert variant="warning">{t('text-outbox-unavailable')}</Alert>
      ) : error ? (
        <ErrorState />
      ) : messages.length === 0 ? (
        <EmptyState title={t('text-outbox-empty')} />
      ) : (
        <ul className="flex flex-col gap-4">
          {messages.map((message) => (
            <OutboxMessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
