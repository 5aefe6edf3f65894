import type { GetServerSideProps } from 'next';
import { OrderAccess } from '@/components/order/order-access';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { Seo } from '@/components/seo/seo';
import { LoadingState } from '@/components/ui/states';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/**
 * /orders/{tracking_number}/payment (CONTRACT §6 step 3): PAYMENT_MODAL's content without the modal frame, for
 * the owner or a guest who knows the order's contact. Read in the browser only; never cached, never indexed.
 */
export default function OrderPaymentPage({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <Seo
        path={`/orders/${trackingNumber}/payment`}
        title={t('text-payment-for-order', { number: trackingNumber })}
        noindex
      />
      {hydrated ? (
        <OrderAccess key={trackingNumber} trackingNumber={trackingNumber}>
          {(order, contact) => <PaymentPanel order={order} contact={contact} />}
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
