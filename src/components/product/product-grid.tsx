import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useProducts } from '@/framework/rest/product';
import type { ProductCardVariant } from '@/framework/rest/types';
import type { ProductFilters } from '@/shared/product-filters';
import { useTranslation } from '@/lib/i18n/provider';
import { ProductCard } from './product-card';

interface ProductGridProps {
  filters: ProductFilters;
  shopId?: number;
  variant?: ProductCardVariant;
  /** Heading for screen readers and the page outline. */
  title: string;
  /** The page shows the result count itself (e.g. next to its sort order). */
  hideCount?: boolean;
  /** How many of the first pictures load eagerly: the above-the-fold ones, unless a banner is the page's largest paint. */
  eagerImages?: number;
}

/** A product list with loading, empty and error states, paging forward with "load more" (SPEC §4). */
export function ProductGrid({ filters, shopId, variant, title, hideCount = false, eagerImages = 4 }: ProductGridProps) {
  const { t } = useTranslation();
  const { products, isLoading, error, hasMore, loadMore, isLoadingMore, total, totalExact } = useProducts(filters, {
    shopId,
  });
  return (
    <section aria-labelledby="product-grid-title">
      <h2 id="product-grid-title" className="sr-only">
        {title}
      </h2>
      {isLoading ? <LoadingState /> : null}
      {error ? <ErrorState message={error.message} /> : null}
      {!isLoading && !error && products.length === 0 ? <EmptyState title={t('text-no-products')} /> : null}
      {products.length > 0 ? (
        <>
          {hideCount ? null : (
            <p className="mb-3 text-sm text-gray-600" aria-live="polite">
              {totalExact
                ? t('text-products-count', { count: total })
                : t('text-products-count-more', { count: total - 1 })}
            </p>
          )}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} variant={variant} priority={index < eagerImages} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {hasMore ? (
        <div className="mt-8 flex justify-center">
          <Button onClick={() => loadMore()} loading={isLoadingMore}>
            {t('text-load-more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
