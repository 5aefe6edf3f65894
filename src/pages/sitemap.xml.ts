import type { GetServerSideProps } from 'next';
import { DEFAULT_LOCALE } from '@/config/locales';
import { publicSettings } from '@/config/public-env';
import { buildSitemapIndex, callSource, productSitemapCount, sitemapFiles } from '@/lib/sitemap';

/**
 * /sitemap.xml: the index of the sitemap's files (src/pages/sitemaps/[file].ts), absolute URLs from
 * NEXT_PUBLIC_SITE_URL. Costs one product list request (its total), whatever the catalogue's size.
 */
export const getServerSideProps: GetServerSideProps = async ({ res, locale }) => {
  // One sitemap for the whole site; /ar/sitemap.xml and the like do not exist.
  if (locale && locale !== DEFAULT_LOCALE) return { notFound: true };
  const files = sitemapFiles(await productSitemapCount(callSource, DEFAULT_LOCALE));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(buildSitemapIndex(files, publicSettings().siteUrl));
  return { props: {} };
};

/** Nothing to render: getServerSideProps has already answered. */
export default function Sitemap() {
  return null;
}
