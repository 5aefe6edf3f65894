import type { ModalViewProps } from '@/store/ui';
import type { PaymentModalData } from './pay-now';
import { PaymentPanel } from './payment-panel';

/**
 * PAYMENT_MODAL (SPEC §2, frameless): the payment panel of an order, opened by "Pay now" on the order list.
 * /orders/{tn}/payment shows the same panel as its page content. A card payment goes on in STRIPE_ELEMENT_MODAL;
 * a card it refused comes back here with the reason (`failure`).
 */
export default function PaymentModal({ data }: ModalViewProps) {
  const { order, contact, failure } = data as PaymentModalData;
  return (
    <div className="rounded-lg bg-white p-6 shadow-xl sm:p-8">
      <PaymentPanel order={order} contact={contact} inModal failure={failure ?? null} />
    </div>
  );
}
