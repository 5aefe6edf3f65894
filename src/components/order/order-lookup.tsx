import { Input } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { orderOptions } from '@/framework/rest/order';
import { useLoadQueryClient } from '@/framework/rest/query';
import { useTranslation } from '@/lib/i18n/provider';
import { guestOrderLookupSchema } from '@/shared/validation/checkout';

const schema = guestOrderLookupSchema.pick(['contact']);

/**
 * A guest order is shown only to someone who also knows the contact number or email it was placed with
 * (CONTRACT §11). The answer is the same for a wrong contact and a number that does not exist.
 */
export function OrderLookup({
  trackingNumber,
  onFound,
}: {
  trackingNumber: string;
  onFound: (contact: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useLoadQueryClient();
  const form = useApiForm<{ contact: string }>({
    schema,
    defaultValues: { contact: '' },
    fields: ['contact'],
    onFailure: ({ error, text }) =>
      form.setError(
        'contact',
        { type: 'server', message: error.status === 404 ? 'text-order-not-found-for-contact' : text },
        { shouldFocus: true },
      ),
  });
  const onSubmit = form.handleSubmit(async ({ contact }) => {
    const client = await queryClient();
    await client.fetchQuery(orderOptions({ trackingNumber, language: i18n.language, contact }));
    onFound(contact);
  });
  return (
    <section aria-labelledby="order-lookup-title" className="mx-auto flex max-w-md flex-col gap-4">
      <h1 id="order-lookup-title" className="text-2xl font-bold text-gray-900">
        {t('text-order-number', { number: trackingNumber })}
      </h1>
      <p className="text-gray-700">{t('text-order-lookup-helper')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input
          id="order-lookup-contact"
          label={t('text-order-lookup-contact')}
          autoComplete="tel"
          dir="ltr"
          error={form.message('contact')}
          {...form.register('contact')}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('text-show-order')}
        </Button>
      </form>
    </section>
  );
}
