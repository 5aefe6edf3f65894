import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { usesBuiltInApi } from '@/config/public-env';
import { call } from './call';
import { PAGE_TYPE_FIELDS } from './server-fields';
import type { Type } from './types';
import { useQuery } from './query';

export const typesOptions = (language: string) =>
  queryOptions({
    queryKey: ['types', language],
    queryFn: async () =>
      call('get', '/types', {
        query: {
          language,
          filter: typeof window === 'undefined' && usesBuiltInApi() ? PAGE_TYPE_FIELDS.join(';') : undefined,
        },
      }),
    staleTime: 5 * 60_000,
  });

export const typeOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['type', slug, language],
    queryFn: async () => call('get', '/types/{slug}', { params: { slug }, query: { language } }),
  });

export function useTypes() {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(typesOptions(locale));
  return { types: data ?? [], isLoading, error };
}

export function useType(slug: string) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(typeOptions(slug, locale));
  return { type: data, isLoading, error };
}

/** CONTRACT §4: the home page shows the type flagged isHome, else the first one. */
export function homeType(types: Type[]): Type | undefined {
  return types.find((t) => t.settings?.isHome) ?? types[0];
}
