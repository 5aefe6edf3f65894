import { Button } from '@/components/ui/button';
import { type ContactUsInput, useContactUs } from '@/framework/rest/inbox';
import { useTranslation } from '@/lib/i18n/provider';
import { contactUsSchema } from '@/shared/validation/inbox';
import { Input, Textarea } from './field';
import { useApiForm } from './use-api-form';

const FIELDS = ['name', 'email', 'subject', 'description'] as const;
const EMPTY: ContactUsInput = { name: '', email: '', subject: '', description: '' };

/**
 * The contact-us form (SPEC §8): the shared schema checks it in the browser; the answer's translated message
 * is toasted, and the API's field errors are shown on their fields.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { register, onSubmit, message, isPending } = useApiForm({
    schema: contactUsSchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    mutation: useContactUs(),
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
        <Button type="submit" loading={isPending}>
          {t('text-send-message')}
        </Button>
      </div>
    </form>
  );
}
