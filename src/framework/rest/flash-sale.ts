import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { PAGE_SIZE } from '@/config/constants';
import { usesBuiltInApi } from '@/config/public-env';
import { call } from './call';
import { isApiError } from './errors';
import { HOME_FLASH_SALE_FIELDS } from './server-fields';
import { nextProductPage, type ProductPageParam } from './product';
import type { FlashSale, Product } from './types';
import { useInfiniteQuery, useQuery } from './query';

/**
 * Flash sales (CONTRACT §4 "Others the shop calls"). Providers without them answer 404: the home page then
 * shows no campaign, nothing else changes. Only running campaigns are listed by the provider.
 */
/** Products a type's home page shows beside the campaign. */
export const HOME_PRODUCTS = 4;

export const homeFlashSaleOptions = (typeSlug: string, language: string) =>
  queryOptions({
    queryKey: ['flash-sale-home', typeSlug, language],
    queryFn: async (): Promise<FlashSale | null> => {
      try {
        const page = await call('get', '/flash-sale', {
          query: {
            search: `type.slug:${typeSlug}`,
            searchJoin: 'and',
            with: 'products',
            limit: 1,
            language,
            ...(typeof window === 'undefined' && usesBuiltInApi() ? { filter: HOME_FLASH_SALE_FIELDS.join(';') } : {}),
          },
        });
        const sale = page.data[0];
        // Only the few the home page shows travel in its HTML.
        return sale ? { ...sale, products: sale.products?.slice(0, HOME_PRODUCTS) } : null;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The running campaign shown on a type's home page, or null. */
export function useHomeFlashSale(typeSlug: string) {
  const { locale = 'en' } = useRouter();
  const { data } = useQuery(homeFlashSaleOptions(typeSlug, locale));
  return data ?? null;
}

export const flashSaleOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['flash-sale', slug, language],
    queryFn: async () => call('get', '/flash-sale/{slug}', { params: { slug }, query: { language } }),
  });

export function useFlashSale(slug: string) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(flashSaleOptions(slug, locale));
  return { flashSale: data, isLoading, error };
}

export const flashSaleProductsOptions = (slug: string, language: string) =>
  infiniteQueryOptions({
    queryKey: ['flash-sale-products', slug, language],
    queryFn: async ({ pageParam }) =>
      call('get', '/products-by-flash-sale', {
        query: {
          slug,
          language,
          limit: PAGE_SIZE,
          page: pageParam.page,
          ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
        },
      }),
    initialPageParam: { page: 1 } as ProductPageParam,
    getNextPageParam: nextProductPage,
  });

/** The campaign's products at their sale prices, paging forward on demand. */
export function useFlashSaleProducts(slug: string) {
  const { locale = 'en' } = useRouter();
  const query = useInfiniteQuery(flashSaleProductsOptions(slug, locale));
  const products: Product[] = query.data?.pages.flatMap((p) => p.data) ?? [];
  return {
    products,
    total: query.data?.pages[0]?.total ?? 0,
    isLoading: query.isLoading,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}
