import { infiniteQueryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { call } from './call';
import { useHasAuthToken } from './auth-token';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { nextPageOf } from './product';
import { useInfiniteQuery, useLoadQueryClient, useQuery } from './query';
import type { AbusiveReport, CommunityModelType, FeedbackResult, MyQuestion } from './types';

/**
 * The shopper's community data (CONTRACT §4 Wishlist, Question, Review feedback and abuse reports). All of it is
 * personal: only ever in this browser's cache, asked with the shopper's token, never prefetched into a page.
 */

export const WISHLIST_PAGE_SIZE = 10;
export const MY_LIST_PAGE_SIZE = 15;

const inWishlistKey = (productId: number) => ['in-wishlist', productId] as const;
const myWishlistsKey = ['my-wishlists'] as const;
const myQuestionsKey = ['my-questions'] as const;
const myReportsKey = ['my-reports'] as const;

/** Most products one in_wishlist request asks about (the server's limit). */
export const WISHLIST_LOOKUP_BATCH = 100;

interface WishlistLookup {
  ids: Set<number>;
  answer: Promise<Set<number>>;
}

let openLookup: WishlistLookup | null = null;
/** The provider has no batch endpoint (an external PickBazar provider): one request per product, as it expects. */
let lookupOneByOne = false;

function isNotFound(error: unknown): boolean {
  const status = (error as { status?: number | null } | null)?.status;
  return status === 404 || status === 405;
}

/**
 * Whether a product is in the wishlist, asked together with every other card that asks in the same tick: a page of
 * cards is one GET /wishlists/in_wishlist?product_ids=…, not one request per card.
 */
async function askInWishlist(productId: number): Promise<boolean> {
  if (lookupOneByOne) return call('get', '/wishlists/in_wishlist/{product_id}', { params: { product_id: productId } });
  if (!openLookup) {
    const ids = new Set<number>();
    const answer = new Promise<Set<number>>((resolve, reject) => {
      setTimeout(() => {
        if (openLookup?.ids === ids) openLookup = null;
        // Ours: which of these products are in the wishlist, in one request (404 from a provider without it).
        call('get', '/wishlists/in_wishlist', { query: { product_ids: [...ids].join(',') } }).then(
          (found) => resolve(new Set(found)),
          reject,
        );
      }, 0);
    });
    openLookup = { ids, answer };
  }
  const lookup = openLookup;
  lookup.ids.add(productId);
  // A full batch goes as it is; the next card starts another.
  if (lookup.ids.size >= WISHLIST_LOOKUP_BATCH) openLookup = null;
  try {
    return (await lookup.answer).has(productId);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    lookupOneByOne = true;
    return call('get', '/wishlists/in_wishlist/{product_id}', { params: { product_id: productId } });
  }
}

/** Whether the product is in the signed-in shopper's wishlist; false (and no request) when signed out. */
export function useInWishlist(productId: number) {
  const signedIn = useHasAuthToken();
  const query = useQuery({
    queryKey: inWishlistKey(productId),
    queryFn: () => askInWishlist(productId),
    enabled: signedIn,
    staleTime: 60_000,
  });
  return { inWishlist: signedIn && query.data === true, isLoading: signedIn && query.isLoading };
}

/** POST /wishlists/toggle: the answer (true: now saved) becomes the heart's state at once. */
export function useToggleWishlist() {
  const queryClient = useLoadQueryClient();
  return useMutation<boolean, ApiError, number>({
    mutationFn: async (productId) => call('post', '/wishlists/toggle', { body: { product_id: productId } }),
    onSuccess: async (saved, productId) => {
      const client = await queryClient();
      client.setQueryData(inWishlistKey(productId), saved);
      await client.invalidateQueries({ queryKey: myWishlistsKey });
    },
  });
}

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

export interface FeedbackInput {
  model_id: number;
  model_type: CommunityModelType;
  positive: boolean;
  negative: boolean;
}

/** POST /feedbacks: the answer carries the item's new counters, which the thumbs show at once. */
export function useGiveFeedback() {
  const queryClient = useLoadQueryClient();
  return useMutation<FeedbackResult, ApiError, FeedbackInput>({
    mutationFn: async (input) => call('post', '/feedbacks', { body: input }),
    onSuccess: (_answer, input) =>
      queryClient().then((client) =>
        client.invalidateQueries({ queryKey: [input.model_type === 'Review' ? 'reviews' : 'questions'] }),
      ),
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
