import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';

/** The header's "Sign in" (opens LOGIN_VIEW): what the server renders and what signed-out shoppers keep. */
export function SignInButton() {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  return (
    <button
      type="button"
      onClick={() => openModal('LOGIN_VIEW')}
      className="h-10 whitespace-nowrap rounded-md px-3 text-sm font-semibold text-accent hover:bg-gray-100"
    >
      {t('text-sign-in')}
    </button>
  );
}
