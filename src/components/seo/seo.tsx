import Head from 'next/head';
import { useRouter } from 'next/router';
import { DEFAULT_SITE_TITLE, FALLBACK_SITE_TITLE } from '@/config/constants';
import { DEFAULT_LOCALE, LOCALES } from '@/config/locales';
import { publicEnv } from '@/config/public-env';
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

function absolute(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicEnv.siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function localized(path: string, locale: string): string {
  return (
    `${publicEnv.siteUrl}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${path === '/' ? '' : path}` ||
    publicEnv.siteUrl
  );
}

/**
 * Page metadata from the shop settings' seo fields (SPEC §2): title (default 'PickBazar', fallback
 * 'E-Commerce'), description, canonical link, alternate languages, OpenGraph and Twitter tags.
 */
export function Seo({ path, title, description, image, type = 'website', noindex = false }: SeoProps) {
  const { settings } = useSettings();
  const { locale = DEFAULT_LOCALE } = useRouter();
  const seo = settings.seo ?? {};
  const site = settings.siteTitle || DEFAULT_SITE_TITLE || FALLBACK_SITE_TITLE;
  const fullTitle = title ? `${title} | ${site}` : seo.metaTitle || site;
  const text = (description || seo.metaDescription || settings.siteSubtitle || '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
  const canonical = localized(path, locale);
  const picture = image ?? seo.ogImage?.original ?? null;
  return (
    <Head>
      <title>{fullTitle}</title>
      {text ? <meta name="description" content={text} /> : null}
      {seo.metaTags ? <meta name="keywords" content={seo.metaTags} /> : null}
      <link rel="canonical" href={canonical} />
      {LOCALES.map((l) => (
        <link key={l.code} rel="alternate" hrefLang={l.code} href={localized(path, l.code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={localized(path, DEFAULT_LOCALE)} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site} />
      <meta property="og:title" content={title ?? seo.ogTitle ?? fullTitle} />
      {text || seo.ogDescription ? (
        <meta property="og:description" content={title ? text : seo.ogDescription || text} />
      ) : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={locale} />
      {picture ? <meta property="og:image" content={absolute(picture)} /> : null}
      <meta name="twitter:card" content={seo.twitterCardType || 'summary_large_image'} />
      {seo.twitterHandle ? <meta name="twitter:site" content={seo.twitterHandle} /> : null}
      <meta name="twitter:title" content={title ?? seo.ogTitle ?? fullTitle} />
      {text ? <meta name="twitter:description" content={text} /> : null}
      {picture ? <meta name="twitter:image" content={absolute(picture)} /> : null}
    </Head>
  );
}
