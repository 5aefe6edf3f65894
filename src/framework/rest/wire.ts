import type { paths } from './api-schema';

/**
 * The wire's types, read from the generated OpenAPI `paths` (api-schema.d.ts): the paths per method, an
 * operation's path parameters, query, body and documented answer. Types only, and importing nothing of ours but the
 * generated file, so the client's modules (call.ts, http.ts, types.ts) all build on it without import circles.
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
