import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { PageHeading } from '@/components/brand/page-heading';
import { RefundList } from '@/components/refund/refund-list';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /refunds (SPEC §2; sign-in required): the shopper's refund requests. Personal: never cached or indexed. */
export default function RefundsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/refunds" title={t('text-my-refunds')} noindex />
      <PrivateRoute>
        <div className="flex flex-col gap-6">
          <PageHeading title={t('text-my-refunds')} intro={t('text-refunds-intro')} />
          <RefundList />
        </div>
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
