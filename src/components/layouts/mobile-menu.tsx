import { useTranslation } from '@/lib/i18n/provider';
import { LanguageSwitcher } from './language-switcher';
import { MainNavigation } from './main-navigation';
import type { DrawerViewProps } from '@/store/ui';

export default function MobileMenu({ close }: DrawerViewProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6 p-5">
      <nav aria-label={t('text-main-navigation')}>
        <MainNavigation className="flex flex-col gap-1 text-base" onNavigate={close} />
      </nav>
      {/* Below the large breakpoint the header has no room for it. */}
      <div className="border-t border-gray-200 pt-4">
        <LanguageSwitcher onSwitch={close} />
      </div>
    </div>
  );
}
