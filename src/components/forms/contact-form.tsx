import { Button } from '@/components/ui/button';
import { type ContactUsInput, useContactUs } from '@/framework/rest/inbox';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { contactUsSchema } from '@/shared/validation/inbox';
import { Input, Textarea } from './field';
import { useApiForm } from './use-api-form';

const FIELDS = ['name', 'email', 'subject', 'description'] as const;
const EMPTY: ContactUsInput = { name: '', email: '', subject: '', description: '' };

/**
 * The contact-us form (SPEC §8): the shared schema checks it in the browser; the answer's translated message
 * is toasted (and the form emptied); a failure is toasted, its field errors also shown on their fields.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const contactUs = useContactUs();
  const { register, handleSubmit, reset, message } = useApiForm({
    schema: contactUsSchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    onFailure: ({ text }) => void notify('error', text),
  });
  const onSubmit = handleSubmit(async (values) => {
    const answer = await contactUs.mutateAsync(values);
    reset(EMPTY);
    void notify('success', t(answer.message));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('text-name')}
          autoComplete="name"
          error={message('name')}
          id="contact-name"
          {...register('name')}
        />
        <Input
          label={t('text-email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          error={message('email')}
          id="contact-email"
          {...register('email')}
        />
      </div>
      <Input label={t('text-subject')} error={message('subject')} id="contact-subject" {...register('subject')} />
      <Textarea
        label={t('text-message')}
        rows={7}
        error={message('description')}
        id="contact-description"
        {...register('description')}
      />
      <div>
        <Button type="submit" loading={contactUs.isPending}>
          {t('text-send-message')}
        </Button>
      </div>
    </form>
  );
}
