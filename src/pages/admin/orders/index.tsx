import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminOrderList } from '@/components/admin/order/admin-order-list';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/orders: the shops' orders for their owners, staff and the operator (issue 21). */
export default function AdminOrdersPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path="/admin/orders" title={t('text-orders')} noindex />
      <AdminOrderList />
    </>
  );
}

AdminOrdersPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = (ctx) => loadAdminPage(ctx);
