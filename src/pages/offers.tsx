import type { GetServerSideProps } from 'next';
import { PageHeading } from '@/components/brand/page-heading';
import { PagedGrid } from '@/components/brand/paged-grid';
import { CouponCard } from '@/components/coupon/coupon-card';
import { Seo } from '@/components/seo/seo';
import { couponsOptions, orderCoupons, useCoupons } from '@/framework/rest/coupon';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/**
 * /offers: the shop's coupons (CONTRACT §4 Coupon). `now` comes from the server render so that the server and
 * the browser agree on which coupons have expired.
 */
export default function OffersPage({ now }: { now: number }) {
  const { t } = useTranslation();
  const { coupons, ...list } = useCoupons();
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
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, {
    prefetch: async (queryClient, locale) => {
      await queryClient.prefetchInfiniteQuery(couponsOptions(locale));
      return { now: Date.now() };
    },
  });
