import type { Product, ProductCardVariant } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { ProductCard } from './product-card';

/**
 * A row of products under a heading: by default the detail's `related_products` (same type and categories); the
 * shop page's popular and best-selling shelves and the offers page's featured one too. Nothing without products.
 */
export function RelatedProducts({
  products = [],
  variant,
  id = 'related',
  title,
}: {
  products?: Product[];
  variant?: ProductCardVariant;
  /** Names the heading (`<id>-title`) and scopes the cards' ids (`<id>-product-<n>`): unique on the page. */
  id?: string;
  title?: string;
}) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold text-gray-900">
        {title ?? t('text-related-products')}
      </h2>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-3">
        {products.slice(0, 10).map((product) => (
          <li key={product.id} className="w-44 shrink-0 snap-start sm:w-52">
            <ProductCard product={product} variant={variant} idScope={`${id}-`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
