import type { InferType } from 'yup';
import { PasswordInput } from '@/components/forms/password-input';
import { useApiForm } from '@/components/forms/use-api-form';
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
  const form = useApiForm({
    schema: changePasswordFormSchema,
    defaultValues: EMPTY,
    fields: ['oldPassword', 'newPassword'],
    onFailure: 'oldPassword',
  });
  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    await mutation.mutateAsync({ oldPassword, newPassword });
    form.reset(EMPTY);
    void notify('success', t('password-successful'));
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PasswordInput
        id="old-password"
        autoComplete="current-password"
        label={t('text-old-password')}
        error={form.message('oldPassword')}
        {...form.register('oldPassword')}
      />
      <PasswordInput
        id="new-password"
        autoComplete="new-password"
        label={t('text-new-password')}
        hint={t('text-password-rules')}
        error={form.message('newPassword')}
        {...form.register('newPassword')}
      />
      <PasswordInput
        id="confirm-password"
        autoComplete="new-password"
        label={t('text-confirm-password')}
        error={form.message('passwordConfirmation')}
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
