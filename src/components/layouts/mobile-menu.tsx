import { useTranslation } from '@/lib/i18n/provider';
import type { DrawerViewProps } from './managed-drawer';
import { MainNavigation } from './main-navigation';

export default function MobileMenu({ close }: DrawerViewProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('text-main-navigation')} className="p-5">
      <MainNavigation className="flex flex-col gap-1 text-base" onNavigate={close} />
    </nav>
  );
}
