import { useEffect } from 'react';
import { translateError } from '@/components/forms/translate-error';
import { type ApiError, toApiError } from '@/framework/rest/errors';
import { useSocialLogin } from '@/framework/rest/sign-in';
import { useSignIn } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { takeSocialLoginPending } from './social-login-return';

/** Runs the hook below; loaded by the header only when a sign-in waits to be finished. */
export function SocialLoginReturn() {
  useSocialLoginReturn();
  return null;
}

/**
 * Finishes a Google sign-in on the page Google sent the shopper back to (SPEC §4): the provider session's access
 * token and provider are posted to /social-login-token and the answer signs in (a non-empty permissions list is
 * required). Does nothing, and loads nothing, unless a sign-in was started in this tab.
 */
export function useSocialLoginReturn() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const { mutateAsync } = useSocialLogin();
  useEffect(() => {
    if (!takeSocialLoginPending()) return;
    const fail = (error: ApiError) => void notify('error', translateError(error, t));
    void (async () => {
      try {
        const { takeProviderSession } = await import('./complete-social-login');
        const session = await takeProviderSession();
        // Cancelled at Google, or the session is gone: nothing to finish.
        if (!session) return;
        signIn(await mutateAsync(session));
      } catch (error) {
        // The API's failures arrive as ApiError; anything else (Google's library failing) is generic.
        fail(toApiError(error));
      }
    })();
    // Runs once per page load; the marker is already taken, so later renders have nothing to do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
