import { Activity, type ReactNode } from 'react';
import { Toasts } from '@/components/ui/toasts';
import { clientOnly } from '@/lib/client-only';
import { laterPart } from '@/lib/later-part';
import { useTranslation } from '@/lib/i18n/provider';
import { Header } from './header';
import { ServerSegment } from '@/lib/server-segment';
import { useDrawerState, useModalState } from '@/store/ui';

// Below the fold on every page: rendered on the server, its code loaded after the page's own.
const Footer = laterPart(() => import('./footer').then((m) => m.Footer));
// The dialog and drawer shells and their view registries load with the first one opened, not with the page.
const ManagedModal = clientOnly(() => import('./managed-modal').then((m) => m.ManagedModal));
// Keeps ?product=<slug> and the quick-view modal in step; loaded right after the page, not with it.
const ProductModalUrl = clientOnly(() =>
  import('@/components/product/use-product-modal-url').then((m) => m.ProductModalUrl),
);
const ManagedDrawer = clientOnly(() => import('./managed-drawer').then((m) => m.ManagedDrawer));

function ModalHost() {
  return useModalState().isOpen ? <ManagedModal /> : null;
}

function DrawerHost() {
  return useDrawerState().isOpen ? <ManagedDrawer /> : null;
}

/**
 * The page shell: skip link, header, content, footer, drawers, modals, toasts, and the invisible bot check. The
 * header, the content and the footer are Activity boundaries, each hydrated on its own after the shell, in slices
 * the browser can interrupt (ARCHITECTURE "Hydration").
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('text-skip-to-content')}
      </a>
      <Activity mode="visible">
        <ServerSegment>
          <Header />
        </ServerSegment>
      </Activity>
      <main id="main" className="mx-auto min-h-[60vh] max-w-7xl px-4 py-6">
        <Activity mode="visible">
          <ServerSegment>{children}</ServerSegment>
        </Activity>
      </main>
      <Footer />
      <DrawerHost />
      <ModalHost />
      <ProductModalUrl />
      <Toasts />
      {/* Holds the invisible bot check (reCAPTCHA) that phone sign-in renders into. */}
      <div id="recaptcha-container" hidden />
    </>
  );
}
