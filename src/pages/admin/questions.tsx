import type { GetServerSideProps } from 'next';
import type { ReactElement } from 'react';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminQuestionList } from '@/components/admin/question/admin-question-list';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadAdminPage } from '@/lib/ssr/load-admin-page';

/** /admin/questions: the questions inbox of owners, staff and the operator, unanswered first (issue 22). */
export default function AdminQuestionsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Seo path="/admin/questions" title={t('text-questions')} noindex />
      <AdminQuestionList />
    </>
  );
}

AdminQuestionsPage.getLayout = (page: ReactElement) => <AdminLayout>{page}</AdminLayout>;

export const getServerSideProps: GetServerSideProps = (ctx) => loadAdminPage(ctx);
