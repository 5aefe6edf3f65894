/**
 * Settings the browser may see (NEXT_PUBLIC_*), read in one place. Next inlines them at build time.
 */
export const publicEnv = {
  /** The provider REST API: the built-in one under /api unless an external provider is configured. */
  restApiEndpoint: (process.env.NEXT_PUBLIC_REST_API_ENDPOINT || '/api').replace(/\/$/, ''),
  /** Stripe's publishable key baked in at build time; GET /settings `stripePublishableKey` wins when present. */
  stripePublishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || '',
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
};

/** True when the storefront talks to this app's own API (a path on the same origin). */
export function usesBuiltInApi(): boolean {
  return publicEnv.restApiEndpoint.startsWith('/');
}
