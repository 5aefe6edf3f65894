import { Link } from '@/components/ui/link';
import type { Product } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { WishlistButton } from '@/components/community/wishlist-button';
import { DetailAddToCart } from './detail-add-to-cart';
import { ProductDetailPrice } from './product-detail-price';
import { ProductGallery, productImages } from './product-gallery';
import { ProductMeta } from './product-meta';
import { ProductStock } from './product-stock';
import { RatingStars } from './rating-stars';
import { useVariationChoice } from './use-variation-choice';
import { VariationPicker } from './variation-picker';

interface ProductDetailsProps {
  product: Product;
  /** The quick-view modal: smaller pictures, an h2 linking to the page, a shorter description. */
  compact?: boolean;
}

/**
 * The product's pictures and buying panel (SPEC §2 product detail, CONTRACT §4 Product): name, unit, rating,
 * price, stock, description, the option picker of a variable product and "add to cart", then where it belongs.
 * Render with `key={product.id}` so another product starts with fresh picks.
 */
export function ProductDetails({ product, compact = false }: ProductDetailsProps) {
  const { t } = useTranslation();
  const choice = useVariationChoice(product);
  const { option } = choice;
  const images = productImages(option?.image, product.image, product.gallery);
  const href = `/products/${product.slug}`;
  const reviews = product.total_reviews ?? 0;

  return (
    <div className={`grid gap-6 ${compact ? 'sm:grid-cols-2' : 'lg:grid-cols-2 lg:gap-12'}`}>
      <ProductGallery
        key={option?.image?.original ?? 'product'}
        images={images}
        name={product.name}
        priority={!compact}
        compact={compact}
        sizes={compact ? '(max-width: 640px) 90vw, 360px' : '(max-width: 1024px) 100vw, 600px'}
      />
      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-col gap-2">
          {compact ? (
            <h2 className="pe-10 text-2xl font-bold text-gray-900">
              <Link href={href} className="hover:text-accent">
                {product.name}
              </Link>
            </h2>
          ) : (
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{product.name}</h1>
          )}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
            {product.unit ? (
              <span>
                <bdi>{product.unit}</bdi>
              </span>
            ) : null}
            {reviews > 0 ? (
              <Link
                href={`${compact ? href : ''}#reviews`}
                className="inline-flex items-center gap-2 hover:text-accent"
              >
                <RatingStars value={product.ratings ?? 0} />
                <span>{t('text-reviews-count', { count: reviews })}</span>
              </Link>
            ) : null}
          </div>
        </div>

        <ProductDetailPrice product={product} option={option} size={compact ? 'md' : 'lg'} />
        <ProductStock product={product} option={option} />

        {product.is_digital ? (
          <p className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
            {t('text-digital-product-note')}
          </p>
        ) : null}

        {product.description ? (
          <p className={`whitespace-pre-line leading-relaxed text-gray-700 ${compact ? 'line-clamp-4 text-sm' : ''}`}>
            {product.description}
          </p>
        ) : null}

        {product.product_type === 'variable' ? (
          <VariationPicker options={product.variation_options} choice={choice} />
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1">
            <DetailAddToCart product={product} option={option} />
          </div>
          <WishlistButton productId={product.id} productName={product.name} className="h-11 w-11" />
        </div>

        <div className="border-t border-gray-200 pt-5">
          <ProductMeta product={product} />
        </div>

        {compact ? (
          <Link
            href={href}
            className="self-start text-sm font-semibold text-accent underline underline-offset-2 hover:text-accent-hover"
          >
            {t('text-view-full-details')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
