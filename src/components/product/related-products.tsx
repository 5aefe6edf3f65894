import type { Product, ProductCardVariant } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { ProductCard } from './product-card';

/** A row of products from the same type and categories (the detail's `related_products`). */
export function RelatedProducts({ products = [], variant }: { products?: Product[]; variant?: ProductCardVariant }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="mb-4 text-xl font-bold text-gray-900">
        {t('text-related-products')}
      </h2>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-3">
        {products.slice(0, 10).map((product) => (
          <li key={product.id} className="w-44 shrink-0 snap-start sm:w-52">
            <ProductCard product={product} variant={variant} />
          </li>
        ))}
      </ul>
    </section>
  );
}
