import { object } from 'yup';
import { Input } from '@/components/forms/field';
import { type FormFailure, useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/framework/rest/errors';
import { useTranslation } from '@/lib/i18n/provider';
import { otpCode, otpRegisterSchema, phoneNumber } from '@/shared/validation/phone';

const phoneSchema = object({ phone_number: phoneNumber() });
const codeSchema = object({ code: otpCode() });
const registerSchema = otpRegisterSchema.shape({ code: otpCode() });

/**
 * Each form hands its values to the flow; an API failure comes back, its field errors are put on the form's
 * fields, and anything else goes, translated, to `onFailure` (the flow's alert).
 */
interface StepFormProps<V> {
  pending: boolean;
  onSubmit: (values: V) => Promise<ApiError | null>;
  onFailure: (text: string) => void;
}

/** The flow answers failures as values; thrown, they reach the form's failure handling. */
const send =
  <V,>(onSubmit: StepFormProps<V>['onSubmit']) =>
  async (values: V) => {
    const error = await onSubmit(values);
    if (error) throw error;
  };

/** What no field took goes to the flow's alert. */
const toAlert =
  (onFailure: StepFormProps<unknown>['onFailure']) =>
  ({ text, placed }: FormFailure) => {
    if (!placed) onFailure(text);
  };

const CODE_INPUT = {
  dir: 'ltr',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
} as const;

/** Step 1: the phone number, in international form (the shared schema drops spaces and dashes). */
export function PhoneNumberForm({
  defaultValue,
  pending,
  onSubmit,
  onFailure,
}: StepFormProps<{ phone_number: string }> & { defaultValue: string }) {
  const { t } = useTranslation();
  const { register, handleSubmit, message } = useApiForm({
    schema: phoneSchema,
    defaultValues: { phone_number: defaultValue },
    fields: ['phone_number'],
    onFailure: toAlert(onFailure),
  });
  const submit = handleSubmit(send(onSubmit));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input
        id="otp-phone-number"
        label={t('text-contact-number')}
        hint={t('text-phone-hint')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        inputMode="tel"
        error={message('phone_number')}
        {...register('phone_number')}
      />
      <Button type="submit" loading={pending} className="w-full">
        {t('text-send-otp')}
      </Button>
    </form>
  );
}

/** Step 2 for a known number (or verify-only): the 6-digit code. */
export function OtpCodeForm({
  pending,
  onSubmit,
  onFailure,
  onChangeNumber,
}: StepFormProps<{ code: string }> & { onChangeNumber: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, message } = useApiForm({
    schema: codeSchema,
    defaultValues: { code: '' },
    fields: ['code'],
    onFailure: toAlert(onFailure),
  });
  const submit = handleSubmit(send(onSubmit));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input id="otp-code" label={t('text-otp-code')} error={message('code')} {...CODE_INPUT} {...register('code')} />
      <CodeButtons pending={pending} submit={t('text-verify-code')} onChangeNumber={onChangeNumber} />
    </form>
  );
}

/** Step 2 for a number without an account: name and email create it, together with the code. */
export function OtpRegisterForm({
  pending,
  onSubmit,
  onFailure,
  onChangeNumber,
}: StepFormProps<{ name: string; email: string; code: string }> & { onChangeNumber: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, message } = useApiForm({
    schema: registerSchema,
    defaultValues: { name: '', email: '', code: '' },
    fields: ['name', 'email', 'code'],
    onFailure: toAlert(onFailure),
  });
  const submit = handleSubmit(send(onSubmit));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input id="otp-name" label={t('text-name')} autoComplete="name" error={message('name')} {...register('name')} />
      <Input
        id="otp-email"
        label={t('text-email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        error={message('email')}
        {...register('email')}
      />
      <Input id="otp-code" label={t('text-otp-code')} error={message('code')} {...CODE_INPUT} {...register('code')} />
      <CodeButtons pending={pending} submit={t('text-register')} onChangeNumber={onChangeNumber} />
    </form>
  );
}

function CodeButtons({
  pending,
  submit,
  onChangeNumber,
}: {
  pending: boolean;
  submit: string;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="outline" onClick={onChangeNumber} disabled={pending}>
        {t('text-change-number')}
      </Button>
      <Button type="submit" loading={pending}>
        {submit}
      </Button>
    </div>
  );
}
