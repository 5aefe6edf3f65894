import { object } from 'yup';
import { Input } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useSendContactCode } from '@/framework/rest/account';
import { ApiError, GENERIC_ERROR } from '@/framework/rest/errors';
import { useTranslation } from '@/lib/i18n/provider';
import { phoneNumber } from '@/shared/validation/phone';

const schema = object({ phone_number: phoneNumber() });

export interface SentCode {
  phoneNumber: string;
  otpId: string;
}

/** First step of the contact change: the number, to which a 6-digit code is sent (purpose contact). */
export function ContactPhoneStep({ initial, onSent }: { initial: string; onSent: (sent: SentCode) => void }) {
  const { t } = useTranslation();
  const send = useSendContactCode();
  const form = useApiForm({
    schema,
    defaultValues: { phone_number: initial },
    fields: ['phone_number'],
    onFailure: 'phone_number',
  });
  const onSubmit = form.handleSubmit(async ({ phone_number }) => {
    const answer = await send.mutateAsync({ phone_number });
    if (!answer.id) throw new ApiError({ status: null, message: GENERIC_ERROR });
    onSent({ phoneNumber: answer.phone_number || phone_number, otpId: answer.id });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Input
        id="contact-phone"
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        label={t('text-phone')}
        hint={t('text-phone-hint')}
        error={form.message('phone_number')}
        {...form.register('phone_number')}
      />
      <Button type="submit" loading={send.isPending}>
        {t('text-send-code')}
      </Button>
    </form>
  );
}
