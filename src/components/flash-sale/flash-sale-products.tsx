import { ProductCard } from '@/components/product/product-card';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useFlashSaleProducts } from '@/framework/rest/flash-sale';
import { useTranslation } from '@/lib/i18n/provider';

/** The campaign's products at their sale prices, with "load more" (SPEC §4). */
export function FlashSaleProducts({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { products, isLoading, error, hasMore, loadMore, isLoadingMore } = useFlashSaleProducts(slug);
  return (
    <section aria-labelledby="flash-sale-products-title" className="flex flex-col gap-4">
      <h2 id="flash-sale-products-title" className="text-xl font-bold text-gray-900">
        {t('text-flash-sale-products')}
      </h2>
      {isLoading ? <LoadingState /> : null}
      {error ? <ErrorState message={error.message} /> : null}
      {!isLoading && !error && products.length === 0 ? <EmptyState title={t('text-no-products')} /> : null}
      {products.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} variant={product.type?.settings?.productCard} priority={index < 4} />
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <div className="mt-4 flex justify-center">
          <Button onClick={() => loadMore()} loading={isLoadingMore}>
            {t('text-load-more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
