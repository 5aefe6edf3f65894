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

const BODY_TEXT = Symbol.for('pickbazar.api.body-text');
type WithText = { [BODY_TEXT]?: string };

/**
 * The API marks an answer it made from a string with that string, so a server render reading it in-process takes
 * the text as it is instead of turning it into a byte stream and back (an undici Response and a stream read per
 * call: 3–4 % of a page's CPU). A mark only says what the body is: anything that wraps or changes the answer makes
 * a new Response without it, and the reader then reads the body.
 */
export function markBodyText<R extends Response>(response: R, text: string): R {
  (response as WithText)[BODY_TEXT] = text;
  return response;
}

/** The text an answer was made from, when the API marked it (see markBodyText). */
export function markedBodyText(response: Response): string | undefined {
  return (response as WithText)[BODY_TEXT];
}
