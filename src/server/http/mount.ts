import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { serverEnv } from '@/config/env';
import { markBodyText } from '@/shared/in-process-api';
import { userForToken } from '../auth/access-tokens';
import { clientAddress } from './client-address';
import { AppError } from '../errors';
import type { MediaUrlsOnTheWire } from '../media/urls';
import type { RateLimiter } from './rate-limit';
import type { CachedAnswer, ResponseCache } from './response-cache';
import { type AnyRoute, type AppDeps, RawJson } from './route';
import { validateInput } from './validate';

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const MAX_BODY_BYTES = 64 * 1024;

/** `/products/{slug}` → `/products/:slug` */
export function honoPath(path: string): string {
  return path.replace(/\{([a-zA-Z_]+)\}/g, ':$1');
}

function readLanguage(c: Context): string {
  const language = c.req.query('language')?.trim();
  if (!language) return 'en';
  if (!LANGUAGE.test(language)) {
    throw new AppError(
      'INVALID_QUERY',
      `language must be a language code such as "en" or "ar" (got "${language.slice(0, 20)}").`,
      {
        errors: { language: ['invalid language code'] },
      },
    );
  }
  return language;
}

async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON with Content-Type: application/json.');
  }
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_BODY_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

function cacheControl(c: Context, route: AnyRoute): void {
  if (route.method !== 'get') return;
  c.header(
    'Cache-Control',
    route.cacheSeconds
      ? `public, max-age=${route.cacheSeconds}, stale-while-revalidate=${route.cacheSeconds * 10}`
      : 'no-store',
  );
}

/** The answer's JSON text with media URLs as the wire has them. */
function jsonText(result: unknown, media: MediaUrlsOnTheWire): string {
  return media.toWire(JSON.stringify(result) ?? 'null');
}

function send(c: Context, route: AnyRoute, result: unknown, media: MediaUrlsOnTheWire): Response {
  cacheControl(c, route);
  if (result instanceof Response) return result;
  if (result instanceof RawJson) return sendText(c, { status: result.status, text: media.toWire(result.text) });
  const text = jsonText(result, media);
  return markBodyText(
    c.body(text, (route.response.status ?? 200) as 200, { 'Content-Type': 'application/json' }),
    text,
  );
}

export function acceptsGzip(c: Context): boolean {
  return /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
}

const JSON_TYPE = 'application/json; charset=UTF-8';

function sendText(c: Context, answer: CachedAnswer, vary = 'Accept-Encoding'): Response {
  if (answer.text.length > 1024 && acceptsGzip(c)) {
    // Cached answers keep their compressed bytes, so a busy page costs one compression, not one per visitor.
    answer.gzip ??= gzipSync(answer.text);
    return c.body(new Uint8Array(answer.gzip), answer.status as 200, {
      'Content-Type': JSON_TYPE,
      'Content-Encoding': 'gzip',
      Vary: vary,
    });
  }
  return markBodyText(
    c.body(answer.text, answer.status as 200, { 'Content-Type': JSON_TYPE, Vary: vary }),
    answer.text,
  );
}

/** The answer as JSON text, for the response cache. */
function toAnswer(route: AnyRoute, result: unknown, media: MediaUrlsOnTheWire): CachedAnswer {
  if (result instanceof RawJson) return { status: result.status, text: media.toWire(result.text) };
  if (result instanceof Response) throw new Error(`cached route ${route.path} must not return a Response`);
  return { status: route.response.status ?? 200, text: jsonText(result, media) };
}

/** Same URL, same answer: parameter order does not matter, the host does (page links carry it). */
function cacheKey(url: URL): string {
  const params = [...url.searchParams.entries()].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1,
  );
  return `${url.origin}${url.pathname}?${new URLSearchParams(params).toString()}`;
}

function bearerToken(c: Context): string {
  return /^bearer\s+(\S+)/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
}

/** The user behind the request's bearer token (CONTRACT §1), or null. */
async function authenticate(c: Context, deps: AppDeps) {
  const token = bearerToken(c);
  return token ? userForToken(deps.database.db, token) : null;
}

function sendPersonal(c: Context, result: unknown, media: MediaUrlsOnTheWire): Response {
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'Authorization, Accept-Encoding');
  return c.body(jsonText(result, media), 200, { 'Content-Type': 'application/json' });
}

export interface MountOptions {
  deps: AppDeps;
  limiter: RateLimiter;
  cache: ResponseCache;
  /** Media URLs absolute in answers, relative in storage (src/server/media/urls.ts). */
  media: MediaUrlsOnTheWire;
}

/**
 * Registers each route on the Hono app: rate limits, input validation, the handler. Public GET answers (routes
 * with `cacheSeconds`) are the same for everyone: they go through the response cache whether or not a token is
 * sent, and a signed-in caller's own fields are merged in afterwards by the route's `personal` lookup.
 */
export function mountRoutes(
  app: Hono,
  routes: readonly AnyRoute[],
  { deps, limiter, cache, media }: MountOptions,
): void {
  for (const route of routes) {
    const shared = route.method === 'get' && route.cacheSeconds !== undefined;
    // A public answer built for one user would be served to everyone: refuse the combination at start-up.
    if (shared && route.auth) throw new Error(`${route.path}: a public (cacheSeconds) route cannot use auth`);
    app.on(route.method.toUpperCase(), honoPath(route.path), async (c) => {
      const address = clientAddress(c, serverEnv().trustProxy);
      if (route.rateLimit) await limiter.hit(route.rateLimit.bucket, address, route.rateLimit.limit);
      const run = async () => {
        const language = readLanguage(c);
        const user = route.auth ? await authenticate(c, deps) : null;
        if (route.auth === 'required' && !user) {
          throw new AppError('NOT_AUTHORIZED', `${serverEnv().noticeDomain}ERROR.NOT_AUTHORIZED`);
        }
        const params = route.params ? await validateInput(route.params, c.req.param(), 'params') : c.req.param();
        const query = route.query ? await validateInput(route.query, c.req.query(), 'query') : {};
        let body: unknown = {};
        if (route.body) {
          const raw = await readJsonBody(c);
          if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
            throw new AppError('VALIDATION_FAILED', 'The request body must be a JSON object.');
          }
          body = await validateInput(route.body, media.fromWire(raw), 'body');
        }
        const result = await route.handler({
          query,
          body,
          params,
          language,
          url: new URL(c.req.url),
          clientAddress: address,
          user,
          deps,
          c,
        });
        if (route.invalidatesCache) cache.clear();
        return result;
      };
      if (!shared) return send(c, route, await run(), media);
      const compute = async () => toAnswer(route, await run(), media);
      const answer = cache.enabled ? await cache.remember(cacheKey(new URL(c.req.url)), compute) : await compute();
      if (route.personal && answer.status === 200) {
        const user = await authenticate(c, deps);
        if (user) {
          const language = readLanguage(c);
          const personal = await route.personal({ answer: JSON.parse(answer.text), user, language, deps });
          return sendPersonal(c, personal, media);
        }
      }
      cacheControl(c, route);
      // With `personal`, the same URL answers differently with a token: shared caches must keep the two apart.
      return sendText(c, answer, route.personal ? 'Authorization, Accept-Encoding' : 'Accept-Encoding');
    });
  }
}
