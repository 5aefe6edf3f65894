import { Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { useRouter } from 'next/router';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/states';
import { useTranslation } from '@/lib/i18n/provider';
import { stripeFor } from './load-stripe';
import { useStripePublishableKey } from './stripe-key';

type Loaded = { stripe: Stripe } | { failed: true } | null;

/**
 * Stripe Elements for the card forms below it. Stripe.js is fetched when this first renders (only payment pages
 * and /cards render it); while it loads a spinner shows, and if it cannot load (blocked, offline, no key) the
 * shopper reads that card payments are not available now, and the order stays payable later.
 */
export function StripeElements({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { locale = 'en' } = useRouter();
  const publishableKey = useStripePublishableKey();
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    stripeFor(publishableKey).then(
      (stripe) => current && setLoaded(stripe ? { stripe } : { failed: true }),
      () => current && setLoaded({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);
  if (!publishableKey || (loaded && 'failed' in loaded))
    return <Alert variant="warning">{t('text-card-stripe-unavailable')}</Alert>;
  if (!loaded) return <LoadingState label={t('text-card-form-loading')} />;
  return (
    <Elements stripe={loaded.stripe} options={{ locale: locale as StripeElementLocale }}>
      {children}
    </Elements>
  );
}
