import { useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { call } from '@/framework/rest/call';
import { useTranslation } from '@/lib/i18n/provider';
import { newsletterSchema } from '@/shared/validation/inbox';

/**
 * Newsletter sign-up in the footer, through useApiForm like every API form: the shared schema checks the
 * address, and the API's field error (or any other failure, translated) shows under the input. It is on every
 * page, so the footer loads it after the page (./newsletter.tsx): the form library stays out of first-load JS.
 */
export default function NewsletterForm() {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useApiForm({
    schema: newsletterSchema,
    defaultValues: { email: '' },
    fields: ['email'],
    onFailure: 'email',
  });
  const failure = form.message('email');

  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    const result = await call('post', '/subscribe-to-newsletter', { body: values });
    setDone(result.message);
    form.reset({ email: '' });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-gray-900">
        {t('text-subscribe-newsletter')}
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('text-email-placeholder')}
          aria-invalid={failure ? true : undefined}
          aria-describedby="newsletter-status"
          className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 px-3 text-sm"
          {...form.register('email')}
        />
        <Button type="submit" size="sm" className="h-10" loading={form.formState.isSubmitting}>
          {t('text-subscribe')}
        </Button>
      </div>
      <p
        id="newsletter-status"
        role="status"
        className={`min-h-5 text-sm ${failure ? 'text-red-700' : 'text-green-800'}`}
      >
        {failure ?? (done ? t(done) : '')}
      </p>
    </form>
  );
}
