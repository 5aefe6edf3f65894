import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { SignInButton } from './sign-in-button';

// Whether a shopper is signed in is known only in the browser (the server renders every page signed out), so the
// code that tells, and the account button, load right after the page instead of with it.
const AccountSwitch = lazy(() => import('./account-switch'));

/** Signed out: "Sign in" opens LOGIN_VIEW. Signed in: the account button opens the AUTH_MENU_VIEW drawer. */
export function AuthButton() {
  const signIn = <SignInButton />;
  if (!useHydrated()) return signIn;
  return (
    <Suspense fallback={signIn}>
      <AccountSwitch />
    </Suspense>
  );
}
