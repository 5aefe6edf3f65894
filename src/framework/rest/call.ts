import type { paths } from './api-schema';
import { toApiError } from './errors';
import type { ProviderAnswers } from './types';

/**
 * The one typed request of the storefront and the back office, keyed by the generated OpenAPI `paths`
 * (api-schema.d.ts, `npm run api:types`): `call('get', '/products/{slug}', { params: { slug }, query })`. The
 * path must be one the document has for that method; the path parameters, the query, the body and the answer
 * come from it. Nothing here is written per endpoint: a new route is callable once its types are regenerated.
 *
 * The answer is the documented one (200, else 201), except where the provider contract is wider than our API
 * (`ProviderAnswers` in types.ts, the one place the storefront reads more loosely than the document). Answers that
 * say no with HTTP 200 never resolve (http.ts refusalOf), so `{success: false}` and token-less sign-in answers are
 * not part of the answer type.
 *
 * Only this façade loads with a page: axios, the interceptors and the request itself (http.ts `send`) load on the
 * first call, so pages that hydrate from prefetched data ship no HTTP code. Every failure is an ApiError (a script
 * that did not load too).
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths the document has for `M`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

/** The generated operation of `M` on `P`. */
export type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;

type Json<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content?: never }
    ? void
    : unknown;

/** The documented success answer: 200, or 201 for a route that creates, or nothing (204). */
export type DocumentedAnswer<O> = O extends { responses: { 200: infer Ok } }
  ? Json<Ok>
  : O extends { responses: { 201: infer Created } }
    ? Json<Created>
    : O extends { responses: { 204: unknown } }
      ? void
      : never;

/** What a documented answer resolves with: the answers that say no with HTTP 200 reject (http.ts refusalOf). */
export type Resolved<A> = A extends { success: false } | { token: null } ? never : A;

/** What `call(M, P)` resolves with: the provider contract's type where it is wider, else the document's. */
export type Answer<P extends keyof paths, M extends Method> = P extends keyof ProviderAnswers
  ? M extends keyof ProviderAnswers[P]
    ? ProviderAnswers[P][M]
    : Resolved<DocumentedAnswer<Operation<P, M>>>
  : Resolved<DocumentedAnswer<Operation<P, M>>>;

type PathParams<O> = O extends { parameters: { path: infer X extends object } } ? { params: X } : { params?: never };

type Query<O> = O extends { parameters: { query: infer Q extends object } }
  ? { query: Q }
  : O extends { parameters: { query?: infer Q } }
    ? { query?: Q }
    : { query?: never };

type Content<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'multipart/form-data': unknown } }
    ? FormData
    : never;

/** The body an operation takes: its JSON, or FormData for a multipart upload; never when it takes none. */
type BodyOf<O> = O extends { requestBody?: infer R } ? Content<NonNullable<R>> : never;

type RequestBody<O> = O extends { requestBody: object }
  ? { body: BodyOf<O> }
  : [BodyOf<O>] extends [never]
    ? { body?: never }
    : { body?: BodyOf<O> };

/** The body of `M` on `P` (the JSON the document declares). */
export type Body<P extends keyof paths, M extends Method> = BodyOf<Operation<P, M>>;

/** The query of `M` on `P`. */
export type QueryOf<P extends keyof paths, M extends Method> = NonNullable<Query<Operation<P, M>>['query']>;

/** What a call sends besides the method and path: every part typed by the document. */
export type CallInit<P extends keyof paths, M extends Method> = PathParams<Operation<P, M>> &
  Query<Operation<P, M>> &
  RequestBody<Operation<P, M>> & {
    /** Extra headers (the Idempotency-Key of POST /orders). */
    headers?: Record<string, string>;
  };

/** The run-time shape of a call's options (http.ts `send`). */
export interface SendInit {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string>;
}

type InitArgs<P extends keyof paths, M extends Method> =
  object extends CallInit<P, M> ? [init?: CallInit<P, M>] : [init: CallInit<P, M>];

export function call<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  ...[init]: InitArgs<P, M>
): Promise<Answer<P, M>> {
  return import('./http')
    .then(({ send }) => send<Answer<P, M>>(method, path, (init ?? {}) as SendInit))
    .catch((error: unknown) => Promise.reject(toApiError(error)));
}
