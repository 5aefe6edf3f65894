import type { GetServerSideProps } from 'next';
import { AuthorCard } from '@/components/brand/brand-cards';
import { PageHeading } from '@/components/brand/page-heading';
import { PagedGrid } from '@/components/brand/paged-grid';
import { TopList } from '@/components/brand/top-list';
import { Seo } from '@/components/seo/seo';
import { authorsPageOptions, topAuthorsOptions, useAuthorsPage, useTopAuthors } from '@/framework/rest/brand';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /authors: the most read authors, then every author A–Z, paged with "load more". */
export default function AuthorsPage() {
  const { t } = useTranslation();
  const list = useAuthorsPage();
  const top = useTopAuthors();
  return (
    <>
      <Seo path="/authors" title={t('nav-authors')} description={t('text-authors-intro')} />
      <div className="flex flex-col gap-10">
        <PageHeading title={t('nav-authors')} intro={t('text-authors-intro')} />
        <TopList title={t('text-top-authors')} items={top.items} basePath="/authors" round />
        <section aria-labelledby="all-authors-title" className="flex flex-col gap-4">
          <h2 id="all-authors-title" className="text-xl font-bold text-gray-900">
            {t('text-all-authors')}
          </h2>
          <PagedGrid
            list={list}
            itemKey={(author) => author.id}
            emptyTitle={t('text-no-authors')}
            renderItem={(author) => <AuthorCard author={author} />}
          />
        </section>
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, {
    prefetch: async (queryClient, locale) => {
      await Promise.all([
        queryClient.prefetchInfiniteQuery(authorsPageOptions({ language: locale })),
        queryClient.prefetchQuery(topAuthorsOptions(locale)),
      ]);
    },
  });
