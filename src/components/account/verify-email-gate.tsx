import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { SignInRequired } from '@/components/auth/private-route';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMe } from '@/framework/rest/user';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';
import { VerifyEmailView } from './verify-email-view';

/**
 * /verify-email without a token (SPEC §2): signed out, the login view; unverified (GET /me answered 409, or a
 * shop that does not insist says email_verified false), the verify-email content; verified, on to /profile.
 */
export function VerifyEmailGate() {
  const { t } = useTranslation();
  const router = useRouter();
  const hydrated = useHydrated();
  const { me, isAuthorized, isUnverified, error } = useMe();
  const verified = Boolean(me) && me?.email_verified !== false;
  useEffect(() => {
    if (verified) void router.replace('/profile');
  }, [verified, router]);

  if (!hydrated) return <LoadingState label={t('text-loading-account')} />;
  if (!isAuthorized) return <SignInRequired />;
  if (isUnverified || me?.email_verified === false) return <VerifyEmailView email={me?.email} />;
  if (error && !me) return <ErrorState />;
  return <LoadingState label={t('text-loading-account')} />;
}
