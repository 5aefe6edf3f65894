import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { type InferType, object } from 'yup';
import { Input } from '@/components/forms/field';
import { applyServerErrors, translateError } from '@/components/forms/server-errors';
import { Button } from '@/components/ui/button';
import { useSendContactCode } from '@/framework/rest/account';
import { useTranslation } from '@/lib/i18n/provider';
import { phoneNumber } from '@/shared/validation/phone';

const schema = object({ phone_number: phoneNumber() });
type Values = InferType<typeof schema>;

export interface SentCode {
  phoneNumber: string;
  otpId: string;
}

/** First step of the contact change: the number, to which a 6-digit code is sent (purpose contact). */
export function ContactPhoneStep({ initial, onSent }: { initial: string; onSent: (sent: SentCode) => void }) {
  const { t } = useTranslation();
  const send = useSendContactCode();
  const form = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { phone_number: initial } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ phone_number }) =>
    send.mutate(
      { phone_number },
      {
        onSuccess: (answer) => {
          if (!answer.success || !answer.id) {
            form.setError('phone_number', { type: 'server', message: answer.message || 'error-something-wrong' });
            return;
          }
          onSent({ phoneNumber: answer.phone_number || phone_number, otpId: answer.id });
        },
        onError: (error) => {
          if (!applyServerErrors(error, ['phone_number'] as const, form.setError)) {
            form.setError('phone_number', { type: 'server', message: translateError(error, t) });
          }
        },
      },
    ),
  );
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
        error={errors.phone_number?.message ? t(errors.phone_number.message) : undefined}
        {...form.register('phone_number')}
      />
      <Button type="submit" loading={send.isPending}>
        {t('text-send-code')}
      </Button>
    </form>
  );
}
