import { createHash, type KeyObject, verify, X509Certificate } from 'node:crypto';

/** Google's public certificates for Firebase ID tokens, keyed by `kid` (rotated; served with Cache-Control max-age). */
export const FIREBASE_CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** A token issued this far in the future still passes: the issuer's clock may run slightly ahead of ours. */
const CLOCK_SKEW_SECONDS = 60;
/** Longest we keep certificates, whatever max-age says. */
const MAX_CACHE_SECONDS = 24 * 3600;

/** Why a token was refused; `unavailable` means Google's certificates could not be read (not the caller's fault). */
export class FirebaseTokenError extends Error {
  override name = 'FirebaseTokenError';
  constructor(
    message: string,
    readonly unavailable = false,
  ) {
    super(message);
  }
}

export interface FirebaseClaims {
  /** The Firebase user id. */
  sub: string;
  /** E.164 number proven by Firebase phone sign-in, if any. */
  phoneNumber: string | null;
  /** When the user last proved the phone (seconds since the epoch). */
  authTime: number;
  issuedAt: number;
  expiresAt: number;
  /**
   * SHA-256 of the signature's bytes: names this one token, however its base64 is spelled (the last character
   * has spare bits, so one token can be written several ways and still verify).
   */
  fingerprint: string;
}

let cache: { keys: Map<string, KeyObject>; until: number } | null = null;
let loading: Promise<Map<string, KeyObject>> | null = null;

async function loadKeys(): Promise<Map<string, KeyObject>> {
  let res: Response;
  try {
    res = await fetch(FIREBASE_CERTS_URL, { signal: AbortSignal.timeout(5000) });
  } catch {
    throw new FirebaseTokenError('Google’s Firebase certificates could not be fetched.', true);
  }
  if (!res.ok) throw new FirebaseTokenError(`Google’s Firebase certificates answered ${res.status}.`, true);
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const keys = new Map<string, KeyObject>();
  for (const [kid, pem] of Object.entries(body ?? {})) {
    if (typeof pem !== 'string') continue;
    try {
      keys.set(kid, new X509Certificate(pem).publicKey);
    } catch {
      // One unreadable certificate does not spoil the others.
    }
  }
  if (keys.size === 0) throw new FirebaseTokenError('Google’s Firebase certificates could not be read.', true);
  const maxAge = Number(/(?:^|[,\s])max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1] ?? 0);
  cache = { keys, until: Date.now() + Math.min(maxAge, MAX_CACHE_SECONDS) * 1000 };
  return keys;
}

/** The signing keys, from the cache while Google's max-age allows; concurrent callers share one fetch. */
async function signingKeys(): Promise<Map<string, KeyObject>> {
  if (cache && cache.until > Date.now()) return cache.keys;
  loading ??= loadKeys().finally(() => {
    loading = null;
  });
  return loading;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodePart(part: string): Record<string, unknown> {
  if (!BASE64URL.test(part)) throw new FirebaseTokenError('The token is not a JWT.');
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new FirebaseTokenError('The token is not a JWT.');
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Verifies a Firebase ID token the way Firebase Admin does, without its SDK: an RS256 signature by one of
 * Google's current keys, issued for this project, not expired, not issued in the future. `maxAuthAgeSeconds`
 * additionally asks that the user proved their phone recently (a refreshed token keeps the old auth_time).
 */
export async function verifyFirebaseIdToken(
  token: string,
  options: { projectId: string; maxAuthAgeSeconds?: number; now?: number },
): Promise<FirebaseClaims> {
  const parts = token.split('.');
  if (parts.length !== 3 || !BASE64URL.test(parts[2] ?? '')) throw new FirebaseTokenError('The token is not a JWT.');
  const [head, body, signature] = parts as [string, string, string];
  const header = decodePart(head);
  const claims = decodePart(body);
  const now = Math.floor((options.now ?? Date.now()) / 1000);

  if (header.alg !== 'RS256') throw new FirebaseTokenError('The token is not signed with RS256.');
  if (typeof header.kid !== 'string') throw new FirebaseTokenError('The token names no signing key.');
  if (claims.aud !== options.projectId) throw new FirebaseTokenError('The token was issued for another project.');
  if (claims.iss !== `https://securetoken.google.com/${options.projectId}`) {
    throw new FirebaseTokenError('The token has the wrong issuer.');
  }
  if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 128) {
    throw new FirebaseTokenError('The token has no valid subject.');
  }
  if (!isTime(claims.exp) || claims.exp <= now) throw new FirebaseTokenError('The token has expired.');
  if (!isTime(claims.iat) || claims.iat > now + CLOCK_SKEW_SECONDS) {
    throw new FirebaseTokenError('The token is issued in the future.');
  }
  if (!isTime(claims.auth_time) || claims.auth_time > now + CLOCK_SKEW_SECONDS) {
    throw new FirebaseTokenError('The token has no valid sign-in time.');
  }
  if (options.maxAuthAgeSeconds !== undefined && claims.auth_time < now - options.maxAuthAgeSeconds) {
    throw new FirebaseTokenError('The phone was verified too long ago; please verify it again.');
  }

  const key = (await signingKeys()).get(header.kid);
  // An RS256 header must meet an RSA key: never let the certificate's key type pick another algorithm.
  if (!key || key.asymmetricKeyType !== 'rsa') throw new FirebaseTokenError('The token is signed with an unknown key.');
  const signatureBytes = Buffer.from(signature, 'base64url');
  const valid = verify('RSA-SHA256', Buffer.from(`${head}.${body}`), key, signatureBytes);
  if (!valid) throw new FirebaseTokenError('The token signature is not valid.');

  return {
    sub: claims.sub,
    phoneNumber: typeof claims.phone_number === 'string' ? claims.phone_number : null,
    authTime: claims.auth_time,
    issuedAt: claims.iat,
    expiresAt: claims.exp,
    fingerprint: createHash('sha256').update(signatureBytes).digest('hex'),
  };
}
