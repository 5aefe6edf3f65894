import { useRouter } from 'next/router';
import { Button } from '@/components/ui/button';
import { useSettings } from '@/framework/rest/settings';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { AuthCard, LinkButton, OrDivider } from './auth-card';
import { GoogleLoginButton } from './google-login-button';
import { LoginForm } from './login-form';

/** SPEC §1: guests may check out only where the shop allows it, and only from a checkout page. */
export const GUEST_CHECKOUT_ROUTE = '/checkout/guest';

/**
 * The LOGIN_VIEW (SPEC §2): helper text, the email and password form, then the other ways in — Google (when
 * configured), mobile (OTP_LOGIN), guest checkout (on checkout pages when guestCheckout is on) and registration.
 * Needs no props, so pages can embed it (the auth-required wrapper) as well as the modal.
 */
export default function LoginView() {
  const { t } = useTranslation();
  const router = useRouter();
  const { settings } = useSettings();
  const { openModal, closeModal } = useModalAction();
  const guestCheckout = router.asPath.includes('checkout') && settings.guestCheckout === true;

  return (
    <AuthCard title={t('text-login')} helper={t('login-helper')}>
      <LoginForm onSignedIn={closeModal} onForgotPassword={() => openModal('FORGOT_VIEW')} />
      <OrDivider label={t('text-or')} />
      <div className="flex flex-col gap-3">
        <GoogleLoginButton />
        {/* CONTRACT §9: the useOtp setting turns phone sign-in on; a provider that does not send it keeps it. */}
        {settings.useOtp === false ? null : (
          <Button variant="outline" className="w-full" onClick={() => openModal('OTP_LOGIN')}>
            {t('text-login-mobile')}
          </Button>
        )}
        {guestCheckout ? (
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              closeModal();
              void router.push(GUEST_CHECKOUT_ROUTE);
            }}
          >
            {t('text-guest-checkout')}
          </Button>
        ) : null}
      </div>
      <p className="text-center text-sm text-gray-700">
        {t('text-no-account')} <LinkButton onClick={() => openModal('REGISTER')}>{t('text-register')}</LinkButton>
      </p>
    </AuthCard>
  );
}
