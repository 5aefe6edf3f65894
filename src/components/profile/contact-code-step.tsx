import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { type InferType, object } from 'yup';
import { Input } from '@/components/forms/field';
import { translateError } from '@/components/forms/server-errors';
import { Button } from '@/components/ui/button';
import { useUpdateContact } from '@/framework/rest/account';
import { useTranslation } from '@/lib/i18n/provider';
import { otpCode } from '@/shared/validation/phone';
import type { SentCode } from './contact-phone-step';

const schema = object({ code: otpCode() });
type Values = InferType<typeof schema>;

/**
 * Second step: the code from the text message proves the number (POST /update-contact). A wrong code shows
 * text-otp-verify-failed (SPEC §8); a number another account uses shows that on the code field too.
 */
export function ContactCodeStep({
  sent,
  onDone,
  onChangeNumber,
}: {
  sent: SentCode;
  onDone: (message: string) => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateContact();
  const form = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ code }) =>
    update.mutate(
      { phone_number: sent.phoneNumber, code, otp_id: sent.otpId },
      {
        onSuccess: (answer) => {
          if (answer.success) onDone(answer.message);
          else form.setError('code', { type: 'server', message: 'text-otp-verify-failed' }, { shouldFocus: true });
        },
        onError: (error) => {
          const key = error.errors?.phone_number?.[0] ?? error.errors?.code?.[0];
          form.setError('code', { type: 'server', message: key ?? translateError(error, t) }, { shouldFocus: true });
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-gray-700">
        {t('text-code-sent-to')}{' '}
        <span dir="ltr" className="font-semibold text-gray-900">
          {sent.phoneNumber}
        </span>
      </p>
      <Input
        id="contact-code"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={t('text-otp-code')}
        error={errors.code?.message ? t(errors.code.message) : undefined}
        {...form.register('code')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={update.isPending}>
          {t('text-verify-code')}
        </Button>
        <Button variant="ghost" onClick={onChangeNumber} disabled={update.isPending}>
          {t('text-change-number')}
        </Button>
      </div>
    </form>
  );
}
