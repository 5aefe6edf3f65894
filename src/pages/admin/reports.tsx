import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminReportList } from '@/components/admin/report/admin-report-list';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/reports: the operator's abuse reports, pending first; dismiss or hide (issue 22). */
export default function AdminReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path="/admin/reports" title={t('text-reports')} noindex />
      <AdminReportList />
    </>
  );
}

AdminReportsPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = (ctx) => loadAdminPage(ctx);
