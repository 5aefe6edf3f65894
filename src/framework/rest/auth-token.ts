import { useSyncExternalStore } from 'react';
import { readCookie } from '@/lib/cookie';

/** The sign-in token cookie (CONTRACT §1 `auth_token`; SPEC §9: expires after 1 day). */
export const AUTH_TOKEN_KEY = 'auth_token';

const listeners = new Set<() => void>();
/** Tells every useHasAuthToken that the token was set or removed (save-auth-token.ts). */
export const authTokenChanged = () => listeners.forEach((l) => l());

export function getAuthToken(): string | undefined {
  return readCookie(AUTH_TOKEN_KEY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a sign-in token is present. The server renders every page signed out (no personal data in shared
 * caches); the browser switches right after hydration.
 */
export function useHasAuthToken(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(getAuthToken()),
    () => false,
  );
}
