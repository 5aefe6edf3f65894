import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { Drawer } from '@/components/ui/drawer/drawer';
import { withFullStrings } from '@/lib/i18n/lazy-translations';
import { useTranslation } from '@/lib/i18n/provider';
import { type DrawerView, type DrawerViewProps, drawerSide, useDrawerAction, useDrawerState } from '@/store/ui';

/** Drawer contents load when first opened. */
const VIEWS: Record<DrawerView, { component: ComponentType<DrawerViewProps>; label: string }> = {
  cart: {
    component: dynamic(withFullStrings(() => import('@/components/cart/cart-drawer'))),
    label: 'text-shopping-cart',
  },
  MAIN_MENU_VIEW: { component: dynamic(withFullStrings(() => import('./mobile-menu'))), label: 'text-menu' },
  FILTER_VIEW: {
    component: dynamic(withFullStrings(() => import('@/components/search/filter-drawer'))),
    label: 'text-filter',
  },
  SEARCH_FILTER: {
    component: dynamic(withFullStrings(() => import('@/components/search/filter-drawer'))),
    label: 'text-filter',
  },
  AUTH_MENU_VIEW: {
    component: dynamic(withFullStrings(() => import('@/components/auth/auth-menu'))),
    label: 'text-account-menu',
  },
};

/** Renders the open drawer on its SPEC §2 side; `start`/`end` follow the writing direction, so ar/he swap. */
export function ManagedDrawer() {
  const { t } = useTranslation();
  const { view, data, isOpen } = useDrawerState();
  const { closeDrawer } = useDrawerAction();
  const entry = view ? VIEWS[view] : undefined;
  if (!isOpen || !view || !entry) return null;
  const View = entry.component;
  return (
    <Drawer open onClose={closeDrawer} label={t(entry.label)} side={drawerSide(view)}>
      <View data={data} close={closeDrawer} />
    </Drawer>
  );
}
