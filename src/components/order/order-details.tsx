import type { ReactNode } from 'react';
import { formatAddress } from '@/components/address/format-address';
import { PayNowActions } from '@/components/payment/pay-now';
import { OrderRefund } from '@/components/refund/order-refund';
import { RequestRefundButton } from '@/components/refund/request-refund-button';
import type { Order } from '@/framework/rest/types';
import { REVIEWABLE_ORDER_STATUSES } from '@/shared/validation/review';
import { useTranslation } from '@/lib/i18n/provider';
import { formatPrice, useMoneyFormat } from '@/lib/use-price';
import { OrderFacts, useStatusText } from './order-facts';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderMoney } from './order-money';
import { OrderProgress } from './order-progress';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

type ChildOrder = NonNullable<Order['children']>[number];

/** One vendor's part of the order: its shop, own tracking number, status, amount and lines. */
function ChildOrderCard({ child, reviewable }: { child: ChildOrder; reviewable: boolean }) {
  const { t } = useTranslation();
  const status = useStatusText();
  const format = useMoneyFormat();
  const shop = child.shop?.name ?? t('text-shop');
  return (
    <li className="flex flex-col gap-3 rounded-md border border-gray-200 p-4" aria-label={shop}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-gray-900">{shop}</h3>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
          {status.order(child.order_status)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-gray-600">{t('text-tracking-number')}</dt>
        <dd className="text-end font-semibold text-gray-900">
          <span dir="ltr">{child.tracking_number}</span>
        </dd>
        <dt className="text-gray-600">{t('text-subtotal')}</dt>
        <dd className="text-end font-semibold text-gray-900">
          <span dir="ltr">{formatPrice(Number(child.amount ?? 0), format)}</span>
        </dd>
      </dl>
      {child.products?.length ? (
        <OrderLines
          products={child.products}
          caption={t('text-items-from-shop', { shop })}
          reviewOrderIds={reviewable ? [child.id] : undefined}
        />
      ) : null}
    </li>
  );
}

/**
 * An order as its owner (or a guest with the contact) sees it: number, date, status progress, payment, lines,
 * money lines, addresses, schedule, note, and one part per vendor shop with its own tracking number and status.
 * An unpaid order of an online gateway offers Pay now; `contact` is a guest order's (CONTRACT §11).
 */
export function OrderDetails({ order, contact = null }: { order: Order; contact?: string | null }) {
  const { t } = useTranslation();
  const children = order.children ?? [];
  // Only the owner (signed in: no guest contact) of a completed or refunded order reviews its lines.
  const reviewable = contact === null && REVIEWABLE_ORDER_STATUSES.includes(order.order_status ?? '');
  return (
    <article className="flex flex-col gap-6" aria-labelledby="order-title">
      <h1 id="order-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {t('text-order-number', { number: order.tracking_number })}
      </h1>
      <OrderFacts order={order} />
      <PayNowActions order={order} contact={contact} />
      {order.refund ? <OrderRefund refund={order.refund} /> : null}
      {order.customer_id && !contact ? <RequestRefundButton order={order} className="self-start" /> : null}
      <Panel title={t('text-order-progress')}>
        <OrderProgress status={order.order_status} />
      </Panel>
      <OrderHistory changes={order.status_history ?? []} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel title={t('text-order-items')}>
          <OrderLines
            products={order.products ?? []}
            caption={t('text-order-items')}
            reviewOrderIds={reviewable ? [order.id, ...children.map((child) => child.id)] : undefined}
          />
        </Panel>
        <Panel title={t('text-order-summary')}>
          <OrderMoney order={order} />
        </Panel>
      </div>
      {order.billing_address || order.shipping_address ? (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          {order.billing_address ? (
            <Panel title={t('text-billing-address')}>
              <p className="text-gray-800">{formatAddress(order.billing_address)}</p>
            </Panel>
          ) : null}
          {order.shipping_address ? (
            <Panel title={t('text-shipping-address')}>
              <p className="text-gray-800">{formatAddress(order.shipping_address)}</p>
            </Panel>
          ) : null}
        </div>
      ) : null}
      {order.note ? (
        <Panel title={t('text-order-note')}>
          <p className="whitespace-pre-line text-gray-800">{order.note}</p>
        </Panel>
      ) : null}
      {children.length > 0 ? (
        <Panel title={t('text-sub-orders', { count: children.length })}>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {children.map((child) => (
              <ChildOrderCard
                key={child.id}
                child={child}
                // A shop that delivered its part before the others: its lines can be reviewed already.
                reviewable={
                  contact === null && !reviewable && REVIEWABLE_ORDER_STATUSES.includes(child.order_status ?? '')
                }
              />
            ))}
          </ul>
        </Panel>
      ) : null}
    </article>
  );
}
