import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { ProfileView } from '@/components/profile/profile-view';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /profile (SPEC §2; needs a signed-in, verified user). Personal: never cached, never indexed. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/profile" title={t('text-profile')} noindex />
      <PrivateRoute>
        <ProfileView />
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
