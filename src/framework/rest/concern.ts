import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { PAGE_SIZE } from '@/config/constants';
import { call } from './call';
import { FILTER_LIST_LIMIT, toFilterOption } from './filter-option';
import { pagedList } from './brand';
import { nextPageOf } from './product';
import type { Concern } from './types';
import { useInfiniteQuery, useQuery } from './query';

export { concernsAvailableOptions, useConcernsAvailable } from './concern-availability';

export const concernsOptions = (params: { page?: number; limit?: number; language: string }) =>
  queryOptions({ queryKey: ['concerns', params], queryFn: async () => call('get', '/concerns', { query: params }) });

export const concernOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['concern', slug, language],
    queryFn: async () => call('get', '/concerns/{slug}', { params: { slug }, query: { language } }),
  });

export function useConcern(slug: string) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(concernOptions(slug, locale));
  return { concern: data, isLoading, error };
}

/* Concern list and detail pages (CONTRACT §11). */

export const concernsPageOptions = ({ language, limit = PAGE_SIZE }: { language: string; limit?: number }) =>
  infiniteQueryOptions({
    queryKey: ['concerns-page', { language, limit }],
    queryFn: async ({ pageParam }) =>
      call('get', '/concerns', { query: { orderBy: 'name', sortedBy: 'asc', limit, page: pageParam, language } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const topConcernsOptions = (language: string, limit = 6) =>
  queryOptions({
    queryKey: ['top-concerns', { language, limit }],
    queryFn: async () => call('get', '/top-concerns', { query: { limit, language } }),
  });

export const useConcernsPage = () =>
  pagedList<Concern>(useInfiniteQuery(concernsPageOptions({ language: useRouter().locale ?? 'en' })));

export function useTopConcerns() {
  const { data, isLoading, error } = useQuery(topConcernsOptions(useRouter().locale ?? 'en'));
  return { items: data ?? [], isLoading, error };
}

/**
 * The concern list of the product filter panel, by name. Asked for only when the provider has /concerns
 * (concernsAvailableOptions); a 404 then still reads as "no concerns" rather than an error.
 */
export const concernFilterOptions = (language: string) =>
  queryOptions({
    queryKey: ['concern-filter', language],
    queryFn: async () => {
      try {
        const page = await call('get', '/concerns', {
          query: { limit: FILTER_LIST_LIMIT, language, orderBy: 'name', sortedBy: 'asc' },
        });
        return page.data.map(toFilterOption);
      } catch (error) {
        if ((error as { response?: { status?: number } }).response?.status === 404) return [];
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export function useConcernFilterOptions(enabled: boolean) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery({ ...concernFilterOptions(locale), enabled });
  return { options: data ?? [], isLoading: enabled && isLoading, error };
}
