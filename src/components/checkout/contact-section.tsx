import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { CheckoutSection } from './checkout-section';
import type { CheckoutContactPayload } from './contact-modal';

/** The order's contact number (customer_contact), changed through ADD_OR_UPDATE_CHECKOUT_CONTACT. */
export function ContactSection({ step, contact }: { step: number; contact: string }) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const payload: CheckoutContactPayload = { contact };
  return (
    <CheckoutSection
      step={step}
      title={t('text-contact-number')}
      action={
        <Button variant="outline" size="sm" onClick={() => openModal('ADD_OR_UPDATE_CHECKOUT_CONTACT', payload)}>
          {t(contact ? 'text-update-contact' : 'text-add-contact')}
        </Button>
      }
    >
      {contact ? (
        <p dir="ltr" className="text-start text-gray-900" data-testid="checkout-contact">
          {contact}
        </p>
      ) : (
        <p className="text-gray-600">{t('text-no-contact')}</p>
      )}
    </CheckoutSection>
  );
}
