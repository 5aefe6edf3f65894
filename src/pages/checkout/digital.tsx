import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { useCheckoutRoute } from '@/components/checkout/use-checkout-route';
import { Seo } from '@/components/seo/seo';
import { useMe } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

function DigitalCheckout() {
  const { me } = useMe();
  useCheckoutRoute('/checkout/digital');
  return <CheckoutView kind="digital" me={me} />;
}

/** /checkout/digital (SPEC §2; sign-in required): a cart of digital goods only, so contact and payment only. */
export default function DigitalCheckoutPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/checkout/digital" title={t('text-digital-checkout')} noindex />
      <PrivateRoute>
        <DigitalCheckout />
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
