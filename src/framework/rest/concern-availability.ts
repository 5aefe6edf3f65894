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
    queryFn: async () => {
      try {
        await (await api()).concerns.paginated({ limit: 1 });
        return true;
      } catch (error) {
        if ((error as { response?: { status?: number } }).response?.status === 404) return false;
        throw error;
      }
    },
    staleTime: Infinity,
  });

export function useConcernsAvailable(): boolean {
  const { data } = useQuery(concernsAvailableOptions());
  return data ?? false;
}
