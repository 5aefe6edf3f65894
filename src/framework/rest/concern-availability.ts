import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { useQuery } from './query';

/**
 * Concerns are ours (CONTRACT §11): a provider without /concerns answers 404, and the storefront then hides
 * the entry instead of showing an error page.
 */
export const concernsAvailableOptions = () =>
  queryOptions({
    queryKey: ['concerns-available'],
    queryFn: async () => (await api()).concerns.available(),
    staleTime: Infinity,
  });

export function useConcernsAvailable(): boolean {
  const { data } = useQuery(concernsAvailableOptions());
  return data ?? false;
}
