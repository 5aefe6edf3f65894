import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import type { InferType } from 'yup';
import { PasswordInput } from '@/components/forms/password-input';
import { applyServerErrors, translateError } from '@/components/forms/server-errors';
import { Button } from '@/components/ui/button';
import { useChangePassword } from '@/framework/rest/account';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { changePasswordFormSchema } from '@/shared/validation/account';

type Values = InferType<typeof changePasswordFormSchema>;
const EMPTY: Values = { oldPassword: '', newPassword: '', passwordConfirmation: '' };

/**
 * Change password (SPEC §5/§8): current, new and repeated new password. An unsuccessful answer puts its message
 * on the current password; the API's field errors (a weak new password) go on their fields; success toasts
 * password-successful and empties the form.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const form = useForm<Values>({ resolver: yupResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ oldPassword, newPassword }) =>
    mutation.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: (answer) => {
          if (!answer.success) {
            form.setError('oldPassword', { type: 'server', message: answer.message }, { shouldFocus: true });
            return;
          }
          form.reset(EMPTY);
          void notify('success', t('password-successful'));
        },
        onError: (error) => {
          if (!applyServerErrors(error, ['oldPassword', 'newPassword'] as const, form.setError)) {
            form.setError('oldPassword', { type: 'server', message: translateError(error, t) }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PasswordInput
        id="old-password"
        autoComplete="current-password"
        label={t('text-old-password')}
        error={message(errors.oldPassword?.message)}
        {...form.register('oldPassword')}
      />
      <PasswordInput
        id="new-password"
        autoComplete="new-password"
        label={t('text-new-password')}
        hint={t('text-password-rules')}
        error={message(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <PasswordInput
        id="confirm-password"
        autoComplete="new-password"
        label={t('text-confirm-password')}
        error={message(errors.passwordConfirmation?.message)}
        {...form.register('passwordConfirmation')}
      />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('text-change-password')}
        </Button>
      </div>
    </form>
  );
}
