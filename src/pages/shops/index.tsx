import type { GetServerSideProps } from 'next';
import { PageHeading } from '@/components/brand/page-heading';
import { PagedGrid } from '@/components/brand/paged-grid';
import { MapPinIcon } from '@/components/icons/map-pin-icon';
import { Seo } from '@/components/seo/seo';
import { ShopCard } from '@/components/shop/shop-card';
import { Button } from '@/components/ui/button';
import { shopsOptions, useShops } from '@/framework/rest/shop';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';
import { useModalAction } from '@/store/ui';

/** /shops: the active shops, paged with "load more", and a way to find the ones nearby. */
export default function ShopsPage() {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const { shops, ...list } = useShops();
  return (
    <>
      <Seo path="/shops" title={t('nav-shops')} description={t('text-shops-intro')} />
      <div className="flex flex-col gap-8">
        <PageHeading
          title={t('nav-shops')}
          intro={t('text-shops-intro')}
          actions={
            <Button variant="outline" onClick={() => openModal('LOCATION_BASED_SHOP')}>
              <MapPinIcon aria-hidden="true" />
              {t('text-nearby-shops')}
            </Button>
          }
        />
        <section aria-labelledby="all-shops-title" className="flex flex-col gap-4">
          <h2 id="all-shops-title" className="sr-only">
            {t('text-all-shops')}
          </h2>
          <PagedGrid
            list={{ ...list, items: shops }}
            itemKey={(shop) => shop.id}
            emptyTitle={t('text-no-shops')}
            renderItem={(shop, index) => <ShopCard shop={shop} priority={index < 3} />}
          />
        </section>
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, {
    prefetch: async (queryClient, locale) => void (await queryClient.prefetchInfiniteQuery(shopsOptions(locale))),
  });
