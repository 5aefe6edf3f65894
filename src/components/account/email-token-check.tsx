import { useLoadQueryClient } from '@/framework/rest/query';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { useVerifyEmail } from '@/framework/rest/account';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { EMAIL_VERIFIED_KEY, meQueryKey } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';

/** How long the result of the emailed link stays on screen before the shopper is taken on. */
export const CONTINUE_AFTER_MS = 4000;

/**
 * The emailed verification link (/verify-email?token=…): posts the token once, shows the result, then
 * continues — signed in to the profile after success (or back to the resend page after a failure), signed out
 * to the home page with the login view open.
 */
export function EmailTokenCheck({ token }: { token: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useLoadQueryClient();
  const signedIn = useHasAuthToken();
  const { openModal } = useModalAction();
  const verify = useVerifyEmail();
  const posted = useRef<string | null>(null);

  useEffect(() => {
    // A token works once: a second post (a re-render, React's development double effects) would fail.
    if (posted.current === token) return;
    posted.current = token;
    verify.mutate(
      { token },
      {
        onSuccess: () => {
          // Set before GET /me is asked again, so the 409 → verified switch does not reload this page.
          window.localStorage.setItem(EMAIL_VERIFIED_KEY, 'true');
          void queryClient().then((client) => client.invalidateQueries({ queryKey: meQueryKey }));
        },
      },
    );
  }, [token, verify, queryClient]);

  const succeeded = verify.isSuccess;
  const next = useCallback(() => {
    if (signedIn) {
      void router.replace(succeeded ? '/profile' : '/verify-email');
    } else {
      void router.replace('/');
      if (succeeded) openModal('LOGIN_VIEW');
    }
  }, [signedIn, succeeded, router, openModal]);
  const done = verify.isSuccess || verify.isError;
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(next, CONTINUE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done, next]);

  if (!done) return <LoadingState label={t('text-verifying-email')} />;
  return (
    <section
      aria-labelledby="email-token-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-6 py-10 text-center"
    >
      <h1 id="email-token-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('text-verify-email')}
      </h1>
      {verify.isSuccess ? (
        <Alert variant="success" className="w-full text-start">
          {t(verify.data?.message || 'PICKBAZAR_MESSAGE.EMAIL_VERIFIED')}
        </Alert>
      ) : (
        <Alert variant="error" className="w-full text-start">
          {translateError(verify.error!, t)}
        </Alert>
      )}
      <Button onClick={next}>{signedIn && verify.isError ? t('text-request-new-link') : t('text-continue')}</Button>
    </section>
  );
}
