import { object } from 'yup';
import { Input } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useUpdateContact } from '@/framework/rest/account';
import { isRefusal } from '@/framework/rest/errors';
import { useTranslation } from '@/lib/i18n/provider';
import { otpCode } from '@/shared/validation/phone';
import type { SentCode } from './contact-phone-step';

const schema = object({ code: otpCode() });

/** A number another account uses is about the number, but this step only shows the code field. */
const SERVER_FIELDS = { phone_number: 'code', code: 'code' } as const;

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
  const form = useApiForm({
    schema,
    defaultValues: { code: '' },
    fields: SERVER_FIELDS,
    // A refused code ({success: false}) reads text-otp-verify-failed whatever the provider called it.
    onFailure: ({ error, text, placed }) => {
      if (placed) return;
      const message = isRefusal(error) ? 'text-otp-verify-failed' : text;
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
    },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const answer = await update.mutateAsync({ phone_number: sent.phoneNumber, code, otp_id: sent.otpId });
    onDone(answer.message);
  });
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
        error={form.message('code')}
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
