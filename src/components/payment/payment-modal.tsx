import type { ModalViewProps } from '@/store/ui';
import { PaymentPanel } from './payment-panel';
import type { GatewayModalData } from './switch-gateway-button';

/**
 * PAYMENT_MODAL (SPEC §2, frameless): the payment panel of an order. /orders/{tn}/payment shows the same panel
 * as its page content; this view serves code that opens it over another page.
 */
export default function PaymentModal({ data }: ModalViewProps) {
  const { order, contact } = data as GatewayModalData;
  return (
    <div className="rounded-lg bg-white p-6 shadow-xl sm:p-8">
      <PaymentPanel order={order} contact={contact} />
    </div>
  );
}
