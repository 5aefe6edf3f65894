import { createHash, randomBytes } from 'node:crypto';

/** A fresh one-time token: 32 random bytes, URL-safe (43 characters). */
export function newDownloadToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a read of the table gives no working links. */
export function hashDownloadToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens are exactly what newDownloadToken makes; anything else is unknown without a database look-up. */
export const DOWNLOAD_TOKEN = /^[A-Za-z0-9_-]{43}$/;
