import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { ProductListing } from '@/components/search/product-listing';
import { prefetchProductListing } from '@/components/search/listing-prefetch';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';
import { parseProductFilters } from '@/shared/product-filters';

/**
 * Search (SPEC §2 /search): the term comes from the `text` query parameter and stays the current search term
 * (empty when absent; the header search box shows it too). Result pages are not indexed.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const term = parseProductFilters(useRouter().query).text ?? '';
  return (
    <>
      <Seo path="/search" title={term ? t('text-search-results-for', { term }) : t('text-search')} />
      <ProductListing drawer="SEARCH_FILTER" />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, { prefetch: (queryClient, locale) => prefetchProductListing(queryClient, locale, ctx.query) });
