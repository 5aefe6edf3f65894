import { useTranslation } from '@/lib/i18n/provider';
import { type ModalViewProps, useModalAction } from '@/store/ui';
import StripePayment from './stripe-payment';
import type { StripePaymentProps } from './use-card-payment';

/**
 * STRIPE_ELEMENT_MODAL: the Stripe payment view (saved cards or the card element) in the modal frame, for paying
 * an order from a page that is not its payment page. Payload: the payment view's props.
 */
export default function StripeElementModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const props = data as StripePaymentProps;
  return (
    <div className="flex w-full max-w-lg flex-col gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t('text-card-pay-order')}</h2>
      <StripePayment
        {...props}
        onPaid={() => {
          closeModal();
          props.onPaid();
        }}
      />
    </div>
  );
}
