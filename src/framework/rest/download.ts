import { infiniteQueryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { call } from './call';
import type { ApiError } from './errors';
import { useMutation } from './mutation';
import { nextPageOf } from './product';
import { useInfiniteQuery } from './query';

export const DOWNLOADS_PAGE_SIZE = 15;
export const downloadsQueryKey = ['downloads'] as const;

/** GET /downloads: the signed-in shopper's digital purchases, newest first. Personal. */
export const downloadsOptions = (language: string) =>
  infiniteQueryOptions({
    queryKey: [...downloadsQueryKey, { language }],
    queryFn: async ({ pageParam }) =>
      call('get', '/downloads', { query: { limit: DOWNLOADS_PAGE_SIZE, page: pageParam, language } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useDownloads() {
  const { locale = 'en' } = useRouter();
  const query = useInfiniteQuery(downloadsOptions(locale));
  return {
    items: query.data?.pages.flatMap((p) => p.data) ?? [],
    isLoading: query.isLoading,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

/** POST /downloads/digital_file: the one-time URL of a purchased file (CONTRACT §8). */
export function useDownloadUrl() {
  return useMutation<string, ApiError, number>({
    mutationFn: async (digitalFileId) =>
      call('post', '/downloads/digital_file', { body: { digital_file_id: digitalFileId } }),
  });
}
