import { type InferType, ref, string } from 'yup';
import { PasswordInput } from '@/components/forms/password-input';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useSetPassword } from '@/framework/rest/account';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { setPasswordSchema } from '@/shared/validation/account';

/** The set-password form also asks for the password twice (only the form checks the copy). */
const schema = setPasswordSchema.shape({
  passwordConfirmation: string()
    .required('error-confirm-password-required')
    .oneOf([ref('newPassword')], 'error-match-password'),
});
type Values = InferType<typeof schema>;
const EMPTY: Values = { newPassword: '', passwordConfirmation: '' };

/**
 * Set password, for accounts made by Google or phone sign-in (SPEC §5: an unsuccessful answer puts its
 * message on the new password). `onDone` runs after success.
 */
export function SetPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const mutation = useSetPassword();
  const form = useApiForm({ schema, defaultValues: EMPTY, fields: ['newPassword'], onFailure: 'newPassword' });
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    await mutation.mutateAsync({ newPassword });
    form.reset(EMPTY);
    void notify('success', t('password-successful'));
    onDone?.();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PasswordInput
        id="set-new-password"
        autoComplete="new-password"
        label={t('text-new-password')}
        hint={t('text-password-rules')}
        error={form.message('newPassword')}
        {...form.register('newPassword')}
      />
      <PasswordInput
        id="set-confirm-password"
        autoComplete="new-password"
        label={t('text-confirm-password')}
        error={form.message('passwordConfirmation')}
        {...form.register('passwordConfirmation')}
      />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('text-set-password')}
        </Button>
      </div>
    </form>
  );
}
