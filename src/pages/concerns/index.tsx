import type { GetServerSideProps } from 'next';
import { ConcernCard } from '@/components/brand/brand-cards';
import { PageHeading } from '@/components/brand/page-heading';
import { PagedGrid } from '@/components/brand/paged-grid';
import { Seo } from '@/components/seo/seo';
import { concernsPageOptions, useConcernsPage } from '@/framework/rest/concern';
import { useTranslation } from '@/lib/i18n/provider';
import { isNotFound, loadPage, NOT_FOUND } from '@/lib/ssr/load-page';

/** /concerns: the company groups that own the manufacturers (CONTRACT §11), A–Z with "load more". */
export default function ConcernsPage() {
  const { t } = useTranslation();
  const list = useConcernsPage();
  return (
    <>
      <Seo path="/concerns" title={t('nav-concerns')} description={t('text-concerns-intro')} />
      <div className="flex flex-col gap-10">
        <PageHeading title={t('nav-concerns')} intro={t('text-concerns-intro')} />
        <section aria-labelledby="all-concerns-title" className="flex flex-col gap-4">
          <h2 id="all-concerns-title" className="sr-only">
            {t('text-all-concerns')}
          </h2>
          <PagedGrid
            list={list}
            itemKey={(concern) => concern.id}
            emptyTitle={t('text-no-concerns')}
            renderItem={(concern, index) => <ConcernCard concern={concern} priority={index < 3} />}
          />
        </section>
      </div>
    </>
  );
}

/** A provider without /concerns answers 404: the page is then a 404 too (the menu hides the entry). */
export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, {
    prefetch: async (queryClient, locale) => {
      try {
        await queryClient.fetchInfiniteQuery(concernsPageOptions({ language: locale }));
      } catch (error) {
        if (isNotFound(error)) return NOT_FOUND;
        throw error;
      }
    },
  });
