import type { OutboxMessage } from '@/framework/rest/types';
import { formatDateTime, machineDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';

const isWebLink = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

/** One kept mail or text message: who it was for, what it said, and its link or code set apart. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const meta = message.meta ?? {};
  const code = meta.code ?? meta.token ?? null;
  const sent = machineDate(message.created_at);
  const headingId = `outbox-${message.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold uppercase text-gray-700">
          {message.channel === 'sms' ? t('text-outbox-sms') : t('text-outbox-email')}
        </span>
        <h2 id={headingId} className="font-semibold text-gray-900">
          {message.subject || t('text-outbox-text-message')}
        </h2>
        {sent ? (
          <time dateTime={sent} className="ms-auto text-sm text-gray-600">
            {formatDateTime(sent, i18n.language)}
          </time>
        ) : (
          <span className="ms-auto text-sm text-gray-600">{message.created_at}</span>
        )}
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {t('text-outbox-to')}{' '}
        <span dir="ltr" className="font-medium text-gray-900">
          {message.recipient}
        </span>
      </p>
      {code || isWebLink(meta.link) ? (
        <div className="mt-3 flex flex-wrap items-center gap-4 rounded-md bg-amber-50 px-3 py-2">
          {code ? (
            <p className="text-sm text-gray-800">
              {t('text-outbox-code')}{' '}
              <code dir="ltr" className="select-all font-mono text-lg font-bold tracking-wider text-gray-900">
                {code}
              </code>
            </p>
          ) : null}
          {isWebLink(meta.link) ? (
            <a href={meta.link} className="text-sm font-semibold text-accent underline underline-offset-4">
              {t('text-outbox-open-link')}
            </a>
          ) : null}
        </div>
      ) : null}
      <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words font-sans text-sm text-gray-800">
        {message.body}
      </pre>
    </li>
  );
}
