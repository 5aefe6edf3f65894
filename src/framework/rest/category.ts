import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { CATEGORY_LIMIT } from '@/config/constants';
import { usesBuiltInApi } from '@/config/public-env';
import { call } from './call';
import { MENU_CATEGORY_FIELDS } from './server-fields';
import { useQuery } from './query';

export interface CategoryQuery {
  /** Type slug. */
  type?: string;
  /** 'null' for top-level categories, 'all' (or absent) for every level. */
  parent?: string;
  limit?: number;
  language: string;
}

/** SPEC §2 category menu default query: type grocery, limit 1000, language en, parent 'null'. */
export const DEFAULT_CATEGORY_QUERY: CategoryQuery = {
  type: 'grocery',
  limit: CATEGORY_LIMIT,
  language: 'en',
  parent: 'null',
};

export const categoriesOptions = (query: CategoryQuery) =>
  queryOptions({
    // Normalised, so the server's prefetch and the component's hook share one cache entry.
    queryKey: [
      'categories',
      {
        type: query.type,
        parent: query.parent ?? 'all',
        limit: query.limit ?? CATEGORY_LIMIT,
        language: query.language,
      },
    ],
    queryFn: async () =>
      call('get', '/categories', {
        query: {
          type: query.type,
          // The provider reads 'all' as "no parent filter"; ours does too.
          parent: query.parent === 'all' ? undefined : query.parent,
          limit: query.limit ?? CATEGORY_LIMIT,
          language: query.language,
          filter: typeof window === 'undefined' && usesBuiltInApi() ? MENU_CATEGORY_FIELDS.join(';') : undefined,
        },
      }),
    staleTime: 5 * 60_000,
  });

export function useCategories(query: Omit<CategoryQuery, 'language'> & { language?: string }) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(categoriesOptions({ ...query, language: query.language ?? locale }));
  return { categories: data?.data ?? [], isLoading, error };
}
