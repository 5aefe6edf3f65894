import type { paths } from './api-schema';
import { toApiError } from './errors';
import type { ProviderAnswers } from './types';
import type { CallInit, DocumentedAnswer, Method, Operation, PathOf, Resolved, SendInit } from './wire';

export type { Method, PathOf, Operation, DocumentedAnswer, Resolved, Body, QueryOf, CallInit, SendInit } from './wire';

/** What `call(M, P)` resolves with: the provider contract's type where it is wider, else the document's. */
export type Answer<P extends keyof paths, M extends Method> = P extends keyof ProviderAnswers
  ? M extends keyof ProviderAnswers[P]
    ? ProviderAnswers[P][M]
    : Resolved<DocumentedAnswer<Operation<P, M>>>
  : Resolved<DocumentedAnswer<Operation<P, M>>>;

type InitArgs<P extends keyof paths, M extends Method> =
  object extends CallInit<P, M> ? [init?: CallInit<P, M>] : [init: CallInit<P, M>];

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
export function call<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  ...[init]: InitArgs<P, M>
): Promise<Answer<P, M>> {
  return import('./http')
    .then(({ send }) => send<Answer<P, M>>(method, path, (init ?? {}) as SendInit))
    .catch((error: unknown) => Promise.reject(toApiError(error)));
}
