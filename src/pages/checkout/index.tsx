import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { useCheckoutRoute } from '@/components/checkout/use-checkout-route';
import { Seo } from '@/components/seo/seo';
import { useMe } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

function SignedInCheckout() {
  const { me } = useMe();
  useCheckoutRoute('/checkout');
  return <CheckoutView kind="regular" me={me} />;
}

/** /checkout (SPEC §2; sign-in required): contact, saved addresses, schedule, coupon, wallet, payment. Personal. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/checkout" title={t('text-checkout')} noindex />
      <PrivateRoute>
        <SignedInCheckout />
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
