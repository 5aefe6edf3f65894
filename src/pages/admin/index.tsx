import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import { AdminLayout } from '@/components/admin/admin-layout';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin: the back office's home, a dashboard for each role (issue 22 item 6). */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path="/admin" title={t('text-dashboard')} noindex />
      <AdminDashboard />
    </>
  );
}

AdminDashboardPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = (ctx) => loadAdminPage(ctx);
