import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import { isApiError } from './errors';
import { useQuery } from './query';

/**
 * Concerns are ours (CONTRACT §11): a provider without /concerns answers 404, which reads as "none", and the
 * storefront then hides the entry instead of showing an error page.
 */
export async function concernsAvailable(): Promise<boolean> {
  try {
    await call('get', '/concerns', { query: { limit: 1 } });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

export const concernsAvailableOptions = () =>
  queryOptions({ queryKey: ['concerns-available'], queryFn: concernsAvailable, staleTime: Infinity });

export function useConcernsAvailable(): boolean {
  const { data } = useQuery(concernsAvailableOptions());
  return data ?? false;
}
