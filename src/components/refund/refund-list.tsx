import { PagedGrid } from '@/components/brand/paged-grid';
import { Link } from '@/components/ui/link';
import { useRefunds } from '@/framework/rest/refund';
import type { Refund } from '@/framework/rest/types';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';
import { formatPrice, useMoneyFormat } from '@/lib/use-price';
import { RefundStatusBadge } from './refund-status-badge';

function RefundCard({ refund }: { refund: Refund }) {
  const { t, i18n } = useTranslation();
  const format = useMoneyFormat();
  const headingId = `refund-${refund.id}`;
  const tracking = refund.order?.tracking_number;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {refund.title}
        </h2>
        <RefundStatusBadge status={refund.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div className="flex flex-col">
          <dt className="text-gray-600">{t('text-refund-order')}</dt>
          <dd className="font-semibold text-gray-900">
            {tracking ? (
              <Link href={`/orders/${encodeURIComponent(tracking)}`} className="hover:text-accent hover:underline">
                <span dir="ltr">{tracking}</span>
              </Link>
            ) : (
              <span dir="ltr">{refund.order_id}</span>
            )}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-gray-600">{t('text-refund-amount')}</dt>
          <dd className="font-semibold text-gray-900">
            <span dir="ltr">{formatPrice(Number(refund.amount ?? 0), format)}</span>
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-gray-600">{t('text-refund-reason')}</dt>
          <dd className="font-semibold text-gray-900">{refund.refund_reason?.name ?? '—'}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-gray-600">{t('text-refund-requested-on')}</dt>
          <dd className="font-semibold text-gray-900">
            {refund.created_at ? formatDate(refund.created_at, i18n.language, 'medium') : ''}
          </dd>
        </div>
      </dl>
      {refund.description ? <p className="text-sm whitespace-pre-line text-gray-700">{refund.description}</p> : null}
      {refund.note ? (
        <p className="rounded-md bg-gray-50 p-3 text-sm whitespace-pre-line text-gray-800">
          <span className="font-semibold">{t('text-refund-shop-note')}:</span> {refund.note}
        </p>
      ) : null}
    </article>
  );
}

/** The signed-in shopper's refunds, newest first, paged with "load more". */
export function RefundList() {
  const { t } = useTranslation();
  const list = useRefunds();
  return (
    <PagedGrid
      list={list}
      itemKey={(refund) => refund.id}
      emptyTitle={t('text-no-refunds')}
      className="flex flex-col gap-4"
      renderItem={(refund) => <RefundCard refund={refund} />}
    />
  );
}
