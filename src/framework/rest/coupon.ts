import { infiniteQueryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { PAGE_SIZE } from '@/config/constants';
import { call } from './call';
import { nextPageOf } from './product';
import type { Coupon } from './types';
import { useInfiniteQuery } from './query';

/**
 * CONTRACT §4 Coupon: `GET /coupons` is public; the provider filters it by `language`. Checking a code at checkout
 * (POST /coupons/verify) is in checkout.ts, so the offers page does not carry the mutation hook.
 */
export const couponsOptions = (language: string, limit: number = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['coupons', { language, limit }],
    queryFn: async ({ pageParam }) => call('get', '/coupons', { query: { limit, page: pageParam, language } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useCoupons() {
  const { locale = 'en' } = useRouter();
  const query = useInfiniteQuery(couponsOptions(locale));
  return {
    coupons: query.data?.pages.flatMap((p) => p.data) ?? [],
    isLoading: query.isLoading,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

export type CouponStatus = 'active' | 'expired' | 'upcoming';

/**
 * Whether a coupon can be used now (CONTRACT §10: active_from ≤ now ≤ expire_at). The dates decide; `is_valid`
 * only fills in when a provider leaves them out.
 */
export function couponStatus(
  coupon: Pick<Coupon, 'active_from' | 'expire_at' | 'is_valid'>,
  now: number = Date.now(),
): CouponStatus {
  const ends = coupon.expire_at ? Date.parse(coupon.expire_at) : NaN;
  const starts = coupon.active_from ? Date.parse(coupon.active_from) : NaN;
  if (Number.isFinite(ends) && ends < now) return 'expired';
  if (Number.isFinite(starts) && starts > now) return 'upcoming';
  if (!Number.isFinite(ends) && !Number.isFinite(starts) && coupon.is_valid === false) return 'expired';
  return 'active';
}

const ORDER: Record<CouponStatus, number> = { active: 0, upcoming: 1, expired: 2 };

/** Usable offers first, then upcoming ones, expired ones last (each group in the provider's order). */
export function orderCoupons(coupons: Coupon[], now: number): Coupon[] {
  return coupons
    .map((coupon, index) => ({ coupon, index, rank: ORDER[couponStatus(coupon, now)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.coupon);
}
