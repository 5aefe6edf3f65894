import Head from 'next/head';
import { DEFAULT_LOCALE } from '@/config/locales';
import { publicEnv } from '@/config/public-env';

/**
 * Structured data (schema.org JSON-LD) for search engines: small typed builders and a component that puts the
 * result in the page head. Builders take absolute URLs; `absoluteUrl` makes them.
 */
export interface Thing {
  '@context'?: 'https://schema.org';
  '@type': string;
  [key: string]: unknown;
}

/** An absolute URL on this site for a path, with the locale prefix the router uses (none for the default). */
export function absoluteUrl(path: string, locale: string = DEFAULT_LOCALE): string {
  if (/^https?:\/\//.test(path)) return path;
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${publicEnv.siteUrl}${prefix}${clean === '/' && prefix ? '' : clean}`;
}

/** A media URL made absolute against the site (pictures are never locale-prefixed). */
export function absoluteMediaUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicEnv.siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

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

const money = (amount: number) => amount.toFixed(2);

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

/** schema.org Organization: the shop itself (home page). */
export function organizationLd(input: {
  name: string;
  url: string;
  logo?: string | null;
  email?: string;
  telephone?: string;
  sameAs?: string[];
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.sameAs?.length ? { sameAs: input.sameAs } : {}),
  };
}

/**
 * schema.org WebSite with a SearchAction (the sitelinks search box). `searchUrl` holds `{search_term_string}`
 * where the text goes, e.g. `https://shop.example/search?text={search_term_string}`.
 */
export function websiteLd(input: { name: string; url: string; searchUrl: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: input.searchUrl },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** JSON for a <script> element: `<` is escaped so data can never close the script. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Puts one JSON-LD block into the page head; `id` keeps one block per id when pages re-render. */
export function JsonLd({ id, data }: { id: string; data: Thing | Thing[] }) {
  return (
    <Head>
      <script
        key={`jsonld-${id}`}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
      />
    </Head>
  );
}
