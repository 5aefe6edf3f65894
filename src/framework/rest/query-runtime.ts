/**
 * React Query's engine: the cache, the observers the hooks subscribe to and the hydration of the server's
 * prefetched state. It is loaded right after the page hydrates (see query-store.ts), not with the page.
 */
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

export { hydrate, InfiniteQueryObserver, MutationObserver, notifyManager, QueryObserver } from '@tanstack/react-query';
export { createQueryClient } from './query-client';

/**
 * Hydrates the queries of a page's server state that the cache lacks, at once (the page is about to read them);
 * answers those it holds older data of, for the caller to hydrate after commit, as HydrationBoundary does.
 */
export function hydrateNewQueries(client: QueryClient, state: DehydratedState): DehydratedState['queries'] {
  const cache = client.getQueryCache();
  const missing: DehydratedState['queries'] = [];
  const newer: DehydratedState['queries'] = [];
  for (const query of state.queries) {
    const cached = cache.get(query.queryHash);
    if (!cached) missing.push(query);
    else if (query.state.dataUpdatedAt > cached.state.dataUpdatedAt) newer.push(query);
  }
  if (missing.length) hydrate(client, { mutations: [], queries: missing });
  return newer;
}
