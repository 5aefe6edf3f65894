import { useSyncExternalStore } from 'react';
import { AUTH_TOKEN_EXPIRES_DAYS } from '@/config/constants';
import { readCookie, removeCookie, writeCookie } from '@/lib/cookie';

/** The sign-in token cookie (CONTRACT §1 `auth_token`; SPEC §9: expires after 1 day). */
export const AUTH_TOKEN_KEY = 'auth_token';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export function getAuthToken(): string | undefined {
  return readCookie(AUTH_TOKEN_KEY);
}

export function setAuthToken(token: string): void {
  writeCookie(AUTH_TOKEN_KEY, token, {
    expires: AUTH_TOKEN_EXPIRES_DAYS,
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
  changed();
}

export function removeAuthToken(): void {
  removeCookie(AUTH_TOKEN_KEY);
  changed();
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
