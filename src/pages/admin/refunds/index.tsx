import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminRefundList } from '@/components/admin/refund/admin-refund-list';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/refunds: the refund queue (issue 22): the operator's to decide, owners' and staff's to read. */
export default function AdminRefundsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path="/admin/refunds" title={t('text-refunds')} noindex />
      <AdminRefundList />
    </>
  );
}

AdminRefundsPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = (ctx) => loadAdminPage(ctx);
