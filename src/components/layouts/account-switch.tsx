import { useState } from 'react';
import { hasSocialLoginPending } from '@/components/auth/social-login-return';
import { UserIcon } from '@/components/icons/user-icon';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { clientOnly } from '@/lib/client-only';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';
import { useDrawerAction } from '@/store/ui';
import { SignInButton } from './sign-in-button';

// The sign-in code (mutations, error translation) stays out of every page's first load: it is fetched only on the
// page Google sent the shopper back to.
const SocialLoginReturn = clientOnly(() =>
  import('@/components/auth/use-social-login-return').then((m) => m.SocialLoginReturn),
);

/**
 * The header's account entry once the page runs: "Sign in" or, signed in, the button that opens AUTH_MENU_VIEW.
 * It is on every page, so it also finishes a Google sign-in on the page Google returned to.
 */
export default function AccountSwitch() {
  const { t } = useTranslation();
  // Latched: the runner takes the marker at once, and must stay mounted until its sign-in has finished.
  const [finishSocialLogin, setFinishSocialLogin] = useState(false);
  const pending = useHydrated() && hasSocialLoginPending();
  if (pending && !finishSocialLogin) setFinishSocialLogin(true);
  const runner = finishSocialLogin ? <SocialLoginReturn /> : null;
  const signedIn = useHasAuthToken();
  const { openDrawer } = useDrawerAction();
  if (signedIn) {
    return (
      <>
        {runner}
        <button
          type="button"
          onClick={() => openDrawer('AUTH_MENU_VIEW')}
          className="flex h-10 w-10 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
          aria-label={t('text-account-menu')}
        >
          <UserIcon width={22} height={22} />
        </button>
      </>
    );
  }
  return (
    <>
      {runner}
      <SignInButton />
    </>
  );
}
