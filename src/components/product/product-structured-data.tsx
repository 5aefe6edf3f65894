import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { absoluteMediaUrl, absoluteUrl } from '@/components/seo/absolute-url';
import { JsonLd, type Thing } from '@/components/seo/json-ld';
import { breadcrumbLd, productLd } from '@/components/seo/product-ld';
import { useSettings } from '@/framework/rest/settings';
import type { Product } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { productPriceRange, productSellingPrice } from '@/shared/selling-price';
import { productImages } from './product-gallery';
import { isOptionAvailable } from './variation';

export interface Crumb {
  name: string;
  path: string;
}

/** The most specific category: one that is not the parent of another category of the product. */
function leafCategory(product: Product) {
  const categories = product.categories ?? [];
  const parents = new Set(categories.map((c) => c.parent_id).filter(Boolean));
  return categories.find((c) => !parents.has(c.id)) ?? categories[0];
}

/** Home › type › category › product. */
export function productTrail(product: Product, home: string): Crumb[] {
  const category = leafCategory(product);
  return [
    { name: home, path: '/' },
    ...(product.type ? [{ name: product.type.name, path: `/${product.type.slug}` }] : []),
    ...(category ? [{ name: category.name, path: `/search?category=${encodeURIComponent(category.slug)}` }] : []),
    { name: product.name, path: `/products/${product.slug}` },
  ];
}

/** Whether the shop can sell the product at all (independent of any one shopper's cart). */
export function productAvailable(product: Product): boolean {
  if (product.product_type === 'variable') return (product.variation_options ?? []).some(isOptionAvailable);
  return product.in_stock ?? product.quantity > 0;
}

/** Product + Offer (+ AggregateRating) for a product, with absolute URLs in the given locale. */
export function productStructuredData(
  product: Product,
  { currency, locale }: { currency: string; locale: string },
): Thing {
  const variable = product.product_type === 'variable';
  const range = productPriceRange(product);
  return productLd({
    name: product.name,
    url: absoluteUrl(`/products/${product.slug}`, locale),
    description: product.description,
    images: productImages(product.image, product.gallery).map((image) => absoluteMediaUrl(image.original)),
    sku: product.sku,
    brand: product.manufacturer?.name ?? product.author?.name ?? null,
    category: leafCategory(product)?.name,
    currency,
    ...(variable
      ? {
          lowPrice: range?.low ?? 0,
          highPrice: range?.high ?? 0,
          offerCount: product.variation_options?.length,
          price: range?.low ?? 0,
        }
      : { price: productSellingPrice(product)?.price ?? 0 }),
    availability: productAvailable(product) ? 'InStock' : 'OutOfStock',
    seller: product.shop ? { name: product.shop.name, url: absoluteUrl(`/shops/${product.shop.slug}`, locale) } : null,
    rating: product.total_reviews ? { value: product.ratings ?? 0, count: product.total_reviews } : null,
  });
}

/** JSON-LD for the product page: the product with its offer and rating, and the breadcrumb trail. */
export function ProductJsonLd({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { locale = 'en' } = useRouter();
  const { settings } = useSettings();
  const trail = productTrail(product, t('text-home'));
  return (
    <>
      <JsonLd id="product" data={productStructuredData(product, { currency: settings.currency || 'USD', locale })} />
      <JsonLd
        id="breadcrumb"
        data={breadcrumbLd(trail.map((c) => ({ name: c.name, url: absoluteUrl(c.path, locale) })))}
      />
    </>
  );
}

/** The visible trail above the product. */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  const { t } = useTranslation();
  const trail = productTrail(product, t('text-home'));
  return (
    <nav aria-label={t('text-breadcrumb')} className="mb-5 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-gray-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-gray-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    href={crumb.path}
                    className="underline decoration-gray-300 underline-offset-4 hover:text-accent hover:decoration-accent"
                  >
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true" className="text-gray-400 rtl:rotate-180">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
