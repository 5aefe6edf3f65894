import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { MenuIcon } from '@/components/icons/menu-icon';
import { DEFAULT_SITE_TITLE } from '@/config/constants';
import { useSettings } from '@/framework/rest/settings';
import { useTranslation } from '@/lib/i18n/provider';
import { useDrawerAction } from '@/store/ui';
import { AuthButton } from './auth-button';
import { CartButton } from './cart-button';
import { LanguageSwitcher } from './language-switcher';
import { MainNavigation } from './main-navigation';
import { SearchForm } from './search-form';

export function Logo() {
  const { settings } = useSettings();
  const name = settings.siteTitle || DEFAULT_SITE_TITLE;
  return (
    <Link href="/" className="flex shrink-0 items-center" aria-label={name}>
      {settings.logo?.original ? (
        <Image src={settings.logo.original} alt={name} width={144} height={40} className="h-9 w-auto" />
      ) : (
        <span className="text-2xl font-bold text-accent">{name}</span>
      )}
    </Link>
  );
}

/** Logo, search, main navigation, language switcher, cart and account buttons; a menu drawer on small screens. */
export function Header() {
  const { t } = useTranslation();
  const { openDrawer } = useDrawerAction();
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <button
          type="button"
          className="flex h-10 w-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 lg:hidden"
          onClick={() => openDrawer('MAIN_MENU_VIEW')}
          aria-label={t('text-open-menu')}
        >
          <MenuIcon width={24} height={24} />
        </button>
        <Logo />
        <SearchForm className="mx-2 hidden flex-1 md:flex" />
        <nav aria-label={t('text-main-navigation')} className="hidden lg:block">
          <MainNavigation className="flex items-center gap-4 text-sm font-medium" />
        </nav>
        <div className="ms-auto flex items-center gap-2 md:ms-0">
          <LanguageSwitcher />
          <CartButton />
          <AuthButton />
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SearchForm />
      </div>
    </header>
  );
}
