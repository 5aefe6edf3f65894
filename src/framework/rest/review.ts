import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './api';
import { nextPageOf } from './product';
import type { Review } from './types';
import { useInfiniteQuery } from './query';

/** Reviews shown per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5;

export interface ReviewQuery {
  productId: number;
  /** Only reviews with this many stars (CONTRACT §3: `search=rating:N`). */
  rating?: number;
  limit?: number;
}

/**
 * A product's reviews with their authors, newest first (CONTRACT §3 reviews: `product_id` as a plain parameter,
 * `with=user`, optional `search=rating:N`). Reviews are not translated, so the language is not part of the key.
 */
export const reviewsOptions = ({ productId, rating, limit = REVIEWS_PAGE_SIZE }: ReviewQuery) => {
  const params = {
    product_id: productId,
    with: 'user',
    limit,
    search: rating ? `rating:${rating}` : undefined,
    orderBy: 'created_at',
    sortedBy: 'DESC',
  };
  return infiniteQueryOptions({
    queryKey: ['reviews', params],
    queryFn: async ({ pageParam }) => (await api()).reviews.paginated({ ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
};

/** A product's reviews, paging forward on demand. */
export function useReviews(query: ReviewQuery) {
  const result = useInfiniteQuery(reviewsOptions(query));
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
