import { AUTH_TOKEN_EXPIRES_DAYS } from '@/config/constants';
import { removeCookie, writeCookie } from '@/lib/write-cookie';
import { AUTH_TOKEN_KEY, authTokenChanged } from './auth-token';

/**
 * Signing in and out: the token cookie written or removed, and every reader told. Apart from auth-token.ts, which
 * every page loads to know whether the shopper is signed in.
 */

export function setAuthToken(token: string): void {
  writeCookie(AUTH_TOKEN_KEY, token, {
    expires: AUTH_TOKEN_EXPIRES_DAYS,
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
  authTokenChanged();
}

export function removeAuthToken(): void {
  removeCookie(AUTH_TOKEN_KEY);
  authTokenChanged();
}
