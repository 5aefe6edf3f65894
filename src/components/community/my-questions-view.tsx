import { PagedGrid } from '@/components/brand/paged-grid';
import { WrittenOn } from '@/components/product/product-reviews';
import { Link } from '@/components/ui/link';
import { useMyQuestions } from '@/framework/rest/community';
import type { MyQuestion } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';

function QuestionItem({ question }: { question: MyQuestion }) {
  const { t } = useTranslation();
  return (
    <article className="flex w-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-5">
      {question.product ? (
        <p className="text-sm text-gray-600">
          <Link href={`/products/${question.product.slug}`} className="font-semibold text-accent hover:underline">
            <bdi>{question.product.name}</bdi>
          </Link>
        </p>
      ) : null}
      <p className="flex gap-3 font-semibold text-gray-900">
        <span className="shrink-0 text-accent">{t('text-question-short')}</span>
        <span className="min-w-0 break-words whitespace-pre-line">{question.question}</span>
      </p>
      {question.answer ? (
        <p className="flex gap-3 text-gray-700">
          <span className="shrink-0 font-semibold text-gray-900">{t('text-answer-short')}</span>
          <span className="min-w-0 break-words whitespace-pre-line">{question.answer}</span>
        </p>
      ) : (
        <p className="text-sm text-gray-600 italic">{t('text-question-waiting')}</p>
      )}
      <WrittenOn value={question.created_at} className="text-xs text-gray-600" />
    </article>
  );
}

/** /questions content (inside PrivateRoute): the shopper's questions, newest first, with answers when given. */
export function MyQuestionsView() {
  const { t } = useTranslation();
  const list = useMyQuestions();
  return (
    <PagedGrid
      list={list}
      itemKey={(question) => question.id}
      emptyTitle={t('text-no-my-questions')}
      className="flex flex-col gap-4"
      renderItem={(question) => <QuestionItem question={question} />}
    />
  );
}
