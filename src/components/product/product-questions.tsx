import { useState } from 'react';
import { AskQuestionButton } from '@/components/community/ask-question-button';
import { FeedbackButtons } from '@/components/community/feedback-buttons';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useQuestions } from '@/framework/rest/question';
import type { Product } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { WrittenOn } from './product-reviews';

/**
 * Answered questions about a product (the public list holds answered ones only), paging forward on demand, with a
 * search in their text (SPEC §7 GET /questions): the search runs when the shopper submits it.
 */
export function ProductQuestions({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const { questions, isLoading, error, hasMore, loadMore, isLoadingMore } = useQuestions({
    productId: product.id,
    text,
  });
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
      <form
        role="search"
        className="mb-4 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setText(draft.trim());
        }}
      >
        <label htmlFor="question-search" className="sr-only">
          {t('text-search-questions')}
        </label>
        <input
          id="question-search"
          type="search"
          value={draft}
          maxLength={100}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value === '') setText('');
          }}
          placeholder={t('text-search-questions')}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm"
        />
        <Button type="submit" variant="outline">
          {t('text-search')}
        </Button>
      </form>
      {isLoading ? <LoadingState label={t('text-loading-questions')} /> : null}
      {error ? <ErrorState message={error.message} /> : null}
      {!isLoading && !error && questions.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300">
          <EmptyState title={text ? t('text-no-questions-found', { text }) : t('text-no-questions')} />
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
