import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { VerifyEmailView } from '@/components/account/verify-email-view';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMe } from '@/framework/rest/user';
import { clientOnly } from '@/lib/client-only';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';

// The sign-in form is only needed when a signed-out shopper opens an account page. clientOnly rather than
// next/dynamic keeps next/dynamic's loader out of the account pages' first load.
const LoginView = clientOnly(() => import('./login-view').then((m) => m.default), LoadingState);

/** Signed out on an account page (SPEC §2): a way back, and the login view in place of the page. */
export function SignInRequired() {
  const { t } = useTranslation();
  const router = useRouter();
  const back = () => {
    // Opened directly (a bookmark, a new tab): there is nowhere to go back to, so go home.
    if (window.history.length > 1) router.back();
    else void router.push('/');
  };
  return (
    <section aria-labelledby="sign-in-required-title" className="mx-auto flex max-w-md flex-col gap-4">
      <div>
        <Button variant="outline" size="sm" onClick={back}>
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
          {t('text-back')}
        </Button>
      </div>
      <h1 id="sign-in-required-title" className="text-2xl font-bold text-gray-900">
        {t('text-sign-in-required')}
      </h1>
      <div className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <LoginView />
      </div>
    </section>
  );
}

/**
 * Wraps the content of a page that needs authentication (SPEC §2): the login view with a back button when
 * signed out, the verify-email page when the email is unverified (GET /me answered 409), a loading indicator
 * while the user is being determined. Pages wrap their content, not their <Seo>, so the title and noindex
 * are in the server's HTML whoever asks. The server renders the loading state: the sign-in cookie is only
 * read in the browser.
 */
export function PrivateRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { me, isAuthorized, isUnverified, error } = useMe();
  if (!hydrated) return <LoadingState label={t('text-loading-account')} />;
  if (!isAuthorized) return <SignInRequired />;
  if (isUnverified) return <VerifyEmailView />;
  if (me) return <>{children}</>;
  if (error) return <ErrorState />;
  return <LoadingState label={t('text-loading-account')} />;
}
