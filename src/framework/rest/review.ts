import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, type QueryOf } from './call';
import { useHasAuthToken } from './auth-token';
import { nextPageOf } from './product';
import type { Review } from './types';
import { useInfiniteQuery, useQuery } from './query';

/** Reviews shown per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5;

export interface ReviewQuery {
  productId: number;
  /** Only reviews with this many stars (CONTRACT §3: `search=rating:N`). */
  rating?: number;
  limit?: number;
  /**
   * Asked with the shopper's token: the answer carries their own `my_feedback`, so it is kept under its own key,
   * apart from the public answer pages are prefetched with.
   */
  personal?: boolean;
}

/**
 * A product's reviews with their authors, newest first (CONTRACT §3 reviews: `product_id` as a plain parameter,
 * `with=user`, optional `search=rating:N`). Reviews are not translated, so the language is not part of the key.
 */
export const reviewsOptions = ({ productId, rating, limit = REVIEWS_PAGE_SIZE, personal = false }: ReviewQuery) => {
  const params: QueryOf<'/reviews', 'get'> = {
    product_id: productId,
    with: 'user',
    limit,
    search: rating ? `rating:${rating}` : undefined,
    orderBy: 'created_at',
    sortedBy: 'desc',
  };
  return infiniteQueryOptions({
    queryKey: personal ? ['reviews', params, 'personal'] : ['reviews', params],
    queryFn: async ({ pageParam }) => call('get', '/reviews', { query: { ...params, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
};

/** A product's reviews, paging forward on demand. */
export function useReviews(query: ReviewQuery) {
  const personal = useHasAuthToken();
  const result = useInfiniteQuery(reviewsOptions({ ...query, personal }));
  const reviews: Review[] = result.data?.pages.flatMap((p) => p.data) ?? [];
  return {
    reviews,
    total: result.data?.pages[0]?.total ?? 0,
    isLoading: result.isLoading,
    error: result.error,
    hasMore: Boolean(result.hasNextPage),
    loadMore: () => result.fetchNextPage(),
    isLoadingMore: result.isFetchingNextPage,
  };
}

export const myReviewsQueryKey = ['my-reviews'] as const;

/**
 * The signed-in shopper's own reviews of one product: the product page's `my_review`, which the API fills in only
 * for the caller (a private answer, never the shared one). Personal: only ever in this browser's cache.
 */
export const myProductReviewsOptions = (slug: string) =>
  queryOptions({
    queryKey: [...myReviewsQueryKey, slug],
    queryFn: async () => ((await call('get', '/products/{slug}', { params: { slug } })).my_review ?? []) as Review[],
  });

export function useMyProductReviews(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { data, isLoading, error } = useQuery({ ...myProductReviewsOptions(slug), enabled });
  return { reviews: data ?? [], isLoading: enabled && isLoading, error };
}
