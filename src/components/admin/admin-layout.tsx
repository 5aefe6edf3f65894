import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { useBackOfficeMe } from '@/framework/rest/back-office';
import { clientOnly } from '@/lib/client-only';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction, useModalState } from '@/store/ui';
import { AdminLoading, AdminMessage } from './admin-kit';

// The shop's own sign-in dialog, loaded when it opens (as the shop's layout does).
const ManagedModal = clientOnly(() => import('@/components/layouts/managed-modal').then((m) => m.ManagedModal));

function ModalHost() {
  return useModalState().isOpen ? <ManagedModal /> : null;
}

const NAV: { href: string; key: string; operatorOnly?: boolean; exact?: boolean }[] = [
  { href: '/admin', key: 'nav-dashboard', exact: true },
  { href: '/admin/orders', key: 'nav-orders' },
  { href: '/admin/shops', key: 'nav-shops' },
  { href: '/admin/products', key: 'nav-products' },
  { href: '/admin/refunds', key: 'nav-refunds' },
  { href: '/admin/questions', key: 'nav-questions' },
  { href: '/admin/reports', key: 'nav-reports', operatorOnly: true },
];

/** Signed in: the back office for people with a role there, a plain refusal for everyone else. */
function BackOfficeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const hydrated = useHydrated();
  const signedIn = useHasAuthToken();
  const { openModal } = useModalAction();
  const { data, error } = useBackOfficeMe(hydrated && signedIn);
  if (!hydrated) return <AdminLoading />;
  if (!signedIn) {
    return (
      <AdminMessage title={t('text-sign-in-title')}>
        <p className="mb-3">{t('text-sign-in-help')}</p>
        <Button onClick={() => openModal('LOGIN_VIEW')}>{t('button-sign-in')}</Button>
      </AdminMessage>
    );
  }
  if (error) return <AdminMessage title={error.message} />;
  if (!data) return <AdminLoading />;
  if (data.roles.length === 1) {
    return <AdminMessage title={t('text-no-access')}>{t('text-no-access-help')}</AdminMessage>;
  }
  return <>{children}</>;
}

/** The back office's frame: its own header and navigation, the page inside, sign-in required. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { pathname } = useRouter();
  const hydrated = useHydrated();
  const signedIn = useHasAuthToken();
  const { data: me } = useBackOfficeMe(hydrated && signedIn);
  const operator = me?.roles.includes('super_admin') ?? false;
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="text-lg font-bold text-gray-900">{t('text-back-office')}</p>
          <nav aria-label={t('text-back-office')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
              {NAV.filter((item) => !item.operatorOnly || operator).map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={
                      (item.exact ? pathname === item.href : pathname.startsWith(item.href)) ? 'page' : undefined
                    }
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
        <BackOfficeGate>{children}</BackOfficeGate>
      </main>
      <ModalHost />
    </div>
  );
}
