import { Link } from '@/components/ui/link';
import type { Order } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { canPayNow } from './payable';
import { paymentPath } from './payment-paths';
import { SwitchGatewayButton } from './switch-gateway-button';

const PAY_NOW =
  'inline-flex h-11 items-center justify-center rounded-md bg-accent px-5 text-sm font-semibold text-white hover:bg-accent-hover';

/** "Pay now" (to /orders/{tn}/payment) for an unpaid order of an online gateway; nothing otherwise. */
export function PayNowLink({ order, className = '' }: { order: Order; className?: string }) {
  const { t } = useTranslation();
  if (!canPayNow(order)) return null;
  return (
    <Link href={paymentPath(order.tracking_number)} className={`${PAY_NOW} ${className}`}>
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
