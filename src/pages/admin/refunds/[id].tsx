import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminRefundView } from '@/components/admin/refund/admin-refund-view';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/refunds/{id}: one refund, and the operator's decision (issue 22). */
export default function AdminRefundPage({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path={`/admin/refunds/${id}`} title={t('text-refund-number', { id })} noindex />
      <AdminRefundView id={id} />
    </>
  );
}

AdminRefundPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const id = Number(ctx.params?.id);
  if (!/^\d{1,10}$/.test(String(ctx.params?.id)) || !Number.isSafeInteger(id)) return { notFound: true };
  const result = await loadAdminPage(ctx);
  return 'props' in result ? { props: { ...(await result.props), id } } : result;
};
