import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { PrivateRoute } from '@/components/auth/private-route';
import { Link } from '@/components/ui/link';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useBackOfficeMe } from '@/framework/rest/back-office';
import { useMe } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';

const NAV = [
  { href: '/admin/orders', key: 'nav-orders' },
  { href: '/admin/shops', key: 'nav-shops' },
] as const;

/** Shown once signed in: the back office for people with a role there, a plain refusal for everyone else. */
function BackOfficeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { isAuthorized } = useMe();
  const { data, error, isLoading } = useBackOfficeMe(isAuthorized);
  if (isLoading || (!data && !error)) return <LoadingState />;
  if (error) return <ErrorState message={error.message} />;
  if (data!.roles.length === 1) {
    return <EmptyState title={t('text-no-access')}>{t('text-no-access-help')}</EmptyState>;
  }
  return <>{children}</>;
}

/** The back office's frame: its own header and navigation, the page inside, sign-in required. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { pathname } = useRouter();
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="text-lg font-bold text-gray-900">{t('text-back-office')}</p>
          <nav aria-label={t('text-back-office')}>
            <ul className="flex gap-4 text-sm font-semibold">
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={pathname.startsWith(item.href) ? 'page' : undefined}
                    className="text-gray-700 underline-offset-4 hover:underline aria-[current=page]:text-emerald-800 aria-[current=page]:underline"
                  >
                    {t(item.key)}
                  </Link>
                </li>
              ))}
              <li>
                <Link href="/" className="text-gray-700 underline-offset-4 hover:underline">
                  {t('nav-shop')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <PrivateRoute>
          <BackOfficeGate>{children}</BackOfficeGate>
        </PrivateRoute>
      </main>
    </div>
  );
}
