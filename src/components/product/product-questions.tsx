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
      <h2 id="questions-title" className="mb-4 text-xl font-bold text-gray-900">
        {t('text-questions-answers')}
      </h2>
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
              <WrittenOn value={question.created_at} className="ps-7 text-xs text-gray-600" />
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
