import { DEFAULT_SITE_TITLE } from '@/config/constants';
import type { SettingsOptions } from '@/framework/rest/types';
import { absoluteMediaUrl, absoluteUrl } from './absolute-url';
import { organizationLd, type Thing, websiteLd } from './json-ld';

/**
 * The shop as schema.org Organization and WebSite, with the search box search engines may show under the
 * home page result (it searches /search?text=…, in the current language). Built on the server with the page's
 * data (type homes pass it to JsonLd), so the builders stay out of the browser's JavaScript.
 */
export function siteLd(settings: SettingsOptions, locale: string): Thing[] {
  const name = settings.siteTitle || DEFAULT_SITE_TITLE;
  const contact = settings.contactDetails;
  const organization = organizationLd({
    name,
    url: absoluteUrl('/'),
    logo: settings.logo?.original ? absoluteMediaUrl(settings.logo.original) : null,
    email: contact?.emailAddress || undefined,
    telephone: contact?.contact || undefined,
    sameAs: (contact?.socials ?? []).map((s) => s.url).filter((url) => /^https?:\/\//.test(url)),
  });
  const website = {
    ...websiteLd({
      name,
      url: absoluteUrl('/', locale),
      searchUrl: `${absoluteUrl('/search', locale)}?text={search_term_string}`,
    }),
    inLanguage: locale,
  };
  return [organization, website];
}
