import { Link } from '@/components/ui/link';
import type { Order } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { canPayNow } from './payable';
import { paymentPath } from './payment-paths';
import { type GatewayModalData, SwitchGatewayButton } from './switch-gateway-button';

/** What PAYMENT_MODAL is opened with: the order, and why its last card payment failed (from STRIPE_ELEMENT_MODAL). */
export interface PaymentModalData extends GatewayModalData {
  failure?: string | null;
}

const PAY_NOW =
  'inline-flex h-11 items-center justify-center rounded-md bg-accent px-5 text-sm font-semibold text-white hover:bg-accent-hover';

/**
 * "Pay now" (to /orders/{tn}/payment) for an unpaid order of an online gateway; nothing otherwise. `inModal`: a
 * plain click opens the payment over the current page (PAYMENT_MODAL, loaded then) instead; a new tab still
 * gets the payment page.
 */
export function PayNowLink({
  order,
  className = '',
  inModal = false,
}: {
  order: Order;
  className?: string;
  inModal?: boolean;
}) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  if (!canPayNow(order)) return null;
  return (
    <Link
      href={paymentPath(order.tracking_number)}
      className={`${PAY_NOW} ${className}`}
      onClick={(event) => {
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
        if (!inModal || modified) return;
        event.preventDefault();
        openModal('PAYMENT_MODAL', { order, contact: null } satisfies PaymentModalData);
      }}
    >
      {t('text-payment-pay-now')}
    </Link>
  );
}

/** The order page's payment actions: Pay now, and switching to another offered online gateway. */
export function PayNowActions({ order, contact }: { order: Order; contact: string | null }) {
  const { t } = useTranslation();
  if (!canPayNow(order)) return null;
  return (
    <section
      aria-label={t('text-payment-section')}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm text-amber-900">
        {t(order.payment_status === 'payment-failed' ? 'text-payment-last-failed' : 'text-payment-awaited')}
      </p>
      <PayNowLink order={order} />
      <SwitchGatewayButton order={order} contact={contact} />
    </section>
  );
}
