import { useSyncExternalStore } from 'react';
import { readCookie } from '@/lib/cookie';

/** The sign-in token cookie (CONTRACT §1 `auth_token`; SPEC §9: expires after 1 day). */
export const AUTH_TOKEN_KEY = 'auth_token';

/** How long useHasAuthToken's readers share one read of the cookie (see hasAuthToken). */
export const PRESENCE_READ_MS = 1000;
let presence: { signedIn: boolean; at: number } | null = null;

const listeners = new Set<() => void>();
/** Tells every useHasAuthToken that the token was set or removed (save-auth-token.ts). */
export const authTokenChanged = () => {
  presence = null;
  listeners.forEach((l) => l());
};

/** The token as the cookie holds it now (each request reads it; undefined on the server). */
export function getAuthToken(): string | undefined {
  return readCookie(AUTH_TOKEN_KEY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a sign-in token is present, read at most once a PRESENCE_READ_MS for all who ask (and at once after
 * this tab signs in or out). Every product card's wishlist heart asks, several times a render, and a page
 * hydrates in many short tasks (docs/ARCHITECTURE.md "Hydration"): reading document.cookie each time was ~190 ms of
 * a home page's hydration at Lighthouse's 4x slowdown (a CDP profile of the load). Requests read the token afresh
 * (getAuthToken); a change made in another tab shows here within the second.
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
