import type { GetServerSideProps } from 'next';
import { PrivateRoute } from '@/components/auth/private-route';
import { PageHeading } from '@/components/brand/page-heading';
import { MyQuestionsView } from '@/components/community/my-questions-view';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /questions (SPEC §2; sign-in required): the shopper's questions about products, with the answers. Personal: never cached, never indexed. */
export default function QuestionsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/questions" title={t('text-my-questions')} noindex />
      <PrivateRoute>
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <PageHeading title={t('text-my-questions')} />
          <MyQuestionsView />
        </div>
      </PrivateRoute>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 0 });
