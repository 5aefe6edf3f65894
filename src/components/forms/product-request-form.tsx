import { type ProductRequestInput, useProductRequest } from '@/framework/rest/inbox';
import { useTranslation } from '@/lib/i18n/provider';
import { productRequestSchema } from '@/shared/validation/inbox';
import { Input, Textarea } from './field';
import { MessageForm } from './message-form';

const FIELDS = ['name', 'email', 'product_name', 'brand', 'link', 'description'] as const;
const EMPTY: ProductRequestInput = { name: '', email: '', product_name: '', brand: '', link: '', description: '' };

/** "Request a product": a message to the shop naming the product, with the shared product-request schema. */
export function ProductRequestForm() {
  const { t } = useTranslation();
  return (
    <MessageForm
      id="product-request"
      schema={productRequestSchema}
      empty={EMPTY}
      fields={FIELDS}
      send={useProductRequest()}
      submitLabel={t('text-send-request')}
    >
      {({ register, message }) => (
        <>
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
        </>
      )}
    </MessageForm>
  );
}
