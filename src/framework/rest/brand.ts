import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { PAGE_SIZE } from '@/config/constants';
import { call } from './call';
import { nextPageOf } from './product';
import type { Author, Manufacturer, Paginated } from './types';
import { type InfiniteQueryResult, useInfiniteQuery, useQuery } from './query';

/**
 * Authors and manufacturers ("brands") for their own list and detail pages (CONTRACT §4 Author / Manufacturer).
 * The filter lists of the product search live in author.ts and manufacturer.ts.
 */
export interface BrandListQuery {
  language: string;
  limit?: number;
}

/** What every "load more" list of this file hands to its page. */
export function pagedList<T>(query: InfiniteQueryResult<InfiniteData<Paginated<T>>>) {
  return {
    items: query.data?.pages.flatMap((p) => p.data) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    isLoading: query.isLoading,
    error: query.error,
    hasMore: Boolean(query.hasNextPage),
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

/** A page of the approved authors or manufacturers (only those are public), by name. */
const approvedByName = ({ language, limit }: Required<BrandListQuery>, page: number) =>
  ({ search: 'is_approved:1', searchJoin: 'and', orderBy: 'name', sortedBy: 'asc', limit, page, language }) as const;

export const authorsPageOptions = ({ language, limit = PAGE_SIZE }: BrandListQuery) =>
  infiniteQueryOptions({
    queryKey: ['authors-page', { language, limit }],
    queryFn: async ({ pageParam }) =>
      call('get', '/authors', { query: approvedByName({ language, limit }, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const topAuthorsOptions = (language: string, limit = 6) =>
  queryOptions({
    queryKey: ['top-authors', { language, limit }],
    queryFn: async () => call('get', '/top-authors', { query: { limit, language } }),
  });

export const authorOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['author', slug, language],
    queryFn: async () => call('get', '/authors/{slug}', { params: { slug }, query: { language } }),
  });

export const manufacturersPageOptions = ({ language, limit = PAGE_SIZE }: BrandListQuery) =>
  infiniteQueryOptions({
    queryKey: ['manufacturers-page', { language, limit }],
    queryFn: async ({ pageParam }) =>
      call('get', '/manufacturers', { query: approvedByName({ language, limit }, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const topManufacturersOptions = (language: string, limit = 6) =>
  queryOptions({
    queryKey: ['top-manufacturers', { language, limit }],
    queryFn: async () => call('get', '/top-manufacturers', { query: { limit, language } }),
  });

export const manufacturerOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['manufacturer', slug, language],
    queryFn: async () => call('get', '/manufacturers/{slug}', { params: { slug }, query: { language } }),
  });

function useLocale(): string {
  return useRouter().locale ?? 'en';
}

export const useAuthorsPage = () => pagedList<Author>(useInfiniteQuery(authorsPageOptions({ language: useLocale() })));
export const useManufacturersPage = () =>
  pagedList<Manufacturer>(useInfiniteQuery(manufacturersPageOptions({ language: useLocale() })));

export function useTopAuthors() {
  const { data, isLoading, error } = useQuery(topAuthorsOptions(useLocale()));
  return { items: data ?? [], isLoading, error };
}

export function useTopManufacturers() {
  const { data, isLoading, error } = useQuery(topManufacturersOptions(useLocale()));
  return { items: data ?? [], isLoading, error };
}

export function useAuthor(slug: string) {
  const { data, isLoading, error } = useQuery(authorOptions(slug, useLocale()));
  return { author: data, isLoading, error };
}

export function useManufacturer(slug: string) {
  const { data, isLoading, error } = useQuery(manufacturerOptions(slug, useLocale()));
  return { manufacturer: data, isLoading, error };
}
