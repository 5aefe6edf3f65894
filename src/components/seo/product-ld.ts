import { formatMinorUnits, toMinorUnits } from '@/shared/money';
import type { Thing } from './json-ld';

/** Structured data of a product page: the product with its offer and rating, and its breadcrumb trail. */
export type Availability = 'InStock' | 'OutOfStock';

export interface ProductLdInput {
  name: string;
  url: string;
  description?: string | null;
  images?: string[];
  sku?: string | null;
  brand?: string | null;
  category?: string | null;
  currency: string;
  /** One price (simple product or one option) … */
  price?: number;
  /** … or the range of a variable product. */
  lowPrice?: number;
  highPrice?: number;
  offerCount?: number;
  availability: Availability;
  seller?: { name: string; url?: string } | null;
  rating?: { value: number; count: number } | null;
}

/** schema.org wants a plain decimal ("24.00"), rounded the same way as every other amount. */
const money = (amount: number) => formatMinorUnits(toMinorUnits(amount));

/** schema.org Product with its Offer (AggregateOffer for a price range) and AggregateRating when rated. */
export function productLd(input: ProductLdInput): Thing {
  const common = {
    priceCurrency: input.currency,
    availability: `https://schema.org/${input.availability}`,
    url: input.url,
    ...(input.seller
      ? {
          seller: {
            '@type': 'Organization',
            name: input.seller.name,
            ...(input.seller.url ? { url: input.seller.url } : {}),
          },
        }
      : {}),
  };
  const range = input.lowPrice !== undefined && input.highPrice !== undefined && input.highPrice > input.lowPrice;
  const offers = range
    ? {
        '@type': 'AggregateOffer',
        lowPrice: money(input.lowPrice!),
        highPrice: money(input.highPrice!),
        ...(input.offerCount ? { offerCount: input.offerCount } : {}),
        ...common,
      }
    : { '@type': 'Offer', price: money(input.price ?? input.lowPrice ?? 0), ...common };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.images?.length ? { image: input.images } : {}),
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    ...(input.category ? { category: input.category } : {}),
    offers,
    ...(input.rating && input.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(input.rating.value.toFixed(2)),
            reviewCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** schema.org BreadcrumbList: the trail in order, each with a name and an absolute URL. */
export function breadcrumbLd(items: { name: string; url: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
