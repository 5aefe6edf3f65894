import { useRouter } from 'next/router';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { useBackOfficeShops } from '@/framework/rest/back-office';
import {
  type BackOfficeProduct,
  useBackOfficeProduct,
  useCreateProduct,
  useUpdateProduct,
} from '@/framework/rest/back-office-products';
import { useTranslation } from '@/lib/i18n/provider';
import {
  productCreateSchema,
  productUpdateSchema,
  simpleProductFormSchema,
} from '@/shared/validation/back-office-products';
import { AdminLoading, AdminMessage } from '../admin-kit';
import { AdminProductForm, type ProductFormValues } from './admin-product-form';
import { ProductPrice } from './product-price';

function EditForm({ product, onSaved }: { product: BackOfficeProduct; onSaved: (message: string | null) => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateProduct(product.id);
  const simple = product.product_type === 'simple';
  const defaults: ProductFormValues = {
    name: product.name,
    description: product.description,
    price: simple ? product.price : null,
    sale_price: simple ? product.sale_price : null,
    quantity: simple ? product.quantity : null,
    status: product.status === 'publish' ? 'publish' : 'draft',
    category_ids: product.categories.map((c) => c.id),
    tag_ids: product.tags.map((tag) => tag.id),
    image_id: product.image?.id ?? null,
    gallery_ids: product.gallery.map((g) => g.id),
  };
  const pictures = [
    ...(product.image ? [product.image] : []),
    ...product.gallery.filter((g) => g.id !== product.image?.id),
  ];
  return (
    <>
      {simple ? null : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-gray-900">
          {t('text-variable-note', { options: product.variation_count })}
        </p>
      )}
      <AdminProductForm
        schema={simple ? simpleProductFormSchema : productUpdateSchema}
        defaults={defaults}
        pictures={pictures}
        simple={simple}
        typeId={product.type.id}
        submitLabel={t('button-save')}
        busy={update.isPending}
        onSubmit={async (values) => {
          onSaved(null);
          const { shop_id: _shop, type_id: _type, ...body } = values;
          await update.mutateAsync(simple ? body : { ...body, price: null, sale_price: null, quantity: null });
          onSaved(t('text-product-saved'));
        }}
      />
    </>
  );
}

/** /admin/products/{id}: a product's facts and its form. */
export function AdminProductEdit({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const { data: product, error, isLoading } = useBackOfficeProduct(id);
  // Kept here: the form is drawn anew from each saved product (its key), the message outlives it.
  const [saved, setSaved] = useState<string | null>(null);
  if (isLoading) return <AdminLoading />;
  if (error || !product) return <AdminMessage title={error?.message ?? t('text-product-not-found')} />;
  return (
    <div className="flex flex-col gap-4">
      <Link href="/admin/products" className="text-sm text-emerald-800 underline">
        {t('text-back-to-products')}
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">{t('text-edit-product', { name: product.name })}</h1>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-gray-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('label-shop')}</dt>
        <dd>{product.shop.name}</dd>
        <dt className="font-semibold">{t('label-type')}</dt>
        <dd>{product.type.name}</dd>
        <dt className="font-semibold">{t('label-shoppers-pay')}</dt>
        <dd dir="ltr" className="text-start">
          <ProductPrice product={product} />
        </dd>
        <dt className="font-semibold">{t('label-status')}</dt>
        <dd>{t(`status-${product.status}`)}</dd>
      </dl>
      {product.status === 'publish' ? (
        <Link href={`/products/${product.slug}`} className="w-fit text-sm text-emerald-800 underline">
          {t('button-view-in-shop')}
        </Link>
      ) : null}
      <EditForm key={product.updated_at} product={product} onSaved={setSaved} />
      <p role="status" className="text-sm text-gray-800">
        {saved}
      </p>
    </div>
  );
}

/** /admin/products/new: a simple product in one of the caller's shops (the operator: any). */
export function AdminProductCreate() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const create = useCreateProduct();
  const { data: shops, error, isLoading } = useBackOfficeShops();
  if (isLoading) return <AdminLoading />;
  if (error || !shops) return <AdminMessage title={error?.message ?? t('text-no-shops')} />;
  const open = shops.data.filter((s) => s.is_active).map((s) => ({ id: s.id, name: s.name }));
  if (open.length === 0) return <AdminMessage title={t('text-no-shops')} />;
  return (
    <div className="flex flex-col gap-4">
      <Link href="/admin/products" className="text-sm text-emerald-800 underline">
        {t('text-back-to-products')}
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">{t('text-new-product')}</h1>
      <AdminProductForm
        schema={productCreateSchema}
        defaults={{
          name: '',
          description: '',
          status: 'draft',
          category_ids: [],
          tag_ids: [],
          image_id: null,
          gallery_ids: [],
          sale_price: null,
          shop_id: open[0]!.id,
        }}
        pictures={[]}
        simple
        shops={open}
        submitLabel={t('button-create-product')}
        busy={create.isPending}
        onSubmit={async (values) => {
          const product = await create.mutateAsync(values as Parameters<typeof create.mutateAsync>[0]);
          await router.push(`/admin/products/${product.id}`);
        }}
      />
    </div>
  );
}
