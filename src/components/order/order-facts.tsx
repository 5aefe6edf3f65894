import type { Order } from '@/framework/rest/types';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';
import { gatewayName, ORDER_STATUS_LABEL, PAYMENT_STATUS_LABEL } from './order-status';

/** The order's status and payment status in words (a status the storefront does not know shows as sent). */
export function useStatusText() {
  const { t } = useTranslation();
  return {
    order: (status: string | undefined) =>
      status ? t(ORDER_STATUS_LABEL[status as keyof typeof ORDER_STATUS_LABEL] ?? status) : '',
    payment: (status: string | undefined) => (status ? t(PAYMENT_STATUS_LABEL[status] ?? status) : ''),
  };
}

/** Date, status, payment status and method, and the delivery schedule of an order. */
export function OrderFacts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const status = useStatusText();
  const facts: [string, string, string?][] = [
    [t('text-tracking-number'), order.tracking_number, 'ltr'],
    [t('text-order-date'), order.created_at ? formatDate(order.created_at, i18n.language, 'long') : ''],
    [t('text-order-status'), status.order(order.order_status)],
    [t('text-payment-status'), status.payment(order.payment_status)],
    [t('text-payment-method'), order.payment_gateway ? gatewayName(order.payment_gateway, t) : ''],
    ...(order.delivery_time ? [[t('text-delivery-schedule'), order.delivery_time] as [string, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-lg border border-gray-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value, dir]) => (
        <div key={label} className="flex flex-col gap-0.5">
          <dt className="text-sm text-gray-600">{label}</dt>
          <dd className="font-semibold break-words text-gray-900">
            <span dir={dir}>{value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
