import type { Refund } from '@/framework/rest/types';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';
import { formatPrice, useMoneyFormat } from '@/lib/use-price';
import { RefundStatusBadge } from './refund-status-badge';

/** The refund asked for on an order, as its page shows it. */
export function OrderRefund({ refund }: { refund: Refund }) {
  const { t, i18n } = useTranslation();
  const format = useMoneyFormat();
  return (
    <section
      aria-labelledby="order-refund-title"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-refund-title" className="text-lg font-semibold text-gray-900">
          {t('text-refund')}
        </h2>
        <RefundStatusBadge status={refund.status} />
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div className="flex flex-col">
          <dt className="text-gray-600">{t('text-refund-title')}</dt>
          <dd className="font-semibold text-gray-900">{refund.title}</dd>
        </div>
        {refund.refund_reason ? (
          <div className="flex flex-col">
            <dt className="text-gray-600">{t('text-refund-reason')}</dt>
            <dd className="font-semibold text-gray-900">{refund.refund_reason.name}</dd>
          </div>
        ) : null}
        <div className="flex flex-col">
          <dt className="text-gray-600">{t('text-refund-amount')}</dt>
          <dd className="font-semibold text-gray-900">
            <span dir="ltr">{formatPrice(Number(refund.amount ?? 0), format)}</span>
          </dd>
        </div>
        {refund.created_at ? (
          <div className="flex flex-col">
            <dt className="text-gray-600">{t('text-refund-requested-on')}</dt>
            <dd className="font-semibold text-gray-900">{formatDate(refund.created_at, i18n.language, 'medium')}</dd>
          </div>
        ) : null}
      </dl>
      {refund.note ? (
        <p className="rounded-md bg-gray-50 p-3 text-sm whitespace-pre-line text-gray-800">
          <span className="font-semibold">{t('text-refund-shop-note')}:</span> {refund.note}
        </p>
      ) : null}
    </section>
  );
}
