import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { PageHeading } from '@/components/brand/page-heading';
import { WishlistView } from '@/components/community/wishlist-view';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /wishlists (SPEC §2; sign-in required): the shopper's saved products. Personal: never cached, never indexed. */
export default function WishlistsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/wishlists" title={t('text-my-wishlists')} noindex />
      <PrivateRoute>
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <PageHeading title={t('text-my-wishlists')} />
          <WishlistView />
        </div>
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
