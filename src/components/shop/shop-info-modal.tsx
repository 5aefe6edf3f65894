import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useShop } from '@/framework/rest/shop';
import type { Shop } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { ShopDetails } from './shop-details';

/** SHOP_INFO: everything known about a shop. The payload is the shop itself or its slug (then it is fetched). */
export default function ShopInfoModal({ data }: { data: unknown }) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const router = useRouter();
  const given = typeof data === 'object' && data !== null ? (data as Shop) : null;
  const slug = typeof data === 'string' ? data : '';
  const { shop: fetched, isLoading, error } = useShop(slug, { enabled: !given });
  const shop = given ?? fetched;
  if (!shop) {
    return (
      <div className="p-8">
        {isLoading ? <LoadingState /> : <ErrorState message={error ? error.message : undefined} />}
      </div>
    );
  }
  const onShopPage = router.pathname === '/shops/[slug]' && router.query.slug === shop.slug;
  return (
    <article aria-labelledby="shop-info-title">
      {shop.cover_image ? (
        <div className="relative aspect-[16/5] bg-gray-100">
          <Image
            src={shop.cover_image.original}
            alt=""
            fill
            sizes="(max-width: 768px) 100vw, 768px"
            className="object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex items-center gap-4 pe-10">
          <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-white">
            {shop.logo ? <Image src={shop.logo.original} alt="" fill sizes="64px" className="object-cover" /> : null}
          </div>
          <h2 id="shop-info-title" className="text-xl font-bold text-gray-900 sm:text-2xl">
            {shop.name}
          </h2>
        </div>
        {shop.description ? <p className="leading-relaxed text-gray-800">{shop.description}</p> : null}
        <ShopDetails shop={shop} full />
        {shop.categories?.length ? (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-gray-900">{t('text-categories')}</h3>
            <ul className="flex flex-wrap gap-1.5">
              {shop.categories.map((category) => (
                <li key={category.id} className="rounded-full bg-gray-100 px-2.5 py-1 text-xs text-gray-800">
                  {category.name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {onShopPage ? null : (
          <Link
            href={`/shops/${shop.slug}`}
            onClick={closeModal}
            className="inline-flex h-11 items-center justify-center rounded-md bg-accent px-5 text-sm font-semibold text-white hover:bg-accent-hover"
          >
            {t('text-visit-shop')}
          </Link>
        )}
      </div>
    </article>
  );
}
