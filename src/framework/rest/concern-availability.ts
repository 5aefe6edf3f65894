import { queryOptions } from '@tanstack/react-query';
import { usesBuiltInApi } from '@/config/public-env';
import { getInProcessApi } from '@/shared/in-process-api';
import { call } from './call';
import type { ApiError } from './errors';
import { useQuery } from './query';

/**
 * Concerns are ours (CONTRACT §11): a provider without /concerns answers 404, which reads as "none", and the
 * storefront then hides the entry instead of showing an error page.
 */
export const concernsAvailable = (): Promise<boolean> =>
  // Rendering beside the built-in API, which has /concerns: no need to ask it (a page query saved per render).
  usesBuiltInApi() && getInProcessApi()
    ? Promise.resolve(true)
    : call('get', '/concerns', { query: { limit: 1 } }).then(
        () => true,
        // call rejects with ApiError only.
        (error: ApiError) => (error.status === 404 ? false : Promise.reject(error)),
      );

export const concernsAvailableOptions = () =>
  queryOptions({ queryKey: ['concerns-available'], queryFn: concernsAvailable, staleTime: Infinity });

export function useConcernsAvailable(): boolean {
  const { data } = useQuery(concernsAvailableOptions());
  return data ?? false;
}
