import { useSetAtom } from 'jotai';
import { object } from 'yup';
import { Input } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { PhoneOtpFlow } from '@/components/auth/phone-otp-flow';
import { Button } from '@/components/ui/button';
import { useSettings } from '@/framework/rest/settings';
import { useTranslation } from '@/lib/i18n/provider';
import { phoneNumber } from '@/shared/validation/phone';
import { customerContactAtom } from '@/store/checkout/checkout.atoms';
import { type ModalViewProps, useModalAction } from '@/store/ui';

/** The payload of ADD_OR_UPDATE_CHECKOUT_CONTACT: the number the order has now, if any. */
export interface CheckoutContactPayload {
  contact?: string;
}

const schema = object({ phone_number: phoneNumber() });

/** Without one-time codes (useOtp off) the number is taken as typed, in the shared phone format. */
function PlainContactForm({ initial, onDone }: { initial: string; onDone: (contact: string) => void }) {
  const { t } = useTranslation();
  const form = useApiForm({ schema, defaultValues: { phone_number: initial }, onFailure: 'phone_number' });
  const onSubmit = form.handleSubmit(({ phone_number }) => onDone(phone_number));
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Input
        id="checkout-contact"
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        label={t('text-contact-number')}
        hint={t('text-phone-hint')}
        error={form.message('phone_number')}
        {...form.register('phone_number')}
      />
      <Button type="submit">{t('text-save-contact')}</Button>
    </form>
  );
}

/**
 * ADD_OR_UPDATE_CHECKOUT_CONTACT: the order's contact number (customer_contact, SPEC §3). When the shop uses
 * one-time codes (settings.useOtp) the number is proven by a code first (verify only: the profile is not
 * changed); otherwise it is taken as typed.
 */
export default function CheckoutContactModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { closeModal } = useModalAction();
  const setContact = useSetAtom(customerContactAtom);
  const initial = (data as CheckoutContactPayload | undefined)?.contact ?? '';
  const done = (contact: string) => {
    setContact(contact);
    closeModal();
  };
  return (
    <div className="flex flex-col gap-6 p-6 sm:p-8">
      <div>
        <h2 className="text-xl font-semibold text-gray-900">
          {t(initial ? 'text-update-contact' : 'text-add-contact')}
        </h2>
        {settings.useOtp ? <p className="mt-1 text-sm text-gray-700">{t('text-contact-helper')}</p> : null}
      </div>
      {settings.useOtp ? (
        <PhoneOtpFlow
          purpose="verify"
          defaultPhoneNumber={initial}
          onSuccess={({ phoneNumber }) => done(phoneNumber)}
        />
      ) : (
        <PlainContactForm initial={initial} onDone={done} />
      )}
    </div>
  );
}
