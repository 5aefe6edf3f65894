import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { call } from './call';
import { FILTER_LIST_LIMIT, toFilterOption } from './filter-option';
import { useQuery } from './query';

/**
 * The author list of the product filter panel: approved authors by name (authors have no product type).
 * Author list and detail pages use brand.ts.
 */
export const authorFilterOptions = (language: string) =>
  queryOptions({
    queryKey: ['author-filter', language],
    queryFn: async () => {
      const page = await call('get', '/authors', {
        query: {
          search: 'is_approved:1',
          searchJoin: 'and',
          orderBy: 'name',
          sortedBy: 'asc',
          limit: FILTER_LIST_LIMIT,
          language,
        },
      });
      return page.data.map(toFilterOption);
    },
    staleTime: 5 * 60_000,
  });

export function useAuthorFilterOptions(enabled = true) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery({ ...authorFilterOptions(locale), enabled });
  return { options: data ?? [], isLoading: enabled && isLoading, error };
}
