import { EntityCard } from '@/components/brand/entity-card';
import { MapPinIcon } from '@/components/icons/map-pin-icon';
import type { Shop } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { shopAddress } from './shop-address';

/** A shop in a list: cover, logo, name, address, number of products and, for nearby searches, the distance. */
export function ShopCard({ shop, priority = false, distance }: { shop: Shop; priority?: boolean; distance?: string }) {
  const { t } = useTranslation();
  const address = shopAddress(shop);
  return (
    <EntityCard
      href={`/shops/${shop.slug}`}
      name={shop.name}
      image={shop.logo}
      cover={shop.cover_image}
      priority={priority}
    >
      {address ? (
        <p className="flex items-start gap-1 text-sm text-gray-700">
          <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0 text-gray-500" />
          <span className="line-clamp-2">
            <bdi>{address}</bdi>
          </span>
        </p>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {typeof shop.products_count === 'number' ? (
          <span className="text-gray-600">{t('text-products-count', { count: shop.products_count })}</span>
        ) : null}
        {distance ? (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-accent">{distance}</span>
        ) : null}
      </p>
    </EntityCard>
  );
}
