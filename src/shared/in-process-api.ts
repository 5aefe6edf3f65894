/**
 * A way for server-side rendering to reach the built-in API without an HTTP round trip to its own process.
 * The server registers a fetch function under a global symbol at start-up (src/instrumentation.ts); the REST
 * client looks it up on the server and falls back to HTTP when it is absent (an external provider, or the
 * browser). Nothing here imports server code, so UI code may use it.
 */
export type InProcessFetch = (request: Request) => Promise<Response>;

const KEY = Symbol.for('pickbazar.api.in-process');
type Holder = { [KEY]?: InProcessFetch };

export function setInProcessApi(fetcher: InProcessFetch | undefined): void {
  (globalThis as Holder)[KEY] = fetcher;
}

export function getInProcessApi(): InProcessFetch | undefined {
  return typeof window === 'undefined' ? (globalThis as Holder)[KEY] : undefined;
}
