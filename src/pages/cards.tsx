import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { CardsView } from '@/components/card/cards-view';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /cards (SPEC §2; sign-in required): saved cards. Personal: never cached, never indexed. */
export default function CardsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/cards" title={t('text-my-cards')} noindex />
      <PrivateRoute>
        <CardsView />
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
