import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serverEnv } from '@/config/env';
import type { RateLimits } from '@/config/rate-limits';
import type { Database } from './db/client';
import { AppError } from './errors';
import { cors } from './http/cors';
import { acceptsGzip, honoPath, mountRoutes } from './http/mount';
import { rateLimitStoreFor } from './http/open-rate-limit-store';
import { RateLimiter, type RateLimiterOptions } from './http/rate-limit';
import type { RateLimitStore } from './http/rate-limit-store';
import { mediaUrlsOnTheWire } from './media/urls';
import { lazyMailer, type Mailer } from './messaging/mailer';
import { createSmsSender, type SmsSender } from './messaging/sms';
import { ResponseCache } from './http/response-cache';
import type { AnyRoute, AppDeps } from './http/route';
import { buildOpenApi } from './openapi/build';
import { apiRoutes } from './routes';
import { mountMedia } from './routes/media';
import { mountSandboxGateway } from './routes/sandbox-gateway';
import type { PaymentGatewayAdapter } from './services/payment/gateway';
import { buildPaymentRegistry, PaymentRegistry } from './services/payment/registry';
import { type Storage, storageFromEnv } from './storage';

export interface AppOptions {
  database: Database;
  /** The general limit of write endpoints; default from the environment. */
  rateLimit?: RateLimiterOptions;
  /** Named limits (sign-in, OTP …) to change; the others come from the environment. */
  rateLimits?: Partial<RateLimits>;
  /**
   * Where the limits' counters live; default from the environment (Redis with REDIS_URL, else the PostgreSQL
   * database's table, else memory for the embedded database). Apps over one store share their counts.
   */
  rateLimitStore?: RateLimitStore;
  /** How long public GET answers are reused, in milliseconds (0 turns the cache off); default API_CACHE_SECONDS. */
  cacheTtlMs?: number;
  /** Where mail and text messages go; defaults from the environment (SMTP/Twilio, else the dev outbox). */
  mailer?: Mailer;
  sms?: SmsSender;
  basePath?: string;
  /** The online gateway adapters to use instead of the ones the environment allows (tests stand in for Stripe). */
  payments?: PaymentGatewayAdapter[];
  /** Where pictures and digital products' files are kept; default from the environment (S3_*, else the folders). */
  storage?: Storage;
  /** Storefront origins allowed to call the API from browsers; default CORS_ORIGINS (none: same origin only). */
  corsOrigins?: readonly string[];
  /** Where browsers reach this API (absolute links: pictures, downloads, sandbox gateway); default PUBLIC_API_URL. */
  publicApiUrl?: string | null;
  /**
   * The database holds the demo data (hasDemoData): with SANDBOX_GATEWAY unset, the sandbox gateway is offered only
   * then. Default false: an app that does not know is treated as a real shop.
   */
  demoData?: boolean;
}

function methodsFor(path: string, routes: readonly AnyRoute[], base: string): string[] {
  return routes
    .filter((r) => new RegExp(`^${base}${honoPath(r.path).replace(/:[a-zA-Z_]+/g, '[^/]+')}/?$`).test(path))
    .map((r) => r.method.toUpperCase());
}

/**
 * The built-in provider API as a framework-agnostic Hono app: mounted by Next's catch-all API route,
 * served on its own by `npm run api`, and called in-process during server-side rendering.
 */
export function createApp(options: AppOptions): Hono {
  const env = serverEnv();
  const base = options.basePath ?? env.apiBasePath;
  const limiter = new RateLimiter(
    options.rateLimit ?? env.writeRateLimit,
    { ...env.rateLimits, ...options.rateLimits },
    options.rateLimitStore ?? rateLimitStoreFor({ database: options.database, redisUrl: env.redisUrl }),
  );
  const publicApiUrl = options.publicApiUrl === undefined ? env.publicApiUrl : options.publicApiUrl;
  const corsOrigins = options.corsOrigins ?? env.corsOrigins;
  const deps: AppDeps = {
    database: options.database,
    limiter,
    mailer: options.mailer ?? lazyMailer({ database: options.database, smtpUrl: env.smtpUrl, from: env.mailFrom }),
    sms: options.sms ?? createSmsSender({ database: options.database, twilio: env.twilio }),
    authTokenTtlHours: env.authTokenTtlHours,
    siteUrl: env.siteUrl,
    payments: options.payments
      ? new PaymentRegistry(options.payments)
      : buildPaymentRegistry({
          env: env.payments,
          database: options.database,
          publicApiUrl: publicApiUrl ?? `${env.siteUrl}${base}`,
          demoData: options.demoData ?? false,
        }),
    storage: options.storage ?? storageFromEnv(env),
    downloadTokenTtlMinutes: env.downloadTokenTtlMinutes,
    publicApiUrl,
  };
  const app = new Hono().basePath(base);

  app.onError((err, c) => {
    if (err instanceof AppError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(err.toBody(), err.status as 400);
    }
    // Never leak SQL, stack traces or internals: log here, answer generically.
    console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, err);
    return c.json(
      new AppError('INTERNAL', 'Something went wrong on our side. Please try again in a moment.').toBody(),
      500,
    );
  });

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    const allowed = methodsFor(path, apiRoutes, base);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return c.json(
        {
          message: `${c.req.method} is not supported on ${path}. Use ${allowed.join(' or ')}.`,
          code: `${env.noticeDomain}ERROR.METHOD_NOT_ALLOWED`,
        },
        405,
      );
    }
    return c.json(new AppError('NOT_FOUND', `There is no API endpoint at ${c.req.method} ${path}.`).toBody(), 404);
  });

  // Storefronts on other origins (CORS_ORIGINS); first, so preflights never reach rate limits or routes.
  if (corsOrigins.length > 0) app.use('*', cors(corsOrigins));

  // No answer of the API may be read as anything but its declared type (JSON, pictures), nor framed.
  // Set on the answer's own headers: `c.header()` after the answer is made would copy it into a new Response whose
  // body is a byte stream (an undici Response and a stream read per call, 3–4 % of a server render's CPU).
  // Answers with immutable headers (a fetch's) go through `c.header()`, which copies them.
  app.use('*', async (c, next) => {
    await next();
    try {
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
      c.res.headers.set('X-Frame-Options', 'DENY');
    } catch {
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('X-Frame-Options', 'DENY');
    }
  });

  // Browsers get gzip for JSON (cached answers bring their own); pictures are compressed already. Clients that
  // do not ask for gzip (in-process calls, most API clients) skip the middleware entirely.
  const gzip = compress({ encoding: 'gzip', contentTypeFilter: /^application\/json/ });
  app.use('*', (c, next) => (acceptsGzip(c) ? gzip(c, next) : next()));

  app.get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(buildOpenApi(apiRoutes, base));
  });
  mountMedia(app, { database: options.database, media: deps.storage.media });
  const cache = new ResponseCache({ ttlMs: options.cacheTtlMs ?? env.apiCacheSeconds * 1000 });
  mountSandboxGateway(app, deps);
  mountRoutes(app, apiRoutes, { deps, limiter, cache, media: mediaUrlsOnTheWire(publicApiUrl) });
  return app;
}
