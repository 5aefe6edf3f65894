import path from 'node:path';
import { publicSettingsFrom } from './public-env';
import { type RateLimits, readRateLimits } from './rate-limits';
import { siteUrlFrom } from './site-url';

/**
 * Server-side configuration, read from the environment in this one module and validated on first use.
 * Every variable is optional: with none set the shop runs on the embedded database with demo data.
 * `.env.example` documents each one.
 */
export interface ServerEnv {
  databaseUrl: string | null;
  /** REDIS_URL: keep the rate limits' counters in this Redis (shared by every instance); null: see rateLimitStoreFor. */
  redisUrl: string | null;
  pgliteDataDir: string;
  mediaDir: string;
  privateDir: string;
  /** S3_*: keep media and private files in an S3-compatible bucket instead of MEDIA_DIR and PRIVATE_FILES_DIR. */
  s3: S3Settings | null;
  seedOnStart: boolean;
  /** ADMIN_EMAILS: accounts with one of these emails, once verified, are operators (super admins). Lower case. */
  adminEmails: string[];
  noticeDomain: string;
  trustProxy: boolean;
  writeRateLimit: { max: number; windowMs: number };
  /** The named limits of src/config/rate-limits.ts with the environment's overrides. */
  rateLimits: RateLimits;
  maxShopDistanceKm: number | null;
  apiCacheSeconds: number;
  pageCacheSeconds: number;
  /** Serve the built-in API under /api (off when the storefront uses only an external provider). */
  builtinApi: boolean;
  /** INSTANCE_NAME: sent as `X-Instance` on every answer, to tell which of several instances answered. */
  instanceName: string | null;
  authTokenTtlHours: number;
  smtpUrl: string | null;
  mailFrom: string;
  twilio: { accountSid: string; authToken: string; from: string } | null;
  /** auto: on when mail or SMS has no real sender, for requests from this machine; public: for anyone; off. */
  devOutbox: 'auto' | 'public' | 'off';
  google: { clientId: string; clientSecret: string } | null;
  /** next-auth's signing secret; required when Google sign-in is configured. */
  nextAuthSecret: string | null;
  firebaseProjectId: string | null;
  apiBasePath: string;
  /**
   * Where browsers reach this API, for the absolute links it hands out (pictures, downloads, the sandbox gateway):
   * PUBLIC_API_URL, else NEXT_PUBLIC_REST_API_ENDPOINT when it is an absolute http(s) URL; null: relative links
   * (the storefront and the API share one origin).
   */
  publicApiUrl: string | null;
  /** CORS_ORIGINS: storefront origins on other hosts allowed to call the API from a browser; empty: same origin only. */
  corsOrigins: string[];
  /** DOWNLOAD_TOKEN_TTL_MINUTES: how long a one-time download link works (default 10). */
  downloadTokenTtlMinutes: number;
  /** NEXT_PUBLIC_SITE_URL, else http://localhost:${PORT} (siteUrlFrom): the base of every absolute link. */
  siteUrl: string;
  /** Online payment gateways this installation can use (src/server/services/payment). */
  payments: PaymentEnv;
}

export interface PaymentEnv {
  /** STRIPE_SECRET_KEY + NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY + STRIPE_WEBHOOK_SECRET, all three or none. */
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    /** STRIPE_API_URL: another Stripe API host (tests point the SDK at a local fake); null for Stripe's own. */
    apiUrl: string | null;
  } | null;
  /** PAYPAL_CLIENT_ID + PAYPAL_CLIENT_SECRET + PAYPAL_WEBHOOK_ID, all three or none. */
  paypal: {
    clientId: string;
    clientSecret: string;
    webhookId: string;
    /** PAYPAL_API_URL; default PayPal's sandbox, https://api-m.sandbox.paypal.com (live: https://api-m.paypal.com). */
    apiUrl: string;
  } | null;
  /**
   * SANDBOX_GATEWAY: the built-in test gateway in which no money moves. true: offered; false: never; unset (auto):
   * only in the demo, see sandboxOffered.
   */
  sandboxGateway: boolean | 'auto';
  /** SANDBOX_GATEWAY_SECRET: signs the sandbox gateway's webhooks; null: one is generated and kept in the database. */
  sandboxSecret: string | null;
}

/** An S3-compatible bucket for media and private files (src/server/storage/s3-store.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** S3_ENDPOINT: another S3-compatible service (MinIO, Ceph, R2 …); null for AWS itself. */
  endpoint: string | null;
  /** S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY; null: the SDK's default credential chain (instance role …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** S3_FORCE_PATH_STYLE: address the bucket in the path (`endpoint/bucket/key`), as most self-hosted services need. */
  forcePathStyle: boolean;
  /** S3_PREFIX: put in front of every key (`shop-a/`), so several shops can share a bucket. */
  prefix: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readBool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function readInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
  return n;
}

function readChoice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(choices as readonly string[]).includes(raw))
    throw new ConfigError(`${name} must be one of ${choices.join(', ')} (got "${raw}")`);
  return raw as T;
}

