/**
 * React Query's engine: the cache, the observers the hooks subscribe to and the hydration of the server's
 * prefetched state. It is loaded right after the page hydrates (see query-store.ts), not with the page.
 */
export { hydrate, InfiniteQueryObserver, MutationObserver, notifyManager, QueryObserver } from '@tanstack/react-query';
export { createQueryClient } from './query-client';
