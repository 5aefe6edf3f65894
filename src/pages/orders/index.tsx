import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { PageHeading } from '@/components/brand/page-heading';
import { OrderList } from '@/components/order/order-list';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /orders (SPEC §2; sign-in required): the shopper's orders, paged. Personal: never cached, never indexed. */
export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/orders" title={t('text-my-orders')} noindex />
      <PrivateRoute>
        <div className="flex flex-col gap-6">
          <PageHeading title={t('text-my-orders')} />
          <OrderList />
        </div>
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
