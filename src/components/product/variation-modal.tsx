import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useProduct } from '@/framework/rest/product';
import type { Product } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { DetailAddToCart } from './detail-add-to-cart';
import { ProductDetailPrice } from './product-detail-price';
import { ProductStock } from './product-stock';
import { useVariationChoice } from './use-variation-choice';
import { VariationPicker } from './variation-picker';

function VariationForm({ product }: { product: Product }) {
  const { t } = useTranslation();
  const choice = useVariationChoice(product);
  const { option } = choice;
  const image = option?.image ?? product.image;
  return (
    <div className="grid gap-6 sm:grid-cols-[220px_1fr]">
      <div className="relative aspect-square overflow-hidden rounded-xl bg-gray-50">
        {image ? (
          <Image
            src={image.original}
            alt={product.name}
            fill
            sizes="(max-width: 640px) 90vw, 220px"
            className="object-contain p-3"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1 pe-10">
          <h2 className="text-xl font-bold text-gray-900">{product.name}</h2>
          {product.unit ? <p className="text-sm text-gray-600">{product.unit}</p> : null}
        </div>
        <ProductDetailPrice product={product} option={option} size="md" />
        <ProductStock product={product} option={option} />
        <VariationPicker options={product.variation_options} choice={choice} />
        <DetailAddToCart product={product} option={option} />
        <Link
          href={`/products/${product.slug}`}
          className="self-start text-sm font-semibold text-accent underline underline-offset-2 hover:text-accent-hover"
        >
          {t('text-view-full-details')}
        </Link>
      </div>
    </div>
  );
}

/**
 * SELECT_PRODUCT_VARIATION modal view (payload: the product's slug): pick an option of a variable product from a
 * list and add it; the cart line is "productId.variationId" (generateCartItem).
 */
export default function VariationModal({ data }: { data: unknown }) {
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
      {product ? <VariationForm key={product.id} product={product} /> : null}
    </div>
  );
}
