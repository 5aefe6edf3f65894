import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { Button } from '@/components/ui/button';
import { useLogout, useMe } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import type { DrawerViewProps } from '@/store/ui';

/** The account pages (SPEC §2 route table); some arrive with later features, the links are stable already. */
export const ACCOUNT_LINKS = [
  { href: '/profile', label: 'text-profile' },
  { href: '/change-password', label: 'text-change-password' },
  { href: '/orders', label: 'text-my-orders' },
  { href: '/wishlists', label: 'text-my-wishlists' },
  { href: '/downloads', label: 'text-my-downloads' },
  { href: '/questions', label: 'text-my-questions' },
  { href: '/refunds', label: 'text-my-refunds' },
  { href: '/reports', label: 'text-my-reports' },
  { href: '/cards', label: 'text-my-cards' },
] as const;

/** The AUTH_MENU_VIEW drawer: who is signed in, the account pages and logout (SPEC §4 logout via useLogout). */
export default function AuthMenu({ close }: DrawerViewProps) {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  const { me } = useMe();
  const logout = useLogout();

  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-gray-200 px-5 py-4" aria-live="polite">
        {me ? (
          <>
            <p className="font-semibold text-gray-900">{me.name}</p>
            <p className="text-sm break-all text-gray-600" dir="ltr">
              {me.email}
            </p>
          </>
        ) : (
          <p className="text-sm text-gray-600">{t('text-loading')}</p>
        )}
      </div>
      <nav aria-label={t('text-account-menu')} className="flex-1 px-3 py-3">
        <ul className="flex flex-col">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={close}
                aria-current={pathname === link.href ? 'page' : undefined}
                className="block rounded-md px-3 py-2.5 text-gray-800 hover:bg-gray-100 hover:text-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-gray-200 p-5">
        <Button
          variant="outline"
          className="w-full"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: close })}
        >
          {t('text-logout')}
        </Button>
      </div>
    </div>
  );
}
