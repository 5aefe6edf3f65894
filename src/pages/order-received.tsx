import type { GetServerSideProps } from 'next';
import { OrderReceived } from '@/components/order/order-received';
import { Seo } from '@/components/seo/seo';
import { LoadingState } from '@/components/ui/states';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /order-received (SPEC §2): the confirmation of the order this tab placed last, or the way to the orders. */
export default function OrderReceivedPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <Seo path="/order-received" title={t('text-order-received')} noindex />
      {hydrated ? <OrderReceived /> : <LoadingState />}
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
