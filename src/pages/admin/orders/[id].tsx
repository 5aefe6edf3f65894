import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminOrderView } from '@/components/admin/order/admin-order-view';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/orders/{id}: one order and its allowed next steps (issue 21). */
export default function AdminOrderPage({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path={`/admin/orders/${id}`} title={t('text-order-title')} noindex />
      <AdminOrderView id={id} />
    </>
  );
}

AdminOrderPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const id = Number(ctx.params?.id);
  if (!/^\d{1,10}$/.test(String(ctx.params?.id)) || !Number.isSafeInteger(id)) return { notFound: true };
  const result = await loadAdminPage(ctx);
  return 'props' in result ? { props: { ...(await result.props), id } } : result;
};
