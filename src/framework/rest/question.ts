import { infiniteQueryOptions } from '@tanstack/react-query';
import { call, type QueryOf } from './call';
import { useHasAuthToken } from './auth-token';
import { nextPageOf } from './product';
import type { Question } from './types';
import { useInfiniteQuery } from './query';

/** Questions shown per page on the product page. */
export const QUESTIONS_PAGE_SIZE = 5;

export interface QuestionQuery {
  productId: number;
  limit?: number;
  /** Words to look for in the questions (`search=question:<text>`, matched anywhere, any case); empty: all. */
  text?: string;
  /**
   * Asked with the shopper's token: the answer carries their own `my_feedback`, so it is kept under its own key,
   * apart from the public answer pages are prefetched with.
   */
  personal?: boolean;
}

/**
 * A product's answered questions, newest first. The public list holds answered questions only (CONTRACT §3);
 * a provider that also returns open ones is filtered on display.
 */
export const questionsOptions = ({
  productId,
  limit = QUESTIONS_PAGE_SIZE,
  personal = false,
  text = '',
}: QuestionQuery) => {
  // `;` separates search terms in the provider's grammar; inside a question it is just a pause.
  const words = text.replace(/;/g, ' ').trim();
  const params: QueryOf<'/questions', 'get'> = {
    product_id: productId,
    limit,
    orderBy: 'created_at',
    sortedBy: 'desc',
    ...(words ? { search: `question:${words}`, searchFields: 'question:like' } : {}),
  };
  return infiniteQueryOptions({
    queryKey: personal ? ['questions', params, 'personal'] : ['questions', params],
    queryFn: async ({ pageParam }) => call('get', '/questions', { query: { ...params, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
};

/** A product's answered questions, paging forward on demand. */
export function useQuestions(query: QuestionQuery) {
  const personal = useHasAuthToken();
  const result = useInfiniteQuery(questionsOptions({ ...query, personal }));
  const questions: Question[] = (result.data?.pages.flatMap((p) => p.data) ?? []).filter((q) => Boolean(q.answer));
  return {
    questions,
    total: result.data?.pages[0]?.total ?? 0,
    isLoading: result.isLoading,
    error: result.error,
    hasMore: Boolean(result.hasNextPage),
    loadMore: () => result.fetchNextPage(),
    isLoadingMore: result.isFetchingNextPage,
  };
}
