import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminProductEdit } from '@/components/admin/product/admin-product-edit';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/products/{id}: change a product's texts, price, stock, status, categories, tags, pictures (issue 22). */
export default function AdminProductPage({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path={`/admin/products/${id}`} title={t('text-product-title')} noindex />
      <AdminProductEdit id={id} />
    </>
  );
}

AdminProductPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const id = Number(ctx.params?.id);
  if (!/^\d{1,10}$/.test(String(ctx.params?.id)) || !Number.isSafeInteger(id)) return { notFound: true };
  const result = await loadAdminPage(ctx);
  return 'props' in result ? { props: { ...(await result.props), id } } : result;
};
