import type { GetServerSideProps } from 'next';
import { ProductListing } from '@/components/search/product-listing';
import { prefetchProductListing } from '@/components/search/listing-prefetch';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** All products across vendors (SPEC §2 /products), filtered and sorted by the URL, rendered on the server. */
export default function ProductsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/products" title={t('text-all-products')} />
      <ProductListing drawer="FILTER_VIEW" />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, { prefetch: (queryClient, locale) => prefetchProductListing(queryClient, locale, ctx.query) });
