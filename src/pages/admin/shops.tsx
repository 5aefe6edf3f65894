import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminShopList } from '@/components/admin/shop/admin-shop-list';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/shops: shops and their people; owners add staff, the operator owners too (issue 21). */
export default function AdminShopsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path="/admin/shops" title={t('text-shops')} noindex />
      <AdminShopList />
    </>
  );
}

AdminShopsPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = (ctx) => loadAdminPage(ctx);
