import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';

/** What the storefront's requests use; a preflight asking for anything else is still answered with this list. */
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOW_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key';
/** Headers the storefront reads from answers (rate limits, idempotent replays, download names). */
const EXPOSE_HEADERS = 'Retry-After, Idempotent-Replayed, Content-Disposition';
/** Seconds a browser may reuse a preflight answer (Chromium caps it at 7200). */
const MAX_AGE = '3600';

/**
 * Cross-origin access for storefronts served from other origins (CORS_ORIGINS). Only listed origins get
 * `Access-Control-Allow-*` headers, each its own origin echoed back with credentials, never `*` and never an
 * origin that is not on the list. Every answer says `Vary: Origin`, because the headers differ per origin.
 * The headers are added per request, after the response cache and the handlers: a cached answer is stored as
 * its JSON text only, so one origin's headers can never be replayed to another.
 * With no origins configured this middleware is not installed and answers carry no CORS header at all.
 */
export function cors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const preflight =
      c.req.method === 'OPTIONS' && origin !== undefined && c.req.header('access-control-request-method');
    if (preflight) {
      if (!allowed.has(origin)) {
        // Refused in words rather than a 204 without headers, so the reason shows in the browser's network panel.
        const refusal = new AppError('FORBIDDEN', `Requests from ${origin.slice(0, 100)} are not allowed by this API.`);
        return c.json(refusal.toBody(), 403, { Vary: 'Origin' });
      }
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': MAX_AGE,
        Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      });
    }
    await next();
    c.header('Vary', 'Origin', { append: true });
    if (origin !== undefined && allowed.has(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
  };
}
