import { useRouter } from 'next/router';
import { DEFAULT_SITE_TITLE } from '@/config/constants';
import { DEFAULT_LOCALE } from '@/config/locales';
import { useSettings } from '@/framework/rest/settings';
import { absoluteMediaUrl, absoluteUrl, JsonLd, organizationLd, websiteLd } from './json-ld';

/**
 * The shop as schema.org Organization and WebSite, with the search box search engines may show under the
 * home page result (it searches /search?text=…, in the current language).
 */
export function SiteJsonLd() {
  const { settings } = useSettings();
  const { locale = DEFAULT_LOCALE } = useRouter();
  const name = settings.siteTitle || DEFAULT_SITE_TITLE;
  const contact = settings.contactDetails;
  const home = absoluteUrl('/', locale);
  const organization = organizationLd({
    name,
    url: absoluteUrl('/'),
    logo: settings.logo?.original ? absoluteMediaUrl(settings.logo.original) : null,
    email: contact?.emailAddress || undefined,
    telephone: contact?.contact || undefined,
    sameAs: (contact?.socials ?? []).map((s) => s.url).filter((url) => /^https?:\/\//.test(url)),
  });
  const website = {
    ...websiteLd({ name, url: home, searchUrl: `${absoluteUrl('/search', locale)}?text={search_term_string}` }),
    inLanguage: locale,
  };
  return <JsonLd id="site" data={[organization, website]} />;
}
