import { Link } from '@/components/ui/link';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { type Coordinates, useNearbyShops } from '@/framework/rest/shop';
import { formatDistance } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n/provider';
import { ShopCard } from './shop-card';

/** The shops around a position, nearest first, each with its distance. */
export function NearbyShops({ coordinates }: { coordinates: Coordinates }) {
  const { t, i18n } = useTranslation();
  const { shops, isLoading, error } = useNearbyShops(coordinates);
  if (isLoading) return <LoadingState />;
  if (error) return <ErrorState message={error.message} />;
  if (shops.length === 0) {
    return (
      <EmptyState title={t('text-no-nearby-shops')}>
        <Link href="/shops" className="font-semibold text-accent underline underline-offset-2 hover:text-accent-hover">
          {t('text-browse-all-shops')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="text-sm text-gray-600" aria-live="polite">
        {t('text-shops-found', { count: shops.length })}
      </p>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shops.map((shop, index) => (
          <li key={shop.id} className="flex">
            <ShopCard
              shop={shop}
              priority={index < 3}
              distance={
                typeof shop.distance === 'number'
                  ? t('text-distance-away', { distance: formatDistance(shop.distance, i18n.language) })
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
    </>
  );
}
