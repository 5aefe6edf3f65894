import type { Order } from '@/framework/rest/types';
import { formatDate, machineDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';
import { useStatusText } from './order-facts';

type StatusChange = NonNullable<Order['status_history']>[number];

/** What happened to the order, oldest first: each new status and when (issue 21). Nothing when it never moved. */
export function OrderHistory({ changes }: { changes: StatusChange[] }) {
  const { t, i18n } = useTranslation();
  const status = useStatusText();
  if (changes.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5"
      aria-labelledby="order-history"
    >
      <h2 id="order-history" className="text-lg font-semibold text-gray-900">
        {t('text-order-history')}
      </h2>
      <ol className="flex flex-col gap-2 text-sm">
        {changes.map((change, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-2 border-b border-gray-100 pb-2 last:border-0">
            <span className="font-semibold text-gray-900">{status.order(change.to)}</span>
            <time className="text-gray-600" dateTime={machineDate(change.at) ?? undefined}>
              {formatDate(change.at, i18n.language, 'long')}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
