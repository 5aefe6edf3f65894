import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { LoadingState } from '@/components/ui/states';
import { useConfirmPayment } from '@/framework/rest/payment';
import type { Order } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { PayNowLink } from './pay-now';
import { isOnlineGateway, orderGateway } from './payable';
import { orderPath } from './payment-paths';

type Outcome = 'paid' | 'waiting' | 'failed' | 'other';

/** CONTRACT §6 step 5 / §7: what the recorded payment status means to the shopper. */
function outcomeOf(order: Order): Outcome {
  switch (order.payment_status) {
    case 'payment-success':
      return 'paid';
    case 'payment-failed':
      return 'failed';
    case 'payment-pending':
    case 'payment-processing':
    case 'payment-awaiting-for-approval':
      return 'waiting';
    default:
      return 'other';
  }
}

const TEXT: Record<Outcome, { title: string; body: string; variant: 'success' | 'info' | 'error' }> = {
  paid: { title: 'text-payment-received', body: 'text-payment-received-helper', variant: 'success' },
  waiting: { title: 'text-payment-waiting', body: 'text-payment-waiting-helper', variant: 'info' },
  failed: { title: 'text-payment-failed-title', body: 'text-payment-failed-helper', variant: 'error' },
  other: { title: 'text-payment-thank-you', body: 'text-order-received-helper', variant: 'info' },
};

/**
 * /orders/{tn}/thank-you (a redirect gateway's return_url, and where in-page payments end): asks the server once
 * to confirm the payment with the gateway (POST /orders/payment), then shows what it recorded: paid, still
 * waiting for the gateway, or failed (with Pay now; the order stays payable).
 */
export function ThankYouView({ order, contact }: { order: Order; contact: string | null }) {
  const { t } = useTranslation();
  const confirm = useConfirmPayment();
  const asked = useRef(false);
  const gateway = orderGateway(order);
  const online = isOnlineGateway(gateway);
  const run = () =>
    confirm.mutate({
      tracking_number: order.tracking_number,
      payment_gateway: gateway,
      ...(contact ? { contact } : {}),
    });
  useEffect(() => {
    // Once per visit: the ref survives React's development double effects; the server ignores repeats anyway.
    if (asked.current || !online) return;
    asked.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);

  if (online && !confirm.isSuccess && !confirm.isError) return <LoadingState label={t('text-payment-confirming')} />;
  const outcome = outcomeOf(order);
  const text = TEXT[outcome];
  return (
    <section aria-labelledby="thank-you-title" className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <h1 id="thank-you-title" className="text-2xl font-bold text-gray-900">
        {t(text.title)}
      </h1>
      <p className="text-gray-700">{t('text-order-number', { number: order.tracking_number })}</p>
      {confirm.isError ? (
        <Alert variant="error">
          <p>{t('text-payment-confirm-failed')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={run}>
            {t('text-payment-try-again')}
          </Button>
        </Alert>
      ) : (
        <Alert variant={text.variant}>{t(text.body)}</Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {outcome === 'failed' ? <PayNowLink order={order} /> : null}
        {outcome === 'waiting' && !confirm.isError ? (
          <Button variant="outline" loading={confirm.isPending} onClick={run}>
            {t('text-payment-check-again')}
          </Button>
        ) : null}
        <Link href={orderPath(order.tracking_number)} className="font-semibold text-accent hover:underline">
          {t('text-view-order')}
        </Link>
      </div>
    </section>
  );
}