function readSmtpUrl(): string | null {
  const raw = process.env.SMTP_URL;
  if (!raw) return null;
  if (!/^smtps?:\/\//.test(raw))
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://…');
  return raw;
}

function readDatabaseUrl(): string | null {
  const raw = process.env.DATABASE_URL;
  if (!raw) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError(
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded database)',
    );
  }
  return raw;
}

function readInstanceName(): string | null {
  const raw = process.env.INSTANCE_NAME;
  if (!raw) return null;
  // It goes into a response header: keep it to a short token.
  if (!/^[\w.-]{1,64}$/.test(raw))
    throw new ConfigError(`INSTANCE_NAME must be letters, digits, . _ or - (got "${raw}")`);
  return raw;
}

function readRedisUrl(): string | null {
  const raw = process.env.REDIS_URL;
  if (!raw) return null;
  if (!/^rediss?:\/\/\S+$/.test(raw)) {
    throw new ConfigError('REDIS_URL must look like redis://[:password@]host:6379[/db] or rediss://… (or be unset)');
  }
  return raw;
}

function readLimits(): RateLimits {
  try {
    return readRateLimits(process.env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

/** A group of variables that only work together: all set, or none (a half-configured gateway is a mistake). */
function readGroup<K extends string>(names: Record<K, string>): Record<K, string> | null {
  const values = Object.fromEntries(
    Object.entries(names).map(([k, v]) => [k, process.env[v as string] || '']),
  ) as Record<K, string>;
  const set = Object.values(values).filter(Boolean).length;
  if (set === 0) return null;
  if (set < Object.keys(names).length) {
    const missing = Object.entries(names)
      .filter(([k]) => !values[k as K])
      .map(([, v]) => v);
    throw new ConfigError(`${missing.join(' and ')} must be set too (or none of ${Object.values(names).join(', ')})`);
  }
  return values;
}

function readUrl(name: string): string | null {
  const raw = process.env[name];
  if (!raw) return null;
  if (!/^https?:\/\/[^\s]+$/.test(raw)) throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  return raw.replace(/\/$/, '');
}

/** CORS_ORIGINS: comma-separated `scheme://host[:port]` origins; never a wildcard (answers carry credentials). */
function readCorsOrigins(): string[] {
  const raw = process.env.CORS_ORIGINS ?? '';
  const origins = raw
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    let valid = false;
    try {
      const url = new URL(origin);
      valid = /^https?:$/.test(url.protocol) && url.origin === origin.toLowerCase() && !origin.includes('*');
    } catch {
      valid = false;
    }
    if (!valid) {
      throw new ConfigError(
        `CORS_ORIGINS must list origins such as https://shop.example or http://127.0.0.1:3996, separated by commas, without paths or wildcards (got "${origin}")`,
      );
    }
  }
  return [...new Set(origins.map((o) => o.toLowerCase()))];
}

/** ADMIN_EMAILS: comma-separated emails; a typo here must not pass silently, so each must look like one. */
function readAdminEmails(): string[] {
  const emails = (process.env.ADMIN_EMAILS ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of emails) {
    if (!/^[^\s@,]+@[^\s@,]+$/.test(email)) {
      throw new ConfigError(`ADMIN_EMAILS must list emails separated by commas (got "${email}")`);
    }
  }
  return [...new Set(emails)];
}

/** A variable read by name, so Next cannot inline it at build time as it does `process.env.NEXT_PUBLIC_…`. */
function runtimeValue(name: string): string | undefined {
  return process.env[name];
}

function readPublicApiUrl(): string | null {
  const own = readUrl('PUBLIC_API_URL');
  if (own) return own;
  const endpoint = publicSettingsFrom(process.env).restApiEndpoint;
  return /^https?:\/\/\S+$/.test(endpoint) ? endpoint.replace(/\/$/, '') : null;
}

function readPayments(): PaymentEnv {
  const stripe = readGroup({
    secretKey: 'STRIPE_SECRET_KEY',
    publishableKey: 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
    webhookSecret: 'STRIPE_WEBHOOK_SECRET',
  });
  const paypal = readGroup({
    clientId: 'PAYPAL_CLIENT_ID',
    clientSecret: 'PAYPAL_CLIENT_SECRET',
    webhookId: 'PAYPAL_WEBHOOK_ID',
  });
  return {
    stripe: stripe && { ...stripe, apiUrl: readUrl('STRIPE_API_URL') },
    paypal: paypal && { ...paypal, apiUrl: readUrl('PAYPAL_API_URL') ?? 'https://api-m.sandbox.paypal.com' },
    sandboxGateway: process.env.SANDBOX_GATEWAY ? readBool('SANDBOX_GATEWAY', false) : 'auto',
    sandboxSecret: process.env.SANDBOX_GATEWAY_SECRET || null,
  };
}

/**
 * Whether the built-in sandbox gateway is offered: when SANDBOX_GATEWAY=true, or, with it unset, in the demo only
 * (the demo data loaded and no real gateway configured). A shop with Stripe or PayPal never offers a free checkout
 * unless told to in so many words.
 */
export function sandboxOffered(payments: PaymentEnv, demoData: boolean): boolean {
  if (payments.sandboxGateway !== 'auto') return payments.sandboxGateway;
  return demoData && !payments.stripe && !payments.paypal;
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
];

/**
 * S3_BUCKET and S3_REGION turn the bucket on; the others only refine it, so any of them without those two is a
 * mistake. The key pair goes together; without it the SDK's own credential chain applies (an instance role).
 */
function readS3(): S3Settings | null {
  const required = readGroup({ bucket: 'S3_BUCKET', region: 'S3_REGION' });
  const credentials = readGroup({ accessKeyId: 'S3_ACCESS_KEY_ID', secretAccessKey: 'S3_SECRET_ACCESS_KEY' });
  if (!required) {
    const stray = S3_VARIABLES.filter((name) => process.env[name]);
    if (stray.length > 0) {
      throw new ConfigError(`S3_BUCKET and S3_REGION must be set too (${stray.join(', ')} is set), or no S3_* at all`);
    }
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(required.bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)`);
  }
  return {
    ...required,
    endpoint: readUrl('S3_ENDPOINT'),
    credentials,
    forcePathStyle: readBool('S3_FORCE_PATH_STYLE', false),
    prefix: process.env.S3_PREFIX ?? '',
  };
}

function dir(name: string, fallback: string): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env[name] || fallback);
}

function loadEnv(): ServerEnv {
  const dataDir = dir('DATA_DIR', '.data');
  const maxDistance = process.env.MAX_SHOP_DISTANCE_KM;
  return {
    databaseUrl: readDatabaseUrl(),
    redisUrl: readRedisUrl(),
    pgliteDataDir: process.env.PGLITE_DATA_DIR ? dir('PGLITE_DATA_DIR', '') : path.join(dataDir, 'pglite'),
    mediaDir: process.env.MEDIA_DIR ? dir('MEDIA_DIR', '') : path.join(dataDir, 'media'),
    privateDir: process.env.PRIVATE_FILES_DIR ? dir('PRIVATE_FILES_DIR', '') : path.join(dataDir, 'private'),
    s3: readS3(),
    seedOnStart: readBool('SEED_ON_START', true),
    adminEmails: readAdminEmails(),
    noticeDomain: process.env.APP_NOTICE_DOMAIN || 'PICKBAZAR_',
    trustProxy: readBool('TRUST_PROXY', false),
    writeRateLimit: {
      max: readInt('RATE_LIMIT_WRITES_PER_WINDOW', 20, 1),
      windowMs: readInt('RATE_LIMIT_WINDOW_SECONDS', 60, 1) * 1000,
    },
    rateLimits: readLimits(),
    maxShopDistanceKm: maxDistance ? readInt('MAX_SHOP_DISTANCE_KM', 0, 1) : null,
    apiCacheSeconds: readInt('API_CACHE_SECONDS', 5, 0),
    pageCacheSeconds: readInt('PAGE_CACHE_SECONDS', 10, 0),
    builtinApi: readBool('BUILTIN_API', true),
    instanceName: readInstanceName(),
    authTokenTtlHours: readInt('AUTH_TOKEN_TTL_HOURS', 24, 1),
    smtpUrl: readSmtpUrl(),
    mailFrom: process.env.MAIL_FROM || 'PickBazar <no-reply@pickbazar.localhost>',
    twilio:
      process.env.TWILIO_ACCOUNT_SID && process.env.TWILIO_AUTH_TOKEN && process.env.TWILIO_FROM
        ? {
            accountSid: process.env.TWILIO_ACCOUNT_SID,
            authToken: process.env.TWILIO_AUTH_TOKEN,
            from: process.env.TWILIO_FROM,
          }
        : null,
    devOutbox: readChoice('DEV_OUTBOX', ['auto', 'public', 'off'] as const, 'auto'),
    google:
      process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET
        ? { clientId: process.env.GOOGLE_CLIENT_ID, clientSecret: process.env.GOOGLE_CLIENT_SECRET }
        : null,
    nextAuthSecret: process.env.NEXTAUTH_SECRET || null,
    firebaseProjectId: process.env.FIREBASE_PROJECT_ID || runtimeValue('NEXT_PUBLIC_FIREBASE_PROJECT_ID') || null,
    apiBasePath: '/api',
    publicApiUrl: readPublicApiUrl(),
    corsOrigins: readCorsOrigins(),
    downloadTokenTtlMinutes: readInt('DOWNLOAD_TOKEN_TTL_MINUTES', 10, 1),
    siteUrl: siteUrlFrom(runtimeValue('NEXT_PUBLIC_SITE_URL'), process.env.PORT),
    payments: readPayments(),
  };
}

let cached: ServerEnv | null = null;

export function serverEnv(): ServerEnv {
  cached ??= loadEnv();
  return cached;
}

/** Tests change the environment between databases; this forgets the parsed copy. */
export function resetServerEnv(): void {
  cached = null;
}
