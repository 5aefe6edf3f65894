import type { Context } from 'hono';
import type { RateLimitName } from '@/config/rate-limits';
import type { AnyObject, ObjectSchema } from 'yup';
import type { AuthUser } from '../auth/access-tokens';
import type { Database } from '../db/client';
import type { Mailer } from '../messaging/mailer';
import type { SmsSender } from '../messaging/sms';
import type { PaymentRegistry } from '../services/payment/registry';
import type { Storage } from '../storage';
import type { RateLimiter } from './rate-limit';

export type JsonSchema = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'delete';

/** A response body that is already JSON text (list queries build it inside PostgreSQL). */
export class RawJson {
  constructor(
    readonly text: string,
    readonly status = 200,
  ) {}
}

/** What the API needs from the outside world; created once per app. */
export interface AppDeps {
  database: Database;
  mailer: Mailer;
  sms: SmsSender;
  /** For limits inside services (per account, per phone number), besides the per-route ones. */
  limiter: RateLimiter;
  /** Lifetime of sign-in tokens. */
  authTokenTtlHours: number;
  /** Public URL of the storefront, for links in emails. */
  siteUrl: string;
  /** The online payment gateways this installation can use (src/server/services/payment/registry.ts). */
  payments: PaymentRegistry;
  /** Pictures (public media) and digital products' files (private, never served directly). */
  storage: Storage;
  /** Lifetime of one-time download links, in minutes. */
  downloadTokenTtlMinutes: number;
  /** Absolute public URL of this API when configured (NEXT_PUBLIC_REST_API_ENDPOINT), else null. */
  publicApiUrl: string | null;
}

export interface RequestContext<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  /** Requested catalogue language (default `en`). */
  language: string;
  url: URL;
  clientAddress: string;
  /** The signed-in caller (routes with `auth`), else null. */
  user: AuthUser | null;
  deps: AppDeps;
  c: Context;
}

export interface PersonalContext {
  /** The public answer, parsed. */
  answer: unknown;
  user: AuthUser;
  language: string;
  deps: AppDeps;
}

export interface RateLimitRule {
  /** Requests sharing a bucket share one counter per client address. */
  bucket: string;
  /** A named limit (src/config/rate-limits.ts); without one, the general write limit. */
  limit?: RateLimitName;
}

/**
 * One endpoint: its path, inputs (yup schemas, also used for the OpenAPI description), documented
 * response, and a thin handler that calls one service.
 */
export interface RouteDefinition<
  Q extends AnyObject = AnyObject,
  B extends AnyObject = AnyObject,
  P extends AnyObject = AnyObject,
> {
  method: Method;
  /** OpenAPI-style path below the API base, e.g. `/products/{slug}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  params?: ObjectSchema<P>;
  query?: ObjectSchema<Q>;
  body?: ObjectSchema<B>;
  /** A multipart upload instead of a JSON body: the form field that carries the files (read by the handler). */
  files?: string;
  /** `contentType`: the media type of a success answer that is not JSON (a file download). */
  response: { status?: number; description: string; schema: JsonSchema; contentType?: string };
  /** Extra documented error statuses besides the ones every route may answer (400, 404, 422, 429, 500). */
  errors?: number[];
  rateLimit?: RateLimitRule;
  /** `required`: 401 NOT_AUTHORIZED without a valid token; `optional`: the user when there is one. */
  auth?: 'required' | 'optional';
  /**
   * Seconds shared caches and browsers may reuse a GET answer. Setting it also marks the answer as public: it
   * does not depend on who asks, and the API's own response cache serves it to everyone, signed in or not. Such a
   * route has no `auth`; what depends on the caller comes from `personal`.
   */
  cacheSeconds?: number;
  /**
   * Fields of a public answer that belong to the caller (`my_review`, `in_wishlist`, `my_feedback`): given the
   * shared answer (anonymous values) and the signed-in caller, returns the caller's copy. Only requests with a
   * valid token pay for it; its result is never cached and is marked private.
   */
  personal?: (ctx: PersonalContext) => Promise<unknown>;
  /** A successful call changes data public GET answers show: the response cache is emptied. */
  invalidatesCache?: boolean;
  handler: (ctx: RequestContext<Q, B, P>) => Promise<unknown>;
}

/** Identity helper that keeps each route's input types tied to its schemas. */
export function defineRoute<
  Q extends AnyObject = AnyObject,
  B extends AnyObject = AnyObject,
  P extends AnyObject = AnyObject,
>(route: RouteDefinition<Q, B, P>): RouteDefinition<Q, B, P> {
  return route;
}

// Routes of different input types live in one table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, any, any>;
