import type { QueryClient } from '@tanstack/react-query';

export type QueryRuntime = typeof import('./query-runtime');

/** React Query once loaded: its engine and the app's one client. */
export interface LiveQueries {
  runtime: QueryRuntime;
  client: QueryClient;
}

/**
 * Where React Query's client lives once its code has arrived. A page first renders (on the server, then while
 * it hydrates) from the state the server prefetched into its props, which needs none of React Query's engine;
 * the engine loads right after hydration and from then on owns every query, as if it had been there all along.
 */
export class QueryStore {
  private live: LiveQueries | null;
  private loading: Promise<LiveQueries> | null;
  private readonly listeners = new Set<() => void>();

  /** `live`: an engine that is already loaded (tests render with one, so queries run at once). */
  constructor(live: LiveQueries | null = null) {
    this.live = live;
    this.loading = live ? Promise.resolve(live) : null;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getLive = (): LiveQueries | null => this.live;

  /** Loads the engine (once) and creates the client; every subscriber then switches to it. */
  load(): Promise<LiveQueries> {
    this.loading ??= import('./query-runtime').then((runtime) => {
      const client = runtime.createQueryClient();
      // What QueryClientProvider does: refetch on reconnect, resume paused mutations.
      client.mount();
      this.live = { runtime, client };
      this.listeners.forEach((listener) => listener());
      return this.live;
    });
    return this.loading;
  }
}
