import { useEffect } from 'react';
import { Link } from '@/components/ui/link';
import { Input } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useUpdateEmail } from '@/framework/rest/account';
import type { User } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { updateEmailSchema } from '@/shared/validation/account';

const changePending = (message?: string) => Boolean(message?.endsWith('MESSAGE.EMAIL_CHANGE_PENDING'));

/**
 * The account email (POST /update-email). SPEC §8: success toasts successfully-email-updated, an error toasts
 * the server's message (and a field error, such as a taken email, also shows on the field). Our API keeps the
 * email until the new address's link is used: the toast says so, and the form shows the pending address
 * (`pending_email` of GET /me) under the current one.
 */
export function EmailForm({ me }: { me: User }) {
  const { t } = useTranslation();
  const update = useUpdateEmail();
  const form = useApiForm({
    schema: updateEmailSchema,
    defaultValues: { email: me.email },
    fields: ['email'],
    // "Email taken" says more than the generic "correct the highlighted fields".
    onFailure: ({ error, text }) => {
      const field = error.errors?.email?.[0];
      void notify('error', field ? t(field) : text);
    },
  });
  const { reset } = form;
  // The field shows the account's email: after a request it is still the old one, until the link is used.
  useEffect(() => reset({ email: me.email }), [me.email, me.pending_email, reset]);
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await update.mutateAsync(values);
    if (changePending(answer.message)) {
      void notify('success', t('successfully-email-change-pending'));
    } else {
      form.reset(values);
      void notify('success', t('successfully-email-updated'));
    }
  });
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
        error={form.message('email')}
        {...form.register('email')}
      />
      {me.pending_email ? (
        <p className="text-sm text-amber-800" role="status">
          {t('text-email-pending', { email: me.pending_email })}
        </p>
      ) : null}
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
