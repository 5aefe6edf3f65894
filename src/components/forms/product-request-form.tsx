import { Button } from '@/components/ui/button';
import { type ProductRequestInput, useProductRequest } from '@/framework/rest/inbox';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { productRequestSchema } from '@/shared/validation/inbox';
import { Input, Textarea } from './field';
import { useApiForm } from './use-api-form';

const FIELDS = ['name', 'email', 'product_name', 'brand', 'link', 'description'] as const;
const EMPTY: ProductRequestInput = { name: '', email: '', product_name: '', brand: '', link: '', description: '' };

/** "Request a product": same behaviour as the contact form, with the shared product-request schema. */
export function ProductRequestForm() {
  const { t } = useTranslation();
  const productRequest = useProductRequest();
  const { register, handleSubmit, reset, message } = useApiForm({
    schema: productRequestSchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    onFailure: ({ text }) => void notify('error', text),
  });
  const onSubmit = handleSubmit(async (values) => {
    const answer = await productRequest.mutateAsync(values);
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
          id="product-request-name"
          {...register('name')}
        />
        <Input
          label={t('text-email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          error={message('email')}
          id="product-request-email"
          {...register('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('text-product-name')}
          error={message('product_name')}
          id="product-request-product-name"
          {...register('product_name')}
        />
        <Input
          label={t('text-brand')}
          optional
          error={message('brand')}
          id="product-request-brand"
          {...register('brand')}
        />
      </div>
      <Input
        label={t('text-product-link')}
        hint={t('text-product-link-hint')}
        type="url"
        dir="ltr"
        inputMode="url"
        placeholder="https://"
        optional
        error={message('link')}
        id="product-request-link"
        {...register('link')}
      />
      <Textarea
        label={t('text-request-details')}
        hint={t('text-request-details-hint')}
        optional
        rows={5}
        error={message('description')}
        id="product-request-description"
        {...register('description')}
      />
      <div>
        <Button type="submit" loading={productRequest.isPending}>
          {t('text-send-request')}
        </Button>
      </div>
    </form>
  );
}
