import type { GetServerSideProps } from 'next';
import { PageHeading } from '@/components/brand/page-heading';
import { PagedGrid } from '@/components/brand/paged-grid';
import { CouponCard } from '@/components/coupon/coupon-card';
import { Seo } from '@/components/seo/seo';
import { RelatedProducts } from '@/components/product/related-products';
import { couponsOptions, orderCoupons, useCoupons } from '@/framework/rest/coupon';
import { featuredProductsOptions, useFeaturedProducts } from '@/framework/rest/product';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/**
 * /offers: the shop's coupons (CONTRACT §4 Coupon), then its featured products. `now` comes from the server render so that the server and
 * the browser agree on which coupons have expired.
 */
/** The featured products shown under the coupons (GET /product-featured). */
const FEATURED_QUERY = { limit: 10 };

export default function OffersPage({ now }: { now: number }) {
  const { t } = useTranslation();
  const { coupons, ...list } = useCoupons();
  const featured = useFeaturedProducts(FEATURED_QUERY);
  return (
    <>
      <Seo path="/offers" title={t('nav-offers')} description={t('text-offers-intro')} />
      <div className="flex flex-col gap-8">
        <PageHeading title={t('nav-offers')} intro={t('text-offers-intro')} />
        <PagedGrid
          list={{ ...list, items: orderCoupons(coupons, now) }}
          itemKey={(coupon) => coupon.id}
          emptyTitle={t('text-no-offers')}
          renderItem={(coupon, index) => <CouponCard coupon={coupon} now={now} priority={index < 3} />}
        />
        <RelatedProducts id="featured" title={t('text-featured-products')} products={featured.products} />
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, {
    prefetch: async (queryClient, locale) => {
      await Promise.all([
        queryClient.prefetchInfiniteQuery(couponsOptions(locale)),
        queryClient.prefetchQuery(featuredProductsOptions(FEATURED_QUERY, locale)),
      ]);
      return { now: Date.now() };
    },
  });
