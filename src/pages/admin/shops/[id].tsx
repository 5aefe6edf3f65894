import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminShopEdit } from '@/components/admin/shop/admin-shop-edit';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/shops/{id}: an owner edits the shop's public face; the operator approves or deactivates it (issue 22). */
export default function AdminShopPage({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path={`/admin/shops/${id}`} title={t('text-shop')} noindex />
      <AdminShopEdit id={id} />
    </>
  );
}

AdminShopPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const id = Number(ctx.params?.id);
  if (!/^\d{1,10}$/.test(String(ctx.params?.id)) || !Number.isSafeInteger(id)) return { notFound: true };
  const result = await loadAdminPage(ctx);
  return 'props' in result ? { props: { ...(await result.props), id } } : result;
};
