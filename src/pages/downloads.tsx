import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { PageHeading } from '@/components/brand/page-heading';
import { DownloadList } from '@/components/download/download-list';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /downloads (SPEC §2; sign-in required): the shopper's digital purchases. Personal: never cached or indexed. */
export default function DownloadsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/downloads" title={t('text-my-downloads')} noindex />
      <PrivateRoute>
        <div className="flex flex-col gap-6">
          <PageHeading title={t('text-my-downloads')} intro={t('text-downloads-intro')} />
          <DownloadList />
        </div>
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
