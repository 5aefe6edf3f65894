import { publicSettings } from '@/config/public-env';
import { useSettings } from '@/framework/rest/settings';

/**
 * Stripe's publishable key: GET /settings `stripePublishableKey` (the API adds it while Stripe is configured, so
 * one build serves any keys), else NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY from the public settings. Empty: Stripe is not set up.
 */
export function useStripePublishableKey(): string {
  const { settings } = useSettings();
  const fromSettings = settings.stripePublishableKey;
  return typeof fromSettings === 'string' && fromSettings ? fromSettings : publicSettings().stripePublishableKey;
}
