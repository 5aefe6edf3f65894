import type { GetServerSideProps } from 'next';
import { DEFAULT_LOCALE, LOCALES } from '@/config/locales';
import { publicSettings } from '@/config/public-env';
import { buildSitemap, callSource, collectPageEntries, collectProductEntries } from '@/lib/sitemap';

/**
 * The files /sitemap.xml lists: /sitemaps/pages.xml (every catalogue page but products) and
 * /sitemaps/products-<n>.xml (PRODUCTS_PER_SITEMAP products each), every page in every language. A file past the
 * last product, or any other name, is not found.
 */
export const getServerSideProps: GetServerSideProps = async ({ res, locale, params }) => {
  if (locale && locale !== DEFAULT_LOCALE) return { notFound: true };
  const file = String(params?.file ?? '');
  const products = /^products-([1-9]\d{0,5})\.xml$/.exec(file);
  const entries =
    file === 'pages.xml'
      ? await collectPageEntries(callSource, DEFAULT_LOCALE)
      : products
        ? await collectProductEntries(callSource, DEFAULT_LOCALE, Number(products[1]))
        : null;
  if (!entries) return { notFound: true };
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
export default function SitemapFile() {
  return null;
}
