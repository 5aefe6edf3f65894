import { PagedGrid } from '@/components/brand/paged-grid';
import { useOrders } from '@/framework/rest/order';
import { useTranslation } from '@/lib/i18n/provider';
import { OrderCard } from './order-card';

/** The signed-in shopper's orders, newest first, paged with "load more" (SPEC §4 lists). */
export function OrderList() {
  const { t } = useTranslation();
  const list = useOrders();
  return (
    <PagedGrid
      list={list}
      itemKey={(order) => order.id}
      emptyTitle={t('text-no-orders')}
      className="flex flex-col gap-4"
      renderItem={(order) => <OrderCard order={order} />}
    />
  );
}
