import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { useGoogleSignInAvailable } from './google-availability';
import { markSocialLoginPending, SOCIAL_LOGIN_PENDING_KEY } from './social-login-return';

/**
 * "Login with Google" (SPEC §7: an auth-provider sign-in with provider 'google'), shown only when the shop has a
 * Google app. next-auth's client is loaded on click, so no page carries it. Google sends the shopper back to
 * this page, where useSocialLoginReturn finishes the sign-in.
 */
export function GoogleLoginButton() {
  const { t } = useTranslation();
  const available = useGoogleSignInAvailable();
  const [leaving, setLeaving] = useState(false);
  if (!available) return null;

  const start = async () => {
    setLeaving(true);
    markSocialLoginPending('google');
    try {
      const { signIn } = await import('next-auth/react');
      await signIn('google', { callbackUrl: window.location.href });
    } catch {
      window.sessionStorage.removeItem(SOCIAL_LOGIN_PENDING_KEY);
      setLeaving(false);
      void notify('error', t('error-something-wrong'));
    }
  };

  return (
    <Button variant="outline" className="w-full" loading={leaving} onClick={() => void start()}>
      <span aria-hidden="true" className="text-base font-bold text-[#4285f4]">
        G
      </span>
      {t('text-login-google')}
    </Button>
  );
}
