import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: cached server data is kept 5 minutes. */
export const CACHE_TIME_MS = 300_000;

/** SPEC §7 retry defaults: queries 3 times with exponential delay from 1 s capped at 30 s, mutations never. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 3, retryDelay, gcTime: CACHE_TIME_MS, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** For server-side prefetching: one render must not wait seconds on retries. */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: 60_000 } } });
}
