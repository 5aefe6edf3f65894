import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { usesBuiltInApi } from '@/config/public-env';
import { type ProductFilters, type ProductListScope, toProductQuery } from '@/shared/product-filters';
import { call } from './call';
import { CARD_PRODUCT_FIELDS, CARD_PRODUCT_RELATIONS } from './server-fields';
import type { Paginated, Product } from './types';
import { useInfiniteQuery, useQuery } from './query';

/** SPEC §4: lists page forward while current_page < last_page; the next page is current_page + 1. */
export function nextPageOf(last: Paginated<unknown>): number | undefined {
  return last.current_page < last.last_page ? last.current_page + 1 : undefined;
}

/**
 * Where the next product page starts: our API hands out `next_cursor` (a keyset page, as fast deep as first);
 * an external provider without it pages by number (SPEC §4), so the page number always travels too.
 */
export interface ProductPageParam {
  page: number;
  cursor?: string;
}

export function nextProductPage(last: Paginated<unknown>): ProductPageParam | undefined {
  const page = nextPageOf(last);
  if (page === undefined) return undefined;
  const cursor = (last as { next_cursor?: unknown }).next_cursor;
  return typeof cursor === 'string' && cursor ? { page, cursor } : { page };
}

export const productsOptions = (filters: ProductFilters, scope: ProductListScope) => {
  const params = toProductQuery(filters, scope);
  return infiniteQueryOptions({
    queryKey: ['products', params],
    queryFn: async ({ pageParam }) =>
      call('get', '/products', {
        query: {
          ...params,
          ...(typeof window === 'undefined' && usesBuiltInApi()
            ? { filter: CARD_PRODUCT_FIELDS.join(';'), with: CARD_PRODUCT_RELATIONS }
            : {}),
          page: pageParam.page,
          ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
        },
      }),
    initialPageParam: { page: 1 } as ProductPageParam,
    getNextPageParam: nextProductPage,
  });
};

function didYouMeanOf(page: unknown): string | undefined {
  const value = (page as { did_you_mean?: unknown } | undefined)?.did_you_mean;
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** A product list that pages forward on demand ("load more"). */
export function useProducts(filters: ProductFilters, scope: Omit<ProductListScope, 'language'> = {}) {
  const { locale = 'en' } = useRouter();
  const query = useInfiniteQuery(productsOptions(filters, { ...scope, language: locale }));
  const products: Product[] = query.data?.pages.flatMap((p) => p.data) ?? [];
  return {
    products,
    total: query.data?.pages[0]?.total ?? 0,
    /** false when the list goes on past what the API counted (our API counts up to 1,000); `total` is then a lower bound. */
    totalExact: (query.data?.pages[0] as { total_exact?: boolean } | undefined)?.total_exact !== false,
    /** A corrected query when a text search matched nothing (our API only; an external provider sends none). */
    didYouMean: didYouMeanOf(query.data?.pages[0]),
    isLoading: query.isLoading,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

/** SPEC §7: detail with categories, shop, type, variations (with attribute values), options and tags. */
export const PRODUCT_WITH = 'categories;shop;type;variations;variations.attribute.values;variation_options;tags';

export const productOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['product', slug, language],
    queryFn: async () => call('get', '/products/{slug}', { params: { slug }, query: { language, with: PRODUCT_WITH } }),
  });

export function useProduct(slug: string) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(productOptions(slug, locale));
  return { product: data, isLoading, error };
}

export interface RankedQuery {
  type_slug?: string;
  shop_id?: number;
  limit?: number;
  range?: number;
}

export const popularProductsOptions = (query: RankedQuery, language: string) =>
  queryOptions({
    queryKey: ['popular-products', query, language],
    queryFn: async () => call('get', '/popular-products', { query: { ...query, language } }),
  });

export const bestSellingProductsOptions = (query: RankedQuery, language: string) =>
  queryOptions({
    queryKey: ['best-selling-products', query, language],
    queryFn: async () => call('get', '/best-selling-products', { query: { ...query, language } }),
  });

export const featuredProductsOptions = (query: RankedQuery, language: string) =>
  queryOptions({
    queryKey: ['featured-products', query, language],
    queryFn: async () => call('get', '/product-featured', { query: { ...query, language } }),
  });

export function usePopularProducts(query: RankedQuery) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(popularProductsOptions(query, locale));
  return { products: data ?? [], isLoading, error };
}

export function useBestSellingProducts(query: RankedQuery) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(bestSellingProductsOptions(query, locale));
  return { products: data ?? [], isLoading, error };
}

export function useFeaturedProducts(query: RankedQuery) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(featuredProductsOptions(query, locale));
  return { products: data ?? [], isLoading, error };
}
