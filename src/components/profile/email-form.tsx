import { yupResolver } from '@hookform/resolvers/yup';
import { Link } from '@/components/ui/link';
import { useForm } from 'react-hook-form';
import type { InferType } from 'yup';
import { Input } from '@/components/forms/field';
import { applyServerErrors, translateError } from '@/components/forms/server-errors';
import { Button } from '@/components/ui/button';
import { useUpdateEmail } from '@/framework/rest/account';
import type { User } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { updateEmailSchema } from '@/shared/validation/account';

type Values = InferType<typeof updateEmailSchema>;

/**
 * The account email (POST /update-email). SPEC §8: success toasts successfully-email-updated, an error toasts
 * the server's message (and a field error, such as a taken email, also shows on the field).
 */
export function EmailForm({ me }: { me: User }) {
  const { t } = useTranslation();
  const update = useUpdateEmail();
  const form = useForm<Values>({ resolver: yupResolver(updateEmailSchema), defaultValues: { email: me.email } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        void notify('success', t('successfully-email-updated'));
      },
      onError: (error) => {
        applyServerErrors(error, ['email'] as const, form.setError);
        // "Email taken" says more than the generic "correct the highlighted fields".
        const field = error.errors?.email?.[0];
        void notify('error', field ? t(field) : translateError(error, t));
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Input
        id="profile-email"
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        label={t('text-email')}
        hint={t('text-email-change-hint')}
        error={errors.email?.message ? t(errors.email.message) : undefined}
        {...form.register('email')}
      />
      {me.email_verified === false ? (
        <p className="text-sm text-amber-800">
          {t('text-email-unverified')}{' '}
          <Link href="/verify-email" className="font-semibold underline underline-offset-4">
            {t('text-verify-email')}
          </Link>
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={update.isPending}>
          {t('text-update-email')}
        </Button>
      </div>
    </form>
  );
}
