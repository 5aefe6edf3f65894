import { Link } from '@/components/ui/link';
import { DEFAULT_SITE_TITLE } from '@/config/constants';
import { useSettings } from '@/framework/rest/settings';
import { useTranslation } from '@/lib/i18n/provider';
import { Newsletter } from './newsletter';

const PAGES = [
  ['/about', 'nav-about'],
  ['/help', 'nav-faq'],
  ['/contact', 'nav-contact'],
  ['/product-request', 'nav-product-request'],
  ['/delivery', 'nav-delivery'],
  ['/return', 'nav-return'],
  ['/privacy', 'nav-privacy'],
  ['/terms', 'nav-terms'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const contact = settings.contactDetails;
  const name = settings.siteTitle || DEFAULT_SITE_TITLE;
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-accent">{name}</p>
          {settings.siteSubtitle ? <p className="mt-2 text-sm text-gray-700">{settings.siteSubtitle}</p> : null}
        </div>
        <nav aria-label={t('text-footer-navigation')}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {PAGES.map(([href, key]) => (
              <li key={href}>
                <Link href={href} className="text-gray-800 hover:text-accent">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="text-sm not-italic text-gray-700">
          <p className="font-semibold text-gray-900">{t('text-contact-us')}</p>
          {contact?.location?.formattedAddress ? (
            <p className="mt-2">
              {/* An address written left to right keeps its order inside a right-to-left page. */}
              <bdi>{contact.location.formattedAddress}</bdi>
            </p>
          ) : null}
          {contact?.contact ? (
            <p className="mt-1">
              <a href={`tel:${contact.contact.replace(/\s+/g, '')}`} className="hover:text-accent" dir="ltr">
                {contact.contact}
              </a>
            </p>
          ) : null}
          {contact?.emailAddress ? (
            <p className="mt-1">
              <a href={`mailto:${contact.emailAddress}`} className="hover:text-accent">
                {contact.emailAddress}
              </a>
            </p>
          ) : null}
        </address>
        <Newsletter />
      </div>
      <p className="border-t border-gray-200 px-4 py-4 text-center text-xs text-gray-600">
        {settings.copyrightText || name}
      </p>
    </footer>
  );
}
