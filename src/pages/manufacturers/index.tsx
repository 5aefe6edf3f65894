import type { GetServerSideProps } from 'next';
import { ManufacturerCard } from '@/components/brand/brand-cards';
import { PageHeading } from '@/components/brand/page-heading';
import { PagedGrid } from '@/components/brand/paged-grid';
import { TopList } from '@/components/brand/top-list';
import { Seo } from '@/components/seo/seo';
import {
  manufacturersPageOptions,
  topManufacturersOptions,
  useManufacturersPage,
  useTopManufacturers,
} from '@/framework/rest/brand';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /manufacturers: the most popular manufacturers and publishers, then all of them A–Z with "load more". */
export default function ManufacturersPage() {
  const { t } = useTranslation();
  const list = useManufacturersPage();
  const top = useTopManufacturers();
  return (
    <>
      <Seo path="/manufacturers" title={t('nav-manufacturers')} description={t('text-manufacturers-intro')} />
      <div className="flex flex-col gap-10">
        <PageHeading title={t('nav-manufacturers')} intro={t('text-manufacturers-intro')} />
        <TopList title={t('text-top-manufacturers')} items={top.items} basePath="/manufacturers" />
        <section aria-labelledby="all-manufacturers-title" className="flex flex-col gap-4">
          <h2 id="all-manufacturers-title" className="text-xl font-bold text-gray-900">
            {t('text-all-manufacturers')}
          </h2>
          <PagedGrid
            list={list}
            itemKey={(manufacturer) => manufacturer.id}
            emptyTitle={t('text-no-manufacturers')}
            renderItem={(manufacturer) => <ManufacturerCard manufacturer={manufacturer} />}
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
        queryClient.prefetchInfiniteQuery(manufacturersPageOptions({ language: locale })),
        queryClient.prefetchQuery(topManufacturersOptions(locale)),
      ]);
    },
  });
