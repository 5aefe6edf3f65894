import type { GetServerSideProps } from 'next';
import { DEFAULT_LOCALE, LOCALES } from '@/config/locales';
import { publicSettings } from '@/config/public-env';
import { buildSitemap, callSource, collectSitemapEntries } from '@/lib/sitemap';

/** /sitemap.xml: every catalogue page in every language, with absolute URLs from NEXT_PUBLIC_SITE_URL. */
export const getServerSideProps: GetServerSideProps = async ({ res, locale }) => {
  // One sitemap for the whole site; /ar/sitemap.xml and the like do not exist.
  if (locale && locale !== DEFAULT_LOCALE) return { notFound: true };
  const entries = await collectSitemapEntries(callSource, DEFAULT_LOCALE);
  const xml = buildSitemap(entries, {
    siteUrl: publicSettings().siteUrl,
    locales: LOCALES.map((l) => l.code),
    defaultLocale: DEFAULT_LOCALE,
  });
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(xml);
  return { props: {} };
};

/** Nothing to render: getServerSideProps has already answered. */
export default function Sitemap() {
  return null;
}
