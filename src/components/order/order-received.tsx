import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { useOrder } from '@/framework/rest/order';
import { useTranslation } from '@/lib/i18n/provider';
import { lastOrder } from '@/store/checkout/last-order';
import { OrderFacts } from './order-facts';
import { OrderMoney } from './order-money';

const linkClass = 'font-semibold text-accent underline underline-offset-4 hover:text-accent-hover';

/** The last order's confirmation: thanks, its facts and money, and links to it and to all orders. */
export function OrderReceived() {
  const { t } = useTranslation();
  const signedIn = useHasAuthToken();
  const [last] = useState(lastOrder);
  const { order, isLoading, error } = useOrder(
    { trackingNumber: last?.tracking_number ?? '', contact: last?.contact },
    { enabled: Boolean(last) && (signedIn || Boolean(last?.contact)) },
  );
  if (!last || (!signedIn && !last.contact)) {
    return (
      <section aria-labelledby="order-received-title" className="flex flex-col items-center gap-3 py-12 text-center">
        <h1 id="order-received-title" className="text-2xl font-bold text-gray-900">
          {t('text-no-recent-order')}
        </h1>
        <Link href="/orders" className={linkClass}>
          {t('text-see-my-orders')}
        </Link>
      </section>
    );
  }
  if (isLoading) return <LoadingState label={t('text-loading-order')} />;
  if (error || !order) return <ErrorState message={error?.message} />;
  return (
    <section aria-labelledby="order-received-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id="order-received-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
          {t('text-order-received')}
        </h1>
        <p className="text-gray-700">{t('text-order-received-helper')}</p>
      </div>
      <OrderFacts order={order} />
      <div className="rounded-lg border border-gray-200 bg-white p-5">
        <OrderMoney order={order} />
      </div>
      <div className="flex flex-wrap gap-6">
        <Link href={`/orders/${encodeURIComponent(order.tracking_number)}`} className={linkClass}>
          {t('text-view-order')}
        </Link>
        {signedIn ? (
          <Link href="/orders" className={linkClass}>
            {t('text-see-my-orders')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
