import { useLoadQueryClient } from '@/framework/rest/query';
import { Link } from '@/components/ui/link';
import { translateError } from '@/components/forms/translate-error';
import { Button } from '@/components/ui/button';
import { useResendVerificationEmail } from '@/framework/rest/account';
import { meQueryKey, useLogout } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';

const SENT = 'PICKBAZAR_MESSAGE.EMAIL_SENT_SUCCESSFUL';

/**
 * The verify-email page content (SPEC §2): heading, description, resend button, logout button (then home) and a
 * link back home. Also what an account page shows to a shopper whose email is unverified.
 */
export function VerifyEmailView({ email }: { email?: string }) {
  const { t } = useTranslation();
  const queryClient = useLoadQueryClient();
  const resend = useResendVerificationEmail();
  const logout = useLogout();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        // Verified meanwhile (another tab, the link): no mail is sent; asking GET /me again moves on.
        if (answer.message?.endsWith('MESSAGE.EMAIL_ALREADY_VERIFIED')) {
          void notify('success', t(answer.message));
          void queryClient().then((client) => client.invalidateQueries({ queryKey: meQueryKey }));
          return;
        }
        void notify('success', t(SENT));
      },
      onError: (error) => void notify('error', translateError(error, t)),
    });
  return (
    <section
      aria-labelledby="verify-email-title"
      className="mx-auto flex max-w-xl flex-col items-center py-10 text-center"
    >
      <h1 id="verify-email-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('email-not-verified')}
      </h1>
      <p className="mt-3 text-base leading-7 text-gray-700">
        {email ? t('email-not-verified-description-to', { email }) : t('email-not-verified-description')}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onResend} loading={resend.isPending}>
          {t('text-resend-verification-email')}
        </Button>
        <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending}>
          {t('text-logout')}
        </Button>
      </div>
      <Link href="/" className="mt-6 text-sm font-semibold text-accent underline-offset-4 hover:underline">
        {t('text-back-to-home')}
      </Link>
    </section>
  );
}
