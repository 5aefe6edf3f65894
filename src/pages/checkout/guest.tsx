import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { Seo } from '@/components/seo/seo';
import { LoadingState } from '@/components/ui/states';
import { useHasAuthToken } from '@/framework/rest/auth-token';
import { settingsOptions } from '@/framework/rest/settings';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage, NOT_FOUND } from '@/lib/ssr/load-page';

/**
 * /checkout/guest (SPEC §2, CONTRACT §6): only while settings.guestCheckout is on (otherwise the 404 page), reached
 * from the login view's guest button. A signed-in shopper belongs on /checkout. The checkout state lives in the
 * browser, so the form shows once the page has hydrated.
 */
export default function GuestCheckoutPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const hydrated = useHydrated();
  const signedIn = useHasAuthToken();
  useEffect(() => {
    if (signedIn) void router.replace('/checkout');
  }, [signedIn, router]);
  return (
    <>
      <Seo path="/checkout/guest" title={t('text-guest-checkout')} noindex />
      {hydrated && !signedIn ? <CheckoutView kind="guest" /> : <LoadingState />}
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, {
    cacheSeconds: 0,
    prefetch: async (queryClient, locale) => {
      const settings = await queryClient.fetchQuery(settingsOptions(locale));
      if (settings.options.guestCheckout !== true) return NOT_FOUND;
    },
  });
