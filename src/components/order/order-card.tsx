import type { ReactNode } from 'react';
import { PayNowLink } from '@/components/payment/pay-now';
import { RefundStatusBadge } from '@/components/refund/refund-status-badge';
import { RequestRefundButton } from '@/components/refund/request-refund-button';
import { Link } from '@/components/ui/link';
import type { Order } from '@/framework/rest/types';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';
import { formatPrice, useMoneyFormat } from '@/lib/use-price';
import { useStatusText } from './order-facts';

/**
 * An order of the list: its number (the link to its page), date, status, payment status, total, shops; Pay now
 * while an online payment is still owed; Request a refund on a paid one, or the refund's state once asked.
 */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const status = useStatusText();
  const format = useMoneyFormat();
  const shops = order.children?.length ?? 0;
  const headingId = `order-${order.id}`;
  const facts: [string, ReactNode][] = [
    [t('text-order-date'), order.created_at ? formatDate(order.created_at, i18n.language, 'medium') : ''],
    [t('text-payment-status'), status.payment(order.payment_status)],
    [
      t('text-total'),
      <span key="total" dir="ltr">
        {formatPrice(Number(order.total ?? order.paid_total ?? 0), format)}
      </span>,
    ],
    [t('text-shops'), t('text-shops-count', { count: shops })],
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          <Link
            href={`/orders/${encodeURIComponent(order.tracking_number)}`}
            className="hover:text-accent hover:underline"
          >
            {t('text-order-number', { number: order.tracking_number })}
          </Link>
        </h2>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
          {status.order(order.order_status)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <PayNowLink order={order} inModal />
        <RequestRefundButton order={order} />
        {order.refund ? (
          <p className="flex items-center gap-2 text-sm text-gray-700">
            {t('text-refund')}
            <RefundStatusBadge status={order.refund.status} />
          </p>
        ) : null}
      </div>
    </article>
  );
}
