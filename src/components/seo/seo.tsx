import Head from 'next/head';
import { useRouter } from 'next/router';
import { DEFAULT_SITE_TITLE, FALLBACK_SITE_TITLE } from '@/config/constants';
import { DEFAULT_LOCALE, LOCALES } from '@/config/locales';
import { absoluteMediaUrl, canonicalBase, canonicalUrl } from './absolute-url';
import { useSettings } from '@/framework/rest/settings';

interface SeoProps {
  /** Path without locale prefix, e.g. "/products/apples". */
  path: string;
  title?: string;
  description?: string | null;
  image?: string | null;
  type?: 'website' | 'product' | 'profile';
  noindex?: boolean;
}

/**
 * The site's name in titles: the settings' siteTitle; 'PickBazar' when the settings name none; 'E-Commerce' when
 * there are no settings at all (the provider did not answer).
 */
export function siteName(siteTitle: string | null | undefined, settingsLoaded: boolean): string {
  return siteTitle || (settingsLoaded ? DEFAULT_SITE_TITLE : FALLBACK_SITE_TITLE);
}

/**
 * Page metadata from the shop settings' seo fields (SPEC §2): title (default 'PickBazar', fallback
 * 'E-Commerce'), description, canonical link, alternate languages, OpenGraph and Twitter tags (a picture always
 * with its text alternative).
 */
export function Seo({ path, title, description, image, type = 'website', noindex = false }: SeoProps) {
  const { settings, isLoading } = useSettings();
  const { locale = DEFAULT_LOCALE } = useRouter();
  const seo = settings.seo ?? {};
  const site = siteName(settings.siteTitle, isLoading || Object.keys(settings).length > 0);
  const base = canonicalBase(seo.canonicalUrl);
  const localized = (at: string, code: string) => canonicalUrl(base, at, code);
  const fullTitle = title ? `${title} | ${site}` : seo.metaTitle || site;
  const text = (description || seo.metaDescription || settings.siteSubtitle || '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
  const canonical = localized(path, locale);
  const picture = image ?? seo.ogImage?.original;
  const pictureUrl = picture ? absoluteMediaUrl(picture) : null;
  // Shared previews show the picture to people who may not see it: a page's own picture is of what the page is
  // named after (product, shop, author…), the settings' picture is of the site.
  const pictureAlt = (image && title) || seo.ogTitle || site;
  const socialTitle = title ?? seo.ogTitle ?? fullTitle;
  // [attribute, its value, content]: a tag without content is left out.
  const metas: [attribute: 'name' | 'property', key: string, content: string | null | undefined][] = [
    ['name', 'description', text],
    ['name', 'keywords', seo.metaTags],
    ['name', 'robots', noindex ? 'noindex, follow' : null],
    ['property', 'og:type', type],
    ['property', 'og:site_name', site],
    ['property', 'og:title', socialTitle],
    ['property', 'og:description', title ? text : seo.ogDescription || text],
    ['property', 'og:url', canonical],
    ['property', 'og:locale', locale],
    ['property', 'og:image', pictureUrl],
    ['property', 'og:image:alt', pictureUrl && pictureAlt],
    ['name', 'twitter:card', seo.twitterCardType || 'summary_large_image'],
    ['name', 'twitter:site', seo.twitterHandle],
    ['name', 'twitter:title', socialTitle],
    ['name', 'twitter:description', text],
    ['name', 'twitter:image', pictureUrl],
    ['name', 'twitter:image:alt', pictureUrl && pictureAlt],
  ];
  return (
    <Head>
      <title>{fullTitle}</title>
      <link rel="canonical" href={canonical} />
      {[...LOCALES.map((l) => l.code), 'x-default'].map((code) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={code}
          href={localized(path, code === 'x-default' ? DEFAULT_LOCALE : code)}
        />
      ))}
      {metas.map(([attribute, key, content]) =>
        content ? <meta key={key} {...{ [attribute]: key }} content={content} /> : null,
      )}
    </Head>
  );
}
