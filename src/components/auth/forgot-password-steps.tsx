import { useState } from 'react';
import { Input } from '@/components/forms/field';
import { PasswordInput } from '@/components/forms/password-input';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useForgotPassword, useResetPassword, useVerifyForgotPasswordToken } from '@/framework/rest/sign-in';
import { useTranslation } from '@/lib/i18n/provider';
import { forgotPasswordEmailSchema, forgotPasswordTokenSchema, resetPasswordSchema } from '@/shared/validation/account';

/** Only the field each step asks for; the email and code of earlier steps come from the flow state. */
const tokenSchema = forgotPasswordTokenSchema.pick(['token']);
const passwordSchema = resetPasswordSchema.pick(['password']);

/*
 * SPEC §5/§8: forgot-password errors go on the step's field: the API's field error for it, or any other failure
 * (a refused code — a `{success: false, message}` answer, which the API client rejects as ApiError — or too many
 * tries) translated.
 */

export function EmailStep({
  defaultEmail,
  onAccepted,
}: {
  defaultEmail: string;
  onAccepted: (email: string, message: string | null) => void;
}) {
  const { t } = useTranslation();
  const mutation = useForgotPassword();
  const { register, handleSubmit, message } = useApiForm({
    schema: forgotPasswordEmailSchema,
    defaultValues: { email: defaultEmail },
    fields: ['email'],
    onFailure: 'email',
  });
  const onSubmit = handleSubmit(async (values) => {
    const answer = await mutation.mutateAsync(values);
    onAccepted(values.email, answer.message || null);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Input
        id="forgot-email"
        label={t('text-email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        error={message('email')}
        {...register('email')}
      />
      <Button type="submit" loading={mutation.isPending} className="w-full">
        {t('text-submit-email')}
      </Button>
    </form>
  );
}

export function TokenStep({
  email,
  notice,
  defaultToken,
  onAccepted,
  onPrevious,
}: {
  email: string;
  notice: string | null;
  defaultToken: string;
  onAccepted: (token: string) => void;
  onPrevious: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useVerifyForgotPasswordToken();
  const { register, handleSubmit, message } = useApiForm({
    schema: tokenSchema,
    defaultValues: { token: defaultToken },
    fields: ['token'],
    onFailure: 'token',
  });
  const onSubmit = handleSubmit(async ({ token }) => {
    await mutation.mutateAsync({ email, token });
    onAccepted(token);
  });
  return (
    <div className="flex flex-col gap-4">
      {notice ? <Alert variant="success">{t(notice)}</Alert> : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input
          id="forgot-token"
          label={t('token-label')}
          dir="ltr"
          autoComplete="one-time-code"
          spellCheck={false}
          error={message('token')}
          {...register('token')}
        />
        <StepButtons
          submit={t('text-submit-token')}
          pending={mutation.isPending}
          onPrevious={onPrevious}
          previous={t('text-previous-step')}
        />
      </form>
    </div>
  );
}

export function PasswordStep({
  email,
  token,
  onReset,
  onPrevious,
}: {
  email: string;
  token: string;
  onReset: () => void;
  onPrevious: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, message } = useApiForm({
    schema: passwordSchema,
    defaultValues: { password: '' },
    fields: ['password'],
    // A refused code (expired meanwhile) is not about the password: say so above the form.
    onFailure: ({ text, placed }) => setFailure(placed ? null : text),
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    await mutation.mutateAsync({ email, token, password });
    onReset();
  });
  return (
    <div className="flex flex-col gap-4">
      {failure ? (
        <Alert variant="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordInput
          id="forgot-new-password"
          label={t('text-new-password')}
          hint={t('text-password-hint')}
          autoComplete="new-password"
          error={message('password')}
          {...register('password')}
        />
        <StepButtons
          submit={t('text-reset-password')}
          pending={mutation.isPending}
          onPrevious={onPrevious}
          previous={t('text-previous-step')}
        />
      </form>
    </div>
  );
}

function StepButtons({
  submit,
  previous,
  pending,
  onPrevious,
}: {
  submit: string;
  previous: string;
  pending: boolean;
  onPrevious: () => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="outline" onClick={onPrevious} disabled={pending}>
        {previous}
      </Button>
      <Button type="submit" loading={pending}>
        {submit}
      </Button>
    </div>
  );
}
