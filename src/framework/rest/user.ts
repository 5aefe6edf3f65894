import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { resetCheckoutState } from '@/store/checkout-storage';
import { call } from './call';
import { getAuthToken, useHasAuthToken } from './auth-token';
import { removeAuthToken, setAuthToken } from './save-auth-token';
import type { AuthResponse } from './types';
import { useMutation } from './mutation';
import { useLoadQueryClient, useQuery } from './query';
import { syncToken } from './token-sync';

/** SPEC §3: whether the signed-in user's email is verified, kept in localStorage. */
export const EMAIL_VERIFIED_KEY = 'emailVerified';

export const meQueryKey = ['me'] as const;

function emailVerifiedFlag(): boolean | null {
  const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(EMAIL_VERIFIED_KEY);
  return raw === null ? null : raw === 'true';
}

/**
 * The signed-in user (GET /me), only while a token exists. SPEC §4: a 409 means the email is unverified — the
 * flag turns false and the shopper goes to /verify-email; a successful answer while the flag is false turns it
 * true and reloads the page.
 */
export function useMe() {
  const router = useRouter();
  const signedIn = useHasAuthToken();
  const query = useQuery({
    queryKey: meQueryKey,
    enabled: signedIn,
    retry: (count, error) => error.status !== 409 && error.status !== 401 && count < 3,
    queryFn: async () => call('get', '/me'),
  });
  const status = query.error ? query.error.status : null;
  useEffect(() => {
    if (status === 409) {
      window.localStorage.setItem(EMAIL_VERIFIED_KEY, 'false');
      if (router.pathname !== '/verify-email') void router.push('/verify-email');
    } else if (query.data && emailVerifiedFlag() === false) {
      window.localStorage.setItem(EMAIL_VERIFIED_KEY, 'true');
      window.location.reload();
    }
  }, [status, query.data, router]);
  return {
    me: query.data,
    isAuthorized: signedIn,
    /** Signed in but the user is not known yet (SPEC §2: show a loading indicator). */
    isLoading: signedIn && query.isLoading,
    isUnverified: status === 409,
    error: query.error,
  };
}

/**
 * SPEC §4 login success: token stored (cookie, 1 day), user authorised, then the caller closes the modal. Only a
 * signed-in answer gets here: one without a token (or, for registration and social login, without permissions)
 * rejects as ApiError error-credential-wrong in the API client (http.ts refusalOf, SPEC §5).
 */
export function useSignIn() {
  const queryClient = useLoadQueryClient();
  return (answer: AuthResponse): void => {
    setAuthToken(answer.token);
    // Every sign-in path (password, registration, phone code, Google, Firebase) lands here; not awaited.
    void syncToken('POST', answer.token);
    window.localStorage.setItem(EMAIL_VERIFIED_KEY, String(answer.email_verified ?? true));
    void queryClient().then((client) => client.invalidateQueries({ queryKey: meQueryKey }));
  };
}

/**
 * SPEC §4 logout: token cleared, user unauthorised, checkout state reset, caches cleared; then home. After the
 * API's logout the token sync (SPEC §7) is told to forget the token, without waiting for it.
 */
export function useLogout() {
  const queryClient = useLoadQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async () => {
      // Already signed out (an expired cookie, /logout opened twice): only the local part is left to do.
      const token = getAuthToken();
      if (!token) return;
      try {
        await call('post', '/logout');
      } catch {
        // The token may already be gone on the server; signing out locally must still happen.
      }
      void syncToken('DELETE', token);
    },
    onSettled: () => {
      removeAuthToken();
      resetCheckoutState();
      window.localStorage.removeItem(EMAIL_VERIFIED_KEY);
      void queryClient().then((client) => client.clear());
      void router.push('/');
    },
  });
}
