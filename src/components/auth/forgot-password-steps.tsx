import { useState } from 'react';
import type { Path, UseFormSetError } from 'react-hook-form';
import { Input } from '@/components/forms/field';
import { PasswordInput } from '@/components/forms/password-input';
import { applyServerErrors, translateError } from '@/components/forms/server-errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/framework/rest/errors';
import { useForgotPassword, useResetPassword, useVerifyForgotPasswordToken } from '@/framework/rest/sign-in';
import { useTranslation } from '@/lib/i18n/provider';
import { forgotPasswordEmailSchema, forgotPasswordTokenSchema, resetPasswordSchema } from '@/shared/validation/account';
import { useAuthForm } from './use-auth-form';

/** Only the field each step asks for; the email and code of earlier steps come from the flow state. */
const tokenSchema = forgotPasswordTokenSchema.pick(['token']);
const passwordSchema = resetPasswordSchema.pick(['password']);

/**
 * SPEC §5/§8: forgot-password errors go on the step's field. Field errors from the API land where they belong;
 * any other failure (a refused code, too many tries) is put, translated, on the given field.
 */
function useFieldFailure() {
  const { t } = useTranslation();
  return <T extends Record<string, string>>(error: ApiError, field: Path<T>, setError: UseFormSetError<T>) => {
    if (applyServerErrors(error, [field], setError)) return;
    setError(field, { type: 'server', message: translateError(error, t) }, { shouldFocus: true });
  };
}

/** A `{success: false, message}` answer, as the same ApiError shape. */
const refused = (message: string): ApiError => ({ status: 200, message });

export function EmailStep({
  defaultEmail,
  onAccepted,
}: {
  defaultEmail: string;
  onAccepted: (email: string, message: string | null) => void;
}) {
  const { t } = useTranslation();
  const mutation = useForgotPassword();
  const fail = useFieldFailure();
  const { register, handleSubmit, setError, message } = useAuthForm(forgotPasswordEmailSchema, {
    email: defaultEmail,
  });
  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) =>
        answer.success
          ? onAccepted(values.email, answer.message || null)
          : fail(refused(answer.message), 'email', setError),
      onError: (error) => fail(error, 'email', setError),
    }),
  );
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
  const fail = useFieldFailure();
  const { register, handleSubmit, setError, message } = useAuthForm(tokenSchema, { token: defaultToken });
  const onSubmit = handleSubmit(({ token }) =>
    mutation.mutate(
      { email, token },
      {
        onSuccess: (answer) => (answer.success ? onAccepted(token) : fail(refused(answer.message), 'token', setError)),
        onError: (error) => fail(error, 'token', setError),
      },
    ),
  );
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
  const { register, handleSubmit, setError, message } = useAuthForm(passwordSchema, { password: '' });
  const onSubmit = handleSubmit(({ password }) => {
    setFailure(null);
    mutation.mutate(
      { email, token, password },
      {
        // A refused code (expired meanwhile) is not about the password: say so above the form.
        onSuccess: (answer) => (answer.success ? onReset() : setFailure(translateError(refused(answer.message), t))),
        onError: (error) => {
          if (!applyServerErrors(error, ['password'], setError)) setFailure(translateError(error, t));
        },
      },
    );
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
