import { useSyncExternalStore } from 'react';
import { readCookie } from '@/lib/cookie';

/** The sign-in token cookie (CONTRACT §1 `auth_token`; SPEC §9: expires after 1 day). */
export const AUTH_TOKEN_KEY = 'auth_token';

/**
 * The token as last read, until the running script's microtasks: every product card's wishlist heart asks
 * (useHasAuthToken, twice a render), and each read parsed document.cookie: 48 ms of a home page's hydration at
 * Lighthouse's 4x slowdown. Within one run of script the cookie cannot change but through save-auth-token.ts,
 * which forgets the read (authTokenChanged); the next run reads it again.
 */
let read: { token: string | undefined } | null = null;

/** How long useHasAuthToken's readers share one read of the cookie (see hasAuthToken). */
export const PRESENCE_READ_MS = 1000;
let presence: { signedIn: boolean; at: number } | null = null;

const listeners = new Set<() => void>();
/** Tells every useHasAuthToken that the token was set or removed (save-auth-token.ts). */
export const authTokenChanged = () => {
  read = null;
  presence = null;
  listeners.forEach((l) => l());
};

export function getAuthToken(): string | undefined {
  if (read) return read.token;
  const token = readCookie(AUTH_TOKEN_KEY);
  if (typeof window !== 'undefined') {
    read = { token };
    queueMicrotask(() => {
      read = null;
    });
  }
  return token;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a sign-in token is present, read at most once a PRESENCE_READ_MS for all who ask (and at once after
 * this tab signs in or out). A page hydrates in many short tasks (docs/ARCHITECTURE.md "Hydration"), so the
 * one-run read above still read document.cookie for nearly every card's heart, several times each: ~190 ms of a
 * home page's hydration at Lighthouse's 4x slowdown (a CDP profile of the load). Requests still read the token
 * afresh (getAuthToken); a change made in another tab shows here within the second.
 */
export function hasAuthToken(now = Date.now()): boolean {
  if (!presence || now - presence.at >= PRESENCE_READ_MS) presence = { signedIn: Boolean(getAuthToken()), at: now };
  return presence.signedIn;
}

/**
 * Whether a sign-in token is present. The server renders every page signed out (no personal data in shared
 * caches); the browser switches right after hydration.
 */
export function useHasAuthToken(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasAuthToken(),
    () => false,
  );
}
