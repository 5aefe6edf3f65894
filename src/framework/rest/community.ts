import { infiniteQueryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { call } from './call';
import { inWishlistKey, myWishlistsKey } from './in-wishlist';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { nextPageOf } from './product';
import { useInfiniteQuery, useLoadQueryClient } from './query';
import type { AbusiveReport, CommunityModelType, MyQuestion } from './types';

/**
 * The shopper's community data (CONTRACT §4 Wishlist, Question, Review feedback and abuse reports). All of it is
 * personal: only ever in this browser's cache, asked with the shopper's token, never prefetched into a page.
 * The thumbs under every review and answer vote through feedback.ts, so product pages do not load this file.
 */

export const WISHLIST_PAGE_SIZE = 10;
export const MY_LIST_PAGE_SIZE = 15;

const myQuestionsKey = ['my-questions'] as const;
const myReportsKey = ['my-reports'] as const;

/** DELETE /wishlists/{product_id}. */
export function useRemoveFromWishlist() {
  const queryClient = useLoadQueryClient();
  return useMutation<boolean, ApiError, number>({
    mutationFn: async (productId) => call('delete', '/wishlists/{product_id}', { params: { product_id: productId } }),
    onSuccess: async (_answer, productId) => {
      const client = await queryClient();
      client.setQueryData(inWishlistKey(productId), false);
      await client.invalidateQueries({ queryKey: myWishlistsKey });
    },
  });
}

function usePagedList<T>(options: {
  key: readonly unknown[];
  load: (page: number, language: string) => Promise<{ data: T[]; current_page: number; last_page: number }>;
}) {
  const { locale = 'en' } = useRouter();
  const query = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...options.key, { language: locale }],
      queryFn: ({ pageParam }) => options.load(pageParam, locale),
      initialPageParam: 1,
      getNextPageParam: (last) => nextPageOf(last as Parameters<typeof nextPageOf>[0]),
    }),
  );
  return {
    items: query.data?.pages.flatMap((p) => p.data) ?? [],
    isLoading: query.isLoading,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

/** GET /my-wishlists: the saved products with their shop, the latest saved first. */
export function useMyWishlists() {
  return usePagedList({
    key: myWishlistsKey,
    load: async (page, language) =>
      call('get', '/my-wishlists', {
        query: {
          with: 'shop',
          orderBy: 'created_at',
          sortedBy: 'desc',
          limit: WISHLIST_PAGE_SIZE,
          page,
          language,
        },
      }),
  });
}

/** GET /my-questions: the shopper's questions with their product and answer, newest first. */
export function useMyQuestions() {
  return usePagedList<MyQuestion>({
    key: myQuestionsKey,
    load: async (page, language) =>
      call('get', '/my-questions', {
        query: {
          with: 'product;user',
          orderBy: 'created_at',
          sortedBy: 'desc',
          limit: MY_LIST_PAGE_SIZE,
          page,
          language,
        },
      }),
  });
}

/** GET /my-reports: the shopper's abuse reports, newest first. */
export function useMyReports() {
  return usePagedList<AbusiveReport>({
    key: myReportsKey,
    load: async (page, language) =>
      call('get', '/my-reports', {
        query: {
          with: 'user',
          orderBy: 'created_at',
          sortedBy: 'desc',
          limit: MY_LIST_PAGE_SIZE,
          page,
          language,
        },
      }),
  });
}

/** POST /questions. */
export function useCreateQuestion() {
  const queryClient = useLoadQueryClient();
  return useMutation<MyQuestion, ApiError, { question: string; product_id: number; shop_id: number }>({
    mutationFn: async (input) => call('post', '/questions', { body: input }),
    onSuccess: () => queryClient().then((client) => client.invalidateQueries({ queryKey: myQuestionsKey })),
  });
}

/** POST /abusive_reports. */
export function useCreateAbuseReport() {
  const queryClient = useLoadQueryClient();
  return useMutation<AbusiveReport, ApiError, { model_id: number; model_type: CommunityModelType; message: string }>({
    mutationFn: async (input) => call('post', '/abusive_reports', { body: input }),
    onSuccess: () => queryClient().then((client) => client.invalidateQueries({ queryKey: myReportsKey })),
  });
}
