/**
 * Google sign-in leaves the shop for Google and comes back to the page it started on. This marker (per tab)
 * tells that page to finish the sign-in: only then is next-auth's client loaded (SPEC §4 social login).
 */
export const SOCIAL_LOGIN_PENDING_KEY = 'pending-social-login';

export function markSocialLoginPending(provider: string): void {
  window.sessionStorage.setItem(SOCIAL_LOGIN_PENDING_KEY, provider);
}

/** Whether a sign-in started in this tab waits to be finished (the marker stays). */
export function hasSocialLoginPending(): boolean {
  return typeof window !== 'undefined' && window.sessionStorage.getItem(SOCIAL_LOGIN_PENDING_KEY) !== null;
}

/** Reads and removes the marker at once, so a reload or a second caller cannot repeat the attempt. */
export function takeSocialLoginPending(): string | null {
  if (typeof window === 'undefined') return null;
  const provider = window.sessionStorage.getItem(SOCIAL_LOGIN_PENDING_KEY);
  if (provider) window.sessionStorage.removeItem(SOCIAL_LOGIN_PENDING_KEY);
  return provider;
}
