import type { GetServerSideProps } from 'next';
import { OrderPageView } from '@/components/order/order-page-view';
import { Seo } from '@/components/seo/seo';
import { LoadingState } from '@/components/ui/states';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/**
 * /orders/{tracking_number} (SPEC §2 "Order detail"): the owner's order, or a guest's with the contact it was
 * placed with. Read in the browser only (the server renders no personal data); never cached, never indexed.
 */
export default function OrderPage({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <Seo path={`/orders/${trackingNumber}`} title={t('text-order-number', { number: trackingNumber })} noindex />
      {hydrated ? (
        <OrderPageView key={trackingNumber} trackingNumber={trackingNumber} />
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
