import type { GetServerSideProps } from 'next';
import { PasswordView } from '@/components/account/password-view';
import { PrivateRoute } from '@/components/auth/private-route';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /change-password (SPEC §2; needs a signed-in, verified user). */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/change-password" title={t('text-change-password')} noindex />
      <PrivateRoute>
        <PasswordView />
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
