import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { type BackOfficeOrder, useBackOfficeOrder, useMoveOrder } from '@/framework/rest/back-office';
import { useTranslation } from '@/lib/i18n/provider';
import type { OrderStatus } from '@/shared/order-status';
import { AdminLoading, AdminMessage, useAdminFormat } from '../admin-kit';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** The next steps the status rule allows (src/shared/order-transitions.ts, sent by the API as next_statuses). */
function NextSteps({ order }: { order: BackOfficeOrder }) {
  const { t } = useTranslation('admin');
  const move = useMoveOrder(order.id);
  const [message, setMessage] = useState<string | null>(null);
  const go = (status: OrderStatus) => {
    setMessage(null);
    move.mutate(
      { status, from: order.order_status },
      { onError: (error) => setMessage(error.message), onSuccess: () => setMessage(t('text-moved')) },
    );
  };
  return (
    <Panel title={t('text-next-steps')}>
      {order.next_statuses.length === 0 ? <p className="text-sm text-gray-700">{t('text-no-next-steps')}</p> : null}
      <div className="flex flex-wrap gap-3">
        {order.next_statuses.map((status) => (
          <Button
            key={status}
            variant={status === 'order-cancelled' ? 'danger' : 'primary'}
            disabled={move.isPending}
            onClick={() => go(status)}
          >
            {t(`action-${status}`)}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-gray-800">
        {message}
      </p>
    </Panel>
  );
}

/** One order in the back office: facts, lines, addresses, payment, history and the allowed next steps. */
export function AdminOrderView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const { data: order, error, isLoading } = useBackOfficeOrder(id);
  if (isLoading) return <AdminLoading />;
  if (error || !order) return <AdminMessage title={error?.message ?? t('text-not-found')} />;
  const money = format.money;
  const facts: [string, string][] = [
    [t('label-status'), format.status(order.order_status)],
    [t('label-payment-status'), format.payment(order.payment_status)],
    [t('label-payment-method'), order.payment_gateway],
    [t('label-date'), format.date(order.created_at)],
    [t('label-shop'), order.shop?.name ?? t('text-all-shops')],
    [
      t('label-customer'),
      [order.customer_name, order.customer_contact, order.customer_email].filter(Boolean).join(' · '),
    ],
  ];
  return (
    <article className="flex flex-col gap-6" aria-labelledby="admin-order-title">
      <p>
        <Link href="/admin/orders" className="text-sm text-emerald-800 underline">
          {t('text-back-to-orders')}
        </Link>
      </p>
      <h1 id="admin-order-title" className="text-2xl font-bold text-gray-900">
        {t('text-order-title')} <span dir="ltr">{order.tracking_number}</span>
      </h1>
      <dl className="grid grid-cols-1 gap-2 rounded-lg border border-gray-200 bg-white p-5 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-gray-100 py-1">
            <dt className="text-gray-700">{label}</dt>
            <dd className="text-end font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <NextSteps order={order} />
      <Panel title={t('text-lines')}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('text-lines')}</caption>
          <thead>
            <tr className="border-b border-gray-200 text-gray-700">
              <th scope="col" className="py-2 text-start">
                {t('label-product')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('label-quantity')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('label-amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((line) => (
              <tr key={line.id} className="border-b border-gray-100">
                <th scope="row" className="py-2 text-start font-normal">
                  {line.name}
                </th>
                <td className="py-2 text-end">{line.order_quantity}</td>
                <td className="py-2 text-end" dir="ltr">
                  {money(line.subtotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-end text-sm font-semibold text-gray-900">
          {t('label-total')}: <span dir="ltr">{money(order.shop ? order.amount : order.total)}</span>
        </p>
      </Panel>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <Panel title={t('text-shipping-address')}>
          <p className="text-sm text-gray-800">{format.address(order.shipping_address)}</p>
          {order.delivery_time ? <p className="text-sm text-gray-800">{order.delivery_time}</p> : null}
        </Panel>
        <Panel title={t('text-billing-address')}>
          <p className="text-sm text-gray-800">{format.address(order.billing_address)}</p>
        </Panel>
      </div>
      {order.children.length > 0 ? (
        <Panel title={t('text-shop-orders')}>
          <ul className="flex flex-col gap-2 text-sm">
            {order.children.map((child) => (
              <li key={child.id} className="flex justify-between gap-3">
                <Link href={`/admin/orders/${child.id}`} className="text-emerald-800 underline" dir="ltr">
                  {child.tracking_number}
                </Link>
                <span>{child.shop_name}</span>
                <span>{format.status(child.order_status)}</span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <Panel title={t('text-history')}>
        {order.history.length === 0 ? <p className="text-sm text-gray-700">{t('text-no-history')}</p> : null}
        <ol className="flex flex-col gap-2 text-sm">
          {order.history.map((h, i) => (
            <li key={i} className="flex flex-wrap justify-between gap-2 border-b border-gray-100 pb-2">
              <span className="font-semibold text-gray-900">
                {h.from ? format.status(h.from) : '—'} → {format.status(h.to)}
              </span>
              <span className="text-gray-700">{h.by ?? t(`source-${h.source}`)}</span>
              <time dateTime={h.at} className="text-gray-700">
                {format.date(h.at)}
              </time>
            </li>
          ))}
        </ol>
      </Panel>
    </article>
  );
}
