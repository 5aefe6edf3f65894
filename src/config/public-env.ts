import { siteUrlFrom } from './site-url';

/**
 * Settings the browser may see (NEXT_PUBLIC_*), read in one place. Next inlines them at build time.
 */
export const publicEnv = {
  /** The provider REST API: the built-in one under /api unless an external provider is configured. */
  restApiEndpoint: (process.env.NEXT_PUBLIC_REST_API_ENDPOINT || '/api').replace(/\/$/, ''),
  /** Stripe's publishable key baked in at build time; GET /settings `stripePublishableKey` wins when present. */
  stripePublishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || '',
  /** The shop's public URL (siteUrlFrom: NEXT_PUBLIC_SITE_URL, else this machine on PORT). */
  siteUrl: siteUrlFrom(process.env.NEXT_PUBLIC_SITE_URL, process.env.PORT),
};

/** True when the storefront talks to this app's own API (a path on the same origin). */
export function usesBuiltInApi(): boolean {
  return publicEnv.restApiEndpoint.startsWith('/');
}

/**
 * SPEC §7's token-sync URL (NEXT_PUBLIC_TOKEN_SYNC_URL, inlined at build time): where the sign-in token is POSTed
 * after every sign-in and DELETEd after logout, for a companion site that keeps its own copy of the session.
 * Empty (no sync) when unset or not an http(s) URL or a path on this origin.
 */
export function tokenSyncUrl(): string {
  const url = (process.env.NEXT_PUBLIC_TOKEN_SYNC_URL || '').trim();
  return /^(https?:\/\/[^\s/]|\/[^/\s])/.test(url) ? url : '';
}
