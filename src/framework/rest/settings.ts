import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { call } from './call';
import { useQuery } from './query';

export const settingsOptions = (language: string) =>
  queryOptions({
    queryKey: ['settings', language],
    queryFn: async () => call('get', '/settings', { query: { language } }),
    staleTime: 5 * 60_000,
  });

/** Shop-wide settings in the current language (prefetched by every page). */
export function useSettings() {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(settingsOptions(locale));
  return { settings: data?.options ?? {}, isLoading, error };
}
