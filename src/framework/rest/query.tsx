import {
  type DefaultError,
  type DehydratedState,
  type InfiniteData,
  type InfiniteQueryObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserver,
  type QueryObserverOptions,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  startTransition,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type LiveQueries, QueryStore } from './query-store';
import type { ApiError } from './errors';

/**
 * Every query and mutation fails with an ApiError (the API client rejects with nothing else: http.ts, api.ts), so
 * React Query's default error type says so, and a query's `error` needs no toApiError.
 */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * React Query's hooks for the storefront (useQuery, useInfiniteQuery; useMutation is in mutation.ts) on an
 * engine that loads after the page. Until it has loaded (on the server and while the page hydrates) a query
 * reads what the server prefetched into the page props; afterwards React Query's own observers serve it, with
 * the cache, refetching and retries of the app's QueryClient. Options are React Query's; `select` is not
 * supported.
 */
interface QueryContextValue {
  store: QueryStore;
  state: DehydratedState | undefined;
  /** The engine, once it has loaded: null on the server and while the page hydrates. */
  live: LiveQueries | null;
}

const QueryContext = createContext<QueryContextValue | null>(null);
export const noop = () => {};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}

/**
 * React Query's default query hash (its hashKey): the key as JSON, plain objects with sorted keys. Written out
 * here because importing hashKey would bring React Query's whole utility module into the first load.
 */
export function queryHash(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

export function useQueryContext(): QueryContextValue {
  const context = useContext(QueryContext);
  if (!context) throw new Error('React Query hooks must be used within QueryProvider');
  return context;
}

/**
 * Provides the queries to the app. `state` is the page's dehydrated server state (new on every navigation);
 * `live` an engine already loaded (tests).
 */
export function QueryProvider({
  state,
  live,
  children,
}: {
  state?: DehydratedState;
  live?: LiveQueries;
  children: ReactNode;
}) {
  const [store] = useState(() => new QueryStore(live));
  const [current, setCurrent] = useState(store.getLive);
  // As React Query's HydrationBoundary: queries new to the cache join it during this render, before the page
  // reads them; newer data of cached ones lands after commit, so no other component updates during a render.
  const newer = useMemo(
    () => (current && state ? current.runtime.hydrateNewQueries(current.client, state) : []),
    [current, state],
  );
  useEffect(() => {
    if (current && newer.length) current.runtime.hydrate(current.client, { mutations: [], queries: newer });
  }, [current, newer]);
  useEffect(() => {
    // Every query of the page switches to the engine in one render. As a transition, React renders it in slices
    // and yields to the browser in between, instead of blocking the page in one long task.
    const update = () => startTransition(() => setCurrent(store.getLive()));
    const unsubscribe = store.subscribe(update);
    update();
    void store.load();
    return unsubscribe;
  }, [store]);
  const value = useMemo(() => ({ store, state, live: current }), [store, state, current]);
  return <QueryContext.Provider value={value}>{children}</QueryContext.Provider>;
}

/** Runs an action on the component's observer: at once when React Query has loaded, else once it has. */
export function useWhenLive<O>(observer: O | null, store: QueryStore) {
  const queue = useRef<((observer: O) => void)[]>([]);
  useEffect(() => {
    if (observer) for (const action of queue.current.splice(0)) action(observer);
  }, [observer]);
  return useCallback(
    <R,>(action: (observer: O) => Promise<R>): Promise<R> => {
      if (observer) return action(observer);
      return new Promise<R>((resolve, reject) => {
        queue.current.push((ready) => void action(ready).then(resolve, reject));
        void store.load();
      });
    },
    [observer, store],
  );
}

type AnyOptions = QueryObserverOptions<unknown, unknown, unknown, unknown, QueryKey>;
type AnyObserver = QueryObserver<unknown, unknown, unknown, unknown, QueryKey>;

/** React Query's useBaseQuery without suspense and error boundaries, plus the server state before it loads. */
function useObserver(options: AnyOptions, infinite: boolean) {
  const { store, state, live } = useQueryContext();
  const observer = useMemo(
    () => {
      if (!live) return null;
      const Observer = infinite ? live.runtime.InfiniteQueryObserver : live.runtime.QueryObserver;
      return new (Observer as typeof live.runtime.QueryObserver)(live.client, live.client.defaultQueryOptions(options));
    },
    // One observer per component and client; later options reach it through setOptions below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live, infinite],
  ) as AnyObserver | null;
  const defaulted = live ? live.client.defaultQueryOptions(options) : null;
  if (defaulted) defaulted._optimisticResults = 'optimistic';
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [observer, defaulted]);
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        if (!observer || !live) return noop;
        const unsubscribe = observer.subscribe(live.runtime.notifyManager.batchCalls(onChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer, live],
    ),
    () => observer?.getCurrentResult(),
    () => observer?.getCurrentResult(),
  );
  const run = useWhenLive(observer, store);
  if (observer && defaulted) return { result: observer.getOptimisticResult(defaulted), run };
  const hash = queryHash(options.queryKey);
  const data = state?.queries.find((query) => query.queryHash === hash)?.state.data;
  // Before the engine loads, a query without prefetched data is loading, as React Query reports it on mount.
  return { result: null, data, isLoading: data === undefined && options.enabled !== false, run };
}

export interface QueryResult<TData, TError = DefaultError> {
  data: TData | undefined;
  error: TError | null;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): QueryResult<TData, TError> {
  const observed = useObserver(options as unknown as AnyOptions, false);
  if (observed.result) return observed.result as QueryResult<TData, TError>;
  return {
    data: observed.data as TData | undefined,
    error: null,
    isLoading: observed.isLoading,
    isFetching: false,
    refetch: () => observed.run((observer) => observer.refetch()),
  };
}

export interface InfiniteQueryResult<TData, TError = DefaultError> extends QueryResult<TData, TError> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function useInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): InfiniteQueryResult<TData, TError> {
  const observed = useObserver(options as unknown as AnyOptions, true);
  if (observed.result) return observed.result as unknown as InfiniteQueryResult<TData, TError>;
  const data = observed.data as InfiniteData<TQueryFnData, TPageParam> | undefined;
  const last = (data?.pages.length ?? 0) - 1;
  // React Query's hasNextPage: the last page's next page parameter is not null or undefined.
  const next =
    data && last >= 0
      ? options.getNextPageParam(data.pages[last]!, data.pages, data.pageParams[last]!, data.pageParams)
      : undefined;
  return {
    data: data as TData | undefined,
    error: null,
    isLoading: observed.isLoading,
    isFetching: false,
    refetch: () => observed.run((observer) => observer.refetch()),
    hasNextPage: next !== undefined && next !== null,
    isFetchingNextPage: false,
    fetchNextPage: () =>
      observed.run((observer) =>
        (observer as unknown as InfiniteQueryObserver<TQueryFnData, TError, TData>).fetchNextPage(),
      ),
  };
}

/** The query client for event handlers that change cached data (signing in or out), loaded if need be. */
export function useLoadQueryClient(): () => Promise<QueryClient> {
  const { store } = useQueryContext();
  return useCallback(async () => (await store.load()).client, [store]);
}
