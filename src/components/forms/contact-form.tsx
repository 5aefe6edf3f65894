import { type ContactUsInput, useContactUs } from '@/framework/rest/inbox';
import { useTranslation } from '@/lib/i18n/provider';
import { contactUsSchema } from '@/shared/validation/inbox';
import { Input, Textarea } from './field';
import { MessageForm } from './message-form';

const FIELDS = ['name', 'email', 'subject', 'description'] as const;
const EMPTY: ContactUsInput = { name: '', email: '', subject: '', description: '' };

/** The contact-us form (SPEC §8): a message to the shop with a subject. */
export function ContactForm() {
  const { t } = useTranslation();
  return (
    <MessageForm
      id="contact"
      schema={contactUsSchema}
      empty={EMPTY}
      fields={FIELDS}
      send={useContactUs()}
      submitLabel={t('text-send-message')}
    >
      {({ register, message }) => (
        <>
          <Input label={t('text-subject')} error={message('subject')} id="contact-subject" {...register('subject')} />
          <Textarea
            label={t('text-message')}
            rows={7}
            error={message('description')}
            id="contact-description"
            {...register('description')}
          />
        </>
      )}
    </MessageForm>
  );
}
