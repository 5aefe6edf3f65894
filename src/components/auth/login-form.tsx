import { useState } from 'react';
import { Input } from '@/components/forms/field';
import { PasswordInput } from '@/components/forms/password-input';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLogin } from '@/framework/rest/sign-in';
import { useSignIn } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { loginSchema } from '@/shared/validation/account';
import { LinkButton } from './auth-card';

const FIELDS = ['email', 'password'] as const;

/**
 * Email and password (SPEC §2 login view, §5 rules). A server failure shows translated in a closeable red alert
 * above the form (SPEC §8); an answer without a token is error-credential-wrong. `onSignedIn` runs once the
 * token is stored.
 */
export function LoginForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, message } = useApiForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    fields: FIELDS,
    onFailure: ({ text, placed }) => setServerError(placed ? null : text),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    signIn(await login.mutateAsync(values));
    onSignedIn();
  });

  return (
    <div className="flex flex-col gap-4">
      {serverError ? (
        <Alert variant="error" onClose={() => setServerError(null)}>
          {serverError}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input
          id="login-email"
          label={t('text-email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          error={message('email')}
          {...register('email')}
        />
        <PasswordInput
          id="login-password"
          label={t('text-password')}
          autoComplete="current-password"
          error={message('password')}
          {...register('password')}
        />
        <div className="-mt-2 flex justify-end text-sm">
          <LinkButton onClick={onForgotPassword}>{t('text-forgot-password')}</LinkButton>
        </div>
        <Button type="submit" loading={login.isPending} className="w-full">
          {t('text-login')}
        </Button>
      </form>
    </div>
  );
}
