import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminProductCreate } from '@/components/admin/product/admin-product-edit';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/products/new: a simple product in one of the caller's shops (issue 22 item 4). */
export default function AdminNewProductPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path="/admin/products/new" title={t('text-new-product')} noindex />
      <AdminProductCreate />
    </>
  );
}

AdminNewProductPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = (ctx) => loadAdminPage(ctx);
