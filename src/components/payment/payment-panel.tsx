import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { gatewayName } from '@/components/order/order-status';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { LoadingState } from '@/components/ui/states';
import { usePaymentIntent } from '@/framework/rest/payment';
import type { Order, PaymentIntent } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { formatPrice, useMoneyFormat } from '@/lib/use-price';
import { goToGateway } from './go-to-gateway';
import { canPayNow, orderGateway, payableAmount } from './payable';
import type { PaymentViewProps } from './payment-view-props';
import { PAYMENT_VIEWS } from './payment-views';
import { SwitchGatewayButton } from './switch-gateway-button';
import { orderPath, thankYouPath } from './payment-paths';

/**
 * In PAYMENT_MODAL, a card payment goes on in STRIPE_ELEMENT_MODAL (the card form in the modal frame): paid, the
 * thank-you page; refused, back to PAYMENT_MODAL saying why.
 */
function CardPaymentHandOver({ order, contact, paymentIntent }: PanelProps & { paymentIntent: PaymentIntent }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { openModal } = useModalAction();
  useEffect(() => {
    openModal('STRIPE_ELEMENT_MODAL', {
      order,
      paymentIntent,
      onPaid: () => void router.push(thankYouPath(order.tracking_number, orderGateway(order))),
      onFailed: (message: string) => openModal('PAYMENT_MODAL', { order, contact, failure: message }),
    } satisfies PaymentViewProps);
    // Once, for this intent: the modal that opens replaces this one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paymentIntent]);
  return <LoadingState label={t('text-payment-preparing')} />;
}

/** The payment step itself, once the intent is there: a redirect, the gateway's own view, or why neither. */
function PaymentStep({
  order,
  contact,
  inModal,
  onFailed,
}: PanelProps & { inModal: boolean; onFailed: (message: string) => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const gateway = orderGateway(order);
  const name = gatewayName(gateway, t);
  const { paymentIntent, isLoading, error, retry } = usePaymentIntent({
    trackingNumber: order.tracking_number,
    gateway,
    contact,
  });
  const [leaving, setLeaving] = useState(false);
  if (isLoading) return <LoadingState label={t('text-payment-preparing')} />;
  if (error || !paymentIntent) {
    // A refusal says why in the server's words; anything else is the gateway (or the network) being down.
    const status = error?.status ?? 0;
    const refused = error && status >= 400 && status < 500;
    return (
      <Alert variant="error">
        <p>{refused ? t(error.message) : t('text-payment-gateway-down', { gateway: name })}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void retry()}>
          {t('text-payment-try-again')}
        </Button>
      </Alert>
    );
  }
  const info = paymentIntent.payment_intent_info;
  if (info?.is_redirect && info.redirect_url) {
    const url = info.redirect_url;
    return (
      <Button
        size="lg"
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          goToGateway(url);
        }}
      >
        {t('text-payment-continue-to-gateway', { gateway: name })}
      </Button>
    );
  }
  if (inModal && gateway === 'STRIPE') {
    return <CardPaymentHandOver order={order} contact={contact} paymentIntent={paymentIntent} />;
  }
  const View = PAYMENT_VIEWS[gateway];
  if (!View) return <Alert variant="warning">{t('text-payment-not-here', { gateway: name })}</Alert>;
  return (
    <View
      order={order}
      paymentIntent={paymentIntent}
      onPaid={() => void router.push(thankYouPath(order.tracking_number, gateway))}
      onFailed={onFailed}
    />
  );
}

interface PanelProps {
  order: Order;
  /** A guest order's contact (CONTRACT §11); null when signed in. */
  contact: string | null;
}

/**
 * PAYMENT_MODAL's content (SPEC §2, shown without the modal frame on /orders/{tn}/payment): the amount to pay,
 * the gateway, then the payment itself. A declined or cancelled payment leaves the order payable: the panel says
 * so and the shopper tries again or switches gateway.
 */
export function PaymentPanel({
  order,
  contact,
  inModal = false,
  failure: lastFailure = null,
}: PanelProps & {
  /** Shown in PAYMENT_MODAL: a card payment goes on in STRIPE_ELEMENT_MODAL. */
  inModal?: boolean;
  /** Why the last card payment was refused (PAYMENT_MODAL reopened by STRIPE_ELEMENT_MODAL). */
  failure?: string | null;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const { closeModal } = useModalAction();
  const [failure, setFailure] = useState<string | null>(lastFailure);
  const [attempt, setAttempt] = useState(0);
  const gateway = orderGateway(order);
  const payable = canPayNow(order);
  return (
    <section aria-labelledby="payment-title" className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <h1 id="payment-title" className="text-2xl font-bold text-gray-900">
        {t('text-payment-for-order', { number: order.tracking_number })}
      </h1>
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-gray-200 bg-white p-5">
        <dt className="text-gray-600">{t('text-payment-amount')}</dt>
        <dd className="text-end text-xl font-bold text-gray-900" data-testid="payment-amount">
          <span dir="ltr">{formatPrice(payableAmount(order), format)}</span>
        </dd>
        <dt className="text-gray-600">{t('text-payment-method')}</dt>
        <dd className="text-end font-semibold text-gray-900">{gatewayName(gateway, t)}</dd>
      </dl>
      {!payable ? (
        <Alert variant={order.payment_status === 'payment-success' ? 'success' : 'info'}>
          {t(order.payment_status === 'payment-success' ? 'text-payment-already-paid' : 'text-payment-not-payable')}
        </Alert>
      ) : (
        <>
          {failure ? (
            <Alert variant="error">
              <p>{t('text-payment-declined', { reason: failure })}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() => {
                  setFailure(null);
                  setAttempt((n) => n + 1);
                }}
              >
                {t('text-payment-try-again')}
              </Button>
            </Alert>
          ) : (
            <>
              {order.payment_status === 'payment-failed' ? (
                <Alert variant="warning">{t('text-payment-last-failed')}</Alert>
              ) : null}
              <PaymentStep key={attempt} order={order} contact={contact} inModal={inModal} onFailed={setFailure} />
            </>
          )}
          <SwitchGatewayButton order={order} contact={contact} />
        </>
      )}
      <Link
        href={orderPath(order.tracking_number)}
        className="text-sm font-semibold text-accent hover:underline"
        onClick={inModal ? closeModal : undefined}
      >
        {t('text-payment-back-to-order')}
      </Link>
    </section>
  );
}
