import type { GetServerSideProps } from 'next';
import { LogoutView } from '@/components/account/logout-view';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /logout (SPEC §2 route table): token cleared, checkout state reset, caches cleared, then home. */
export default function LogoutPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/logout" title={t('text-logout')} noindex />
      <LogoutView />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
