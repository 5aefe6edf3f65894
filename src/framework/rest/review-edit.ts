import { type Body, call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { useLoadQueryClient, useQuery } from './query';
import { myReviewsQueryKey } from './review';
import type { Review } from './types';

/**
 * The review dialog's data (REVIEW_RATING): the review being changed, and writing or changing one. Apart from
 * review.ts, which every product page loads for its list, so the pages do not carry the dialog's writes.
 */

/**
 * GET /reviews/{id}: one review as it stands now, for changing it (the list it was found in may be older). Off
 * without an id.
 */
export function useReview(id: number | null | undefined) {
  const { data, isLoading, error } = useQuery({
    queryKey: ['review', id],
    queryFn: async () => call('get', '/reviews/{id}', { params: { id: id! } }),
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });
  return { review: data ?? null, isLoading: Boolean(id) && isLoading, error };
}

/** After a review is written or changed: the shopper's own reviews, the product's reviews and its rating. */
function useRefreshReviews() {
  const queryClient = useLoadQueryClient();
  return () =>
    queryClient().then((client) =>
      Promise.all([
        client.invalidateQueries({ queryKey: myReviewsQueryKey }),
        client.invalidateQueries({ queryKey: ['reviews'] }),
        client.invalidateQueries({ queryKey: ['review'] }),
        client.invalidateQueries({ queryKey: ['product'] }),
      ]),
    );
}

/** POST /reviews. */
export function useCreateReview() {
  const refresh = useRefreshReviews();
  return useMutation<Review, ApiError, Body<'/reviews', 'post'>>({
    mutationFn: async (input) => call('post', '/reviews', { body: input }),
    onSuccess: () => refresh(),
  });
}

/** PUT /reviews/{id}: the author's own review only. */
export function useUpdateReview() {
  const refresh = useRefreshReviews();
  return useMutation<Review, ApiError, Body<'/reviews/{id}', 'put'> & { id: number }>({
    mutationFn: async ({ id, ...body }) => call('put', '/reviews/{id}', { params: { id }, body }),
    onSuccess: () => refresh(),
  });
}
