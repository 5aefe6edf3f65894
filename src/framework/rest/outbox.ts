import { useQuery } from './query';
import { call } from './call';

export const outboxQueryKey = ['dev-outbox'] as const;

/** How often the development outbox page looks for new messages while it is open. */
export const OUTBOX_REFRESH_MS = 5000;

/**
 * GET /dev/outbox (ours, development only), newest first. Fetched by the browser, never while rendering on
 * the server: the API shows the outbox only to callers on its own machine, and only the browser's own request
 * carries the real caller's address. A 404 means there is no outbox for this caller.
 */
export function useOutbox() {
  const query = useQuery({
    queryKey: outboxQueryKey,
    queryFn: async () => call('get', '/dev/outbox', { query: { limit: 50 } }),
    refetchInterval: (q) => (q.state.error ? false : OUTBOX_REFRESH_MS),
    retry: false,
  });
  return {
    messages: query.data?.data ?? [],
    isLoading: query.isLoading,
    isUnavailable: query.error ? query.error.status === 404 : false,
    error: query.error,
    refetch: query.refetch,
    isFetching: query.isFetching,
  };
}

/**
 * Whether the API has a development outbox at all (the page answers 404 when not). Asked while rendering
 * the page; the messages themselves are never fetched there.
 */
export async function outboxExists(): Promise<boolean> {
  try {
    await call('get', '/dev/outbox', { query: { limit: 1 } });
    return true;
  } catch {
    return false;
  }
}
