import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { PAGE_SIZE } from '@/config/constants';
import { call } from './call';
import { nextPageOf } from './product';
import type { Shop, StoreNotice } from './types';
import { useInfiniteQuery, useQuery } from './query';

/** SPEC §5: the shops list shows active shops only (the provider reads `search=is_active:1`). */
export const shopsOptions = (language: string, limit: number = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['shops', { language, limit }],
    queryFn: async ({ pageParam }) =>
      call('get', '/shops', { query: { search: 'is_active:1', searchJoin: 'and', limit, page: pageParam, language } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** Active shops, paged forward on demand ("load more"). */
export function useShops() {
  const { locale = 'en' } = useRouter();
  const query = useInfiniteQuery(shopsOptions(locale));
  return {
    shops: query.data?.pages.flatMap((p) => p.data) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    isLoading: query.isLoading,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

export const shopOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['shop', slug, language],
    queryFn: async () => call('get', '/shops/{slug}', { params: { slug }, query: { language } }),
  });

export function useShop(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery({ ...shopOptions(slug, locale), enabled: enabled && Boolean(slug) });
  return { shop: data, isLoading, error };
}

export interface Coordinates {
  lat: number;
  lng: number;
}

/** CONTRACT §4: `GET /near-by-shop/{lat}/{lng}` answers a plain array with `distance` (km), nearest first. */
export const nearbyShopsOptions = ({ lat, lng }: Coordinates, language: string) =>
  queryOptions({
    queryKey: ['near-by-shop', lat, lng, language],
    queryFn: async () =>
      byDistance(await call('get', '/near-by-shop/{lat}/{lng}', { params: { lat, lng }, query: { language } })),
  });

/** Nearest first; a provider that leaves `distance` out keeps its own order after the measured ones. */
export function byDistance(shops: Shop[]): Shop[] {
  const far = Number.POSITIVE_INFINITY;
  return [...shops].sort((a, b) => (a.distance ?? far) - (b.distance ?? far));
}

export function useNearbyShops(coordinates: Coordinates | null) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery({
    ...nearbyShopsOptions(coordinates ?? { lat: 0, lng: 0 }, locale),
    enabled: coordinates !== null,
  });
  return { shops: data ?? [], isLoading: coordinates !== null && isLoading, error };
}

const PRIORITY_RANK: Record<StoreNotice['priority'], number> = { high: 0, medium: 1, low: 2 };

/** High before medium before low; within a level the most recent notice first. */
export function sortNotices(notices: StoreNotice[]): StoreNotice[] {
  const rank = (n: StoreNotice) => PRIORITY_RANK[n.priority] ?? 3;
  const time = (n: StoreNotice) => (n.effective_from ? Date.parse(n.effective_from) || 0 : 0);
  return [...notices].sort((a, b) => rank(a) - rank(b) || time(b) - time(a));
}

/** SPEC §7: `GET /store-notices?shop_id=<id>` (the shop's own and the marketplace-wide ones), shown by priority. */
export const storeNoticesOptions = (shopId: number, language: string) =>
  queryOptions({
    queryKey: ['store-notices', shopId, language],
    queryFn: async () => {
      const page = await call('get', '/store-notices', { query: { shop_id: shopId, limit: 50, language } });
      return sortNotices(page.data);
    },
  });

export function useStoreNotices(shopId: number) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(storeNoticesOptions(shopId, locale));
  return { notices: data ?? [], isLoading, error };
}
