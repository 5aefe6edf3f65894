import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { PageHeading } from '@/components/brand/page-heading';
import { MyReportsView } from '@/components/community/my-reports-view';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /reports (SPEC §2; sign-in required): the shopper's abuse reports. Personal: never cached, never indexed. */
export default function ReportsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/reports" title={t('text-my-reports')} noindex />
      <PrivateRoute>
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <PageHeading title={t('text-my-reports')} />
          <MyReportsView />
        </div>
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
