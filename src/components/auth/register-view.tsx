import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Input } from '@/components/forms/field';
import { PasswordInput } from '@/components/forms/password-input';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRegister } from '@/framework/rest/sign-in';
import { useSignIn } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { registerSchema } from '@/shared/validation/account';
import { useModalAction } from '@/store/ui';
import { AuthCard, LinkButton, OrDivider } from './auth-card';

const FIELDS = ['name', 'email', 'password'] as const;

/**
 * The REGISTER view: name, email and password checked by the shared schema; the API's field errors (taken email,
 * weak password) land on their fields (SPEC §5). Success needs a token and a non-empty permissions list (SPEC §4),
 * then signs in and closes; an unverified account is then held at /verify-email by useMe (GET /me answers 409).
 */
export default function RegisterView() {
  const { t } = useTranslation();
  const { openModal, closeModal } = useModalAction();
  const registerUser = useRegister();
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, message } = useApiForm({
    schema: registerSchema,
    defaultValues: { name: '', email: '', password: '' },
    fields: FIELDS,
    onFailure: ({ text, placed }) => setServerError(placed ? null : text),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    signIn(await registerUser.mutateAsync(values));
    closeModal();
  });

  return (
    <AuthCard title={t('text-register')} helper={t('registration-helper')}>
      {serverError ? (
        <Alert variant="error" onClose={() => setServerError(null)}>
          {serverError}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input
          id="register-name"
          label={t('text-name')}
          autoComplete="name"
          error={message('name')}
          {...register('name')}
        />
        <Input
          id="register-email"
          label={t('text-email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          error={message('email')}
          {...register('email')}
        />
        <PasswordInput
          id="register-password"
          label={t('text-password')}
          hint={t('text-password-hint')}
          autoComplete="new-password"
          error={message('password')}
          {...register('password')}
        />
        <p className="text-xs text-gray-600">
          {t('text-register-agreement')}{' '}
          <Link href="/terms" className="underline" onClick={closeModal}>
            {t('nav-terms')}
          </Link>{' '}
          ·{' '}
          <Link href="/privacy" className="underline" onClick={closeModal}>
            {t('nav-privacy')}
          </Link>
        </p>
        <Button type="submit" loading={registerUser.isPending} className="w-full">
          {t('text-register')}
        </Button>
      </form>
      <OrDivider label={t('text-or')} />
      <p className="text-center text-sm text-gray-700">
        {t('text-already-account')} <LinkButton onClick={() => openModal('LOGIN_VIEW')}>{t('text-login')}</LinkButton>
      </p>
    </AuthCard>
  );
}
