import { ErrorState, LoadingState } from '@/components/ui/states';
import { useProduct } from '@/framework/rest/product';
import { useTranslation } from '@/lib/i18n/provider';
import { ProductDetails } from './product-details';

/**
 * PRODUCT_DETAILS modal view (payload: the product's slug): the product page's details in a compact layout.
 * The URL follows it (`?product=<slug>`, see use-product-modal-url.ts), so a quick view can be shared.
 */
export default function ProductDetailsModal({ data }: { data: unknown }) {
  const { t } = useTranslation();
  const slug = typeof data === 'string' ? data : '';
  const { product, isLoading, error } = useProduct(slug);
  return (
    <div className="p-5 sm:p-8">
      {isLoading ? <LoadingState label={t('text-loading-product')} /> : null}
      {error ? (
        <div className="pe-10">
          <ErrorState message={error.status === 404 ? 'text-product-not-found' : error.message} />
        </div>
      ) : null}
      {product ? <ProductDetails key={product.id} product={product} compact /> : null}
    </div>
  );
}
