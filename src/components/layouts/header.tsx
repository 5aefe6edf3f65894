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
  if (!settings.logo?.original) {
    return (
      <Link href="/" className="max-w-40 shrink-0 truncate text-2xl font-bold text-accent sm:max-w-48">
        {name}
      </Link>
    );
  }
  // A fixed box: the page does not move when the picture arrives, whatever the proportions of the shop's logo.
  return (
    <Link href="/" className="relative block h-10 w-28 shrink-0 sm:w-32" aria-label={name}>
      <Image
        src={settings.logo.original}
        alt={name}
        fill
        sizes="128px"
        className="object-contain object-left rtl:object-right"
      />
    </Link>
  );
}

/**
 * Logo, search, language switcher, cart and account buttons; on large screens the main navigation in a row of its
 * own, wrapping rather than pushing the page wider in any language. Smaller screens get both the navigation and
 * the language switcher from the menu drawer.
 */
export function Header() {
  const { t } = useTranslation();
  const { openDrawer } = useDrawerAction();
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
      {/* One search form for every width (its field's id is the page's only one): on phones it wraps to a row of
          its own below the logo and buttons. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-3">
        <button
          type="button"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 lg:hidden"
          onClick={() => openDrawer('MAIN_MENU_VIEW')}
          aria-label={t('text-open-menu')}
        >
          <MenuIcon width={24} height={24} />
        </button>
        <Logo />
        <SearchForm className="order-last w-full md:order-none md:mx-2 md:w-auto md:flex-1" />
        <div className="ms-auto flex items-center gap-2 md:ms-0">
          <div className="hidden lg:block">
            <LanguageSwitcher />
          </div>
          <CartButton />
          <AuthButton />
        </div>
      </div>
      <nav aria-label={t('text-main-navigation')} className="mx-auto hidden max-w-7xl px-4 pb-2 lg:block">
        <MainNavigation className="-mx-1 flex flex-wrap items-center gap-x-5 text-sm font-medium" />
      </nav>
    </header>
  );
}
