import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { formatSearchParams } from '@/shared/search-grammar';
import { call } from './call';
import { FILTER_LIST_LIMIT, toFilterOption } from './filter-option';
import { useQuery } from './query';

/**
 * The manufacturer list of the product filter panel: approved manufacturers of one product type (or of all),
 * by name. Manufacturer list and detail pages use brand.ts.
 */
export const manufacturerFilterOptions = (type: string | undefined, language: string) =>
  queryOptions({
    queryKey: ['manufacturer-filter', type ?? null, language],
    queryFn: async () => {
      const page = await call('get', '/manufacturers', {
        query: {
          search: formatSearchParams({ is_approved: 1, type }),
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

export function useManufacturerFilterOptions(type?: string, enabled = true) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery({ ...manufacturerFilterOptions(type, locale), enabled });
  return { options: data ?? [], isLoading: enabled && isLoading, error };
}
