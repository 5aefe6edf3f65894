import { AskQuestionButton } from '@/components/community/ask-question-button';
import { FeedbackButtons } from '@/components/community/feedback-buttons';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { toApiError } from '@/framework/rest/errors';
import { useQuestions } from '@/framework/rest/question';
import type { Product } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { WrittenOn } from './product-reviews';

/** Answered questions about a product (the public list holds answered ones only), paging forward on demand. */
export function ProductQuestions({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { questions, isLoading, error, hasMore, loadMore, isLoadingMore } = useQuestions({ productId: product.id });
  return (
    <section aria-labelledby="questions-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="questions-title" className="text-xl font-bold text-gray-900">
          {t('text-questions-answers')}
        </h2>
        {product.shop_id ? (
          <AskQuestionButton productId={product.id} shopId={product.shop_id} productName={product.name} />
        ) : null}
      </div>
      {isLoading ? <LoadingState label={t('text-loading-questions')} /> : null}
      {error ? <ErrorState message={toApiError(error).message} /> : null}
      {!isLoading && !error && questions.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300">
          <EmptyState title={t('text-no-questions')} />
        </div>
      ) : null}
      {questions.length > 0 ? (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {questions.map((question) => (
            <li key={question.id} className="flex flex-col gap-2 p-5">
              <p className="flex gap-3 font-semibold text-gray-900">
                <span className="shrink-0 text-accent">{t('text-question-short')}</span>
                <span>{question.question}</span>
              </p>
              <p className="flex gap-3 text-gray-700">
                <span className="shrink-0 font-semibold text-gray-900">{t('text-answer-short')}</span>
                <span className="whitespace-pre-line">{question.answer}</span>
              </p>
              <div className="flex flex-wrap items-center justify-between gap-2 ps-7">
                <WrittenOn value={question.created_at} className="text-xs text-gray-600" />
                <FeedbackButtons item={question} modelType="Question" />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <Button variant="outline" onClick={() => loadMore()} loading={isLoadingMore} className="mt-4">
          {t('text-more-questions')}
        </Button>
      ) : null}
    </section>
  );
}
