import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { formatSearchParams } from '@/shared/search-grammar';
import { call } from './call';
import { FILTER_LIST_LIMIT, toFilterOption } from './filter-option';
import { useQuery } from './query';

export const tagOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['tag', slug, language],
    queryFn: async () => call('get', '/tags/{slug}', { params: { slug }, query: { language } }),
  });

export function useTag(slug: string) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(tagOptions(slug, locale));
  return { tag: data, isLoading, error };
}

/** The tag list of the product filter panel: one product type's tags (`search=type.slug:<type>`) or all, by name. */
export const tagFilterOptions = (type: string | undefined, language: string) =>
  queryOptions({
    queryKey: ['tag-filter', type ?? null, language],
    queryFn: async () => {
      const search = formatSearchParams({ type });
      const page = await call('get', '/tags', {
        query: {
          search: search || undefined,
          searchJoin: search ? 'and' : undefined,
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

export function useTagFilterOptions(type?: string, enabled = true) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery({ ...tagFilterOptions(type, locale), enabled });
  return { options: data ?? [], isLoading: enabled && isLoading, error };
}
