import { useTranslation } from '@/lib/i18n/provider';
import { type ModalViewProps, useModalAction } from '@/store/ui';
import { NewCardForm } from './new-card-form';
import { StripeElements } from './stripe-elements';
import type { StripePaymentProps } from './use-card-payment';

/**
 * USE_NEW_PAYMENT: paying with a card that is not saved yet, from the saved-card choice. Its payload is the
 * payment view's props; the modal closes once the card is paid (onPaid then moves on).
 */
export default function UseNewPaymentModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const props = data as StripePaymentProps;
  return (
    <div className="flex w-full max-w-lg flex-col gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t('text-card-use-new')}</h2>
      <StripeElements>
        <NewCardForm
          {...props}
          onPaid={() => {
            closeModal();
            props.onPaid();
          }}
        />
      </StripeElements>
    </div>
  );
}
