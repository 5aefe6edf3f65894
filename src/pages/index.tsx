import type { GetServerSideProps } from 'next';
import { TypeHome } from '@/components/home/type-home';
import { prefetchTypeHome } from '@/components/home/home-prefetch';
import { Seo } from '@/components/seo/seo';
import { JsonLd } from '@/components/seo/json-ld';
import { useTypes } from '@/framework/rest/type';
import { loadPage } from '@/lib/ssr/load-page';
import { useRouter } from 'next/router';
import { withCategory } from '@/components/home/category-path';
import type { TypeHomePageProps } from '@/components/home/page-type';

/** Home: the type flagged as home (grocery in the demo), rendered on the server. */
export default function HomePage({ typeSlug, siteLd, showcase }: TypeHomePageProps) {
  const { types } = useTypes();
  const { query } = useRouter();
  const type = types.find((t) => t.slug === typeSlug);
  if (!type) return null;
  return (
    <>
      <Seo path={withCategory('/', query.category)} />
      <JsonLd id="site" data={siteLd} />
      <TypeHome type={type} showcase={showcase} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, { prefetch: (queryClient, locale) => prefetchTypeHome(queryClient, locale, ctx.query) });
