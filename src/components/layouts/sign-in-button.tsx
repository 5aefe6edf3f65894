import { UserIcon } from '@/components/icons/user-icon';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';

/**
 * The header's "Sign in" (opens LOGIN_VIEW): what the server renders and what signed-out shoppers keep. Phones
 * show a person icon (the words stay its accessible name); wider screens show the words.
 */
export function SignInButton() {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  return (
    <button
      type="button"
      onClick={() => openModal('LOGIN_VIEW')}
      className="flex h-10 min-w-10 items-center justify-center whitespace-nowrap rounded-md text-sm font-semibold text-accent hover:bg-gray-100 sm:px-3"
    >
      <UserIcon width={22} height={22} className="sm:hidden" />
      <span className="sr-only sm:not-sr-only">{t('text-sign-in')}</span>
    </button>
  );
}
