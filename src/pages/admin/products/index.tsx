import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminProductList } from '@/components/admin/product/admin-product-list';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/products: the shops' products for their owners, staff and the operator (issue 22 item 4). */
export default function AdminProductsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path="/admin/products" title={t('text-products')} noindex />
      <AdminProductList />
    </>
  );
}

AdminProductsPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = (ctx) => loadAdminPage(ctx);
