import type { GetServerSideProps } from 'next';
import { EntityHero } from '@/components/brand/entity-hero';
import { SocialLinks } from '@/components/brand/social-links';
import { MapPinIcon } from '@/components/icons/map-pin-icon';
import { ProductGrid } from '@/components/product/product-grid';
import { Seo } from '@/components/seo/seo';
import { shopAddress } from '@/components/shop/shop-address';
import { telHref } from '@/components/shop/shop-details';
import { StoreNotices } from '@/components/shop/store-notices';
import { Button } from '@/components/ui/button';
import { RelatedProducts } from '@/components/product/related-products';
import {
  bestSellingProductsOptions,
  popularProductsOptions,
  productsOptions,
  useBestSellingProducts,
  usePopularProducts,
} from '@/framework/rest/product';
import { shopOptions, storeNoticesOptions, useShop } from '@/framework/rest/shop';
import { useTranslation } from '@/lib/i18n/provider';
import { loadDetailPage, NOT_FOUND } from '@/lib/ssr/load-page';
import { useModalAction } from '@/store/ui';

const NO_FILTERS = {};

/** /shops/{slug}: the shop's cover, logo, details and notices, and its products. */
export default function ShopPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const { shop } = useShop(slug);
  if (!shop) return null;
  const address = shopAddress(shop);
  const contact = shop.settings?.contact?.trim();
  return (
    <>
      <Seo
        path={`/shops/${shop.slug}`}
        title={shop.name}
        description={shop.description}
        image={shop.cover_image?.original ?? shop.logo?.original}
      />
      <div className="flex flex-col gap-8">
        <EntityHero
          name={shop.name}
          image={shop.logo}
          cover={shop.cover_image}
          subtitle={
            address ? (
              <p className="flex items-start gap-1">
                <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0 text-gray-500" />
                <span>
                  <bdi>{address}</bdi>
                </span>
              </p>
            ) : null
          }
          actions={
            <Button variant="outline" onClick={() => openModal('SHOP_INFO', shop)}>
              {t('text-shop-info')}
            </Button>
          }
        >
          {shop.description ? <p className="max-w-3xl leading-relaxed text-gray-800">{shop.description}</p> : null}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
            {contact ? (
              <p className="text-gray-700">
                <span className="font-semibold text-gray-900">{t('text-phone')}: </span>
                <a
                  href={telHref(contact)}
                  dir="ltr"
                  className="text-accent underline underline-offset-2 hover:text-accent-hover"
                >
                  {contact}
                </a>
              </p>
            ) : null}
            <SocialLinks website={shop.settings?.website} socials={shop.settings?.socials} />
          </div>
        </EntityHero>
        <StoreNotices shopId={shop.id} />
        <ShopShelves shopId={shop.id} />
        <div className="flex flex-col gap-4">
          <p className="text-xl font-bold text-gray-900" aria-hidden="true">
            {t('text-products-of', { name: shop.name })}
          </p>
          <ProductGrid filters={NO_FILTERS} shopId={shop.id} title={t('text-products-of', { name: shop.name })} />
        </div>
      </div>
    </>
  );
}

/** How many products the shop's popular and best-selling shelves show. */
const SHELF_SIZE = 10;

/** The shop's most ordered products and its best sellers of late (GET /popular-products, /best-selling-products). */
function ShopShelves({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const popular = usePopularProducts({ shop_id: shopId, limit: SHELF_SIZE });
  const bestSelling = useBestSellingProducts({ shop_id: shopId, limit: SHELF_SIZE });
  return (
    <>
      <RelatedProducts id="shop-popular" title={t('text-shop-popular')} products={popular.products} />
      <RelatedProducts id="shop-best-selling" title={t('text-shop-best-selling')} products={bestSelling.products} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadDetailPage(ctx, async (queryClient, slug, locale) => {
    const shop = await queryClient.fetchQuery(shopOptions(slug, locale));
    if (shop.is_active === false) return NOT_FOUND;
    await Promise.all([
      queryClient.prefetchInfiniteQuery(productsOptions(NO_FILTERS, { shopId: shop.id, language: locale })),
      queryClient.prefetchQuery(storeNoticesOptions(shop.id, locale)),
      queryClient.prefetchQuery(popularProductsOptions({ shop_id: shop.id, limit: SHELF_SIZE }, locale)),
      queryClient.prefetchQuery(bestSellingProductsOptions({ shop_id: shop.id, limit: SHELF_SIZE }, locale)),
    ]);
  });
