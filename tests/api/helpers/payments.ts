import { resetServerEnv } from '@/config/env';

/** Test keys for the fakes: the shapes of real ones, the values of nobody's account. */
export const STRIPE_TEST = {
  secretKey: 'sk_test_fake_secret_key',
  publishableKey: 'pk_test_fake_publishable_key',
  webhookSecret: 'whsec_fake_webhook_secret',
};
export const PAYPAL_TEST = {
  clientId: 'fake-paypal-client',
  clientSecret: 'fake-paypal-secret',
  webhookId: 'WH-FAKE-0001',
};

/**
 * Sets environment variables for this test file (undefined removes one) and forgets the parsed environment;
 * the returned function puts the previous values back.
 */
export function setEnv(values: Record<string, string | undefined>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
  const apply = (next: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetServerEnv();
  };
  apply(values);
  return () => apply(before);
}

/** The Stripe variables pointing the SDK at a fake Stripe (or removed with `null`). */
export const stripeEnv = (apiUrl: string | null) => ({
  STRIPE_SECRET_KEY: apiUrl ? STRIPE_TEST.secretKey : undefined,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: apiUrl ? STRIPE_TEST.publishableKey : undefined,
  STRIPE_WEBHOOK_SECRET: apiUrl ? STRIPE_TEST.webhookSecret : undefined,
  STRIPE_API_URL: apiUrl ?? undefined,
});

export const paypalEnv = (apiUrl: string | null) => ({
  PAYPAL_CLIENT_ID: apiUrl ? PAYPAL_TEST.clientId : undefined,
  PAYPAL_CLIENT_SECRET: apiUrl ? PAYPAL_TEST.clientSecret : undefined,
  PAYPAL_WEBHOOK_ID: apiUrl ? PAYPAL_TEST.webhookId : undefined,
  PAYPAL_API_URL: apiUrl ?? undefined,
});
