import type { GetServerSideProps } from 'next';
import { OrderAccess } from '@/components/order/order-access';
import { ThankYouView } from '@/components/payment/thank-you-view';
import { Seo } from '@/components/seo/seo';
import { LoadingState } from '@/components/ui/states';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/**
 * /orders/{tracking_number}/thank-you (CONTRACT §6 step 5): where a payment comes back to; confirms it and shows
 * the result. Read in the browser only; never cached, never indexed.
 */
export default function OrderThankYouPage({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <Seo path={`/orders/${trackingNumber}/thank-you`} title={t('text-payment-thank-you')} noindex />
      {hydrated ? (
        <OrderAccess key={trackingNumber} trackingNumber={trackingNumber}>
          {(order, contact) => <ThankYouView order={order} contact={contact} />}
        </OrderAccess>
      ) : (
        <LoadingState label={t('text-loading-order')} />
      )}
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage<{ trackingNumber: string }>(ctx, {
    cacheSeconds: 0,
    prefetch: async () => ({ trackingNumber: String(ctx.params?.tracking_number ?? '') }),
  });
