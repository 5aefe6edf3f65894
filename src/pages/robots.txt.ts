import type { GetServerSideProps } from 'next';
import { DEFAULT_LOCALE } from '@/config/locales';
import { publicSettings } from '@/config/public-env';
import { buildRobots } from '@/lib/sitemap';

/** /robots.txt: everything but the API may be crawled; points to the sitemap. */
export const getServerSideProps: GetServerSideProps = async ({ res, locale }) => {
  if (locale && locale !== DEFAULT_LOCALE) return { notFound: true };
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=86400');
  res.end(buildRobots(publicSettings().siteUrl));
  return { props: {} };
};

export default function Robots() {
  return null;
}
