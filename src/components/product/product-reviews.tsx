import { useRouter } from 'next/router';
import { useState } from 'react';
import { FeedbackButtons } from '@/components/community/feedback-buttons';
import { ReportButton } from '@/components/community/report-button';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useReviews } from '@/framework/rest/review';
import type { Attachment, Product, Review } from '@/framework/rest/types';
import { formatDate, machineDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';
import { ReviewPhotoList } from '@/components/review/review-photo-list';
import { RatingBreakdown } from './rating-breakdown';
import { RatingStars } from './rating-stars';

/**
 * When a review or an answer was written: the day in the page's language, in UTC so the server and the browser
 * print the same day; nothing when the API gave no date or one that cannot be read.
 */
export function WrittenOn({ value, className }: { value?: string | null; className: string }) {
  const { locale = 'en' } = useRouter();
  const instant = value ? machineDate(value) : null;
  return instant ? (
    <time dateTime={instant} className={className}>
      {formatDate(instant, locale, 'medium')}
    </time>
  ) : null;
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const name = review.user?.name ?? t('text-anonymous');
  return (
    <article className="flex flex-col gap-2 border-b border-gray-100 py-5 last:border-b-0">
      <div className="flex items-center gap-3">
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent/10 font-semibold text-accent"
          aria-hidden="true"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="flex flex-col">
          <p className="font-semibold text-gray-900">{name}</p>
          <WrittenOn value={review.created_at} className="text-xs text-gray-600" />
        </div>
        <RatingStars value={review.rating} className="ms-auto" />
      </div>
      <p className="whitespace-pre-line text-gray-800">{review.comment}</p>
      <ReviewPhotoList photos={(review.photos ?? []) as Attachment[]} name={name} />
      <div className="flex flex-wrap items-center gap-2">
        <FeedbackButtons item={review} modelType="Review" />
        <ReportButton modelId={review.id} modelType="Review" authorName={name} />
      </div>
    </article>
  );
}

/**
 * Ratings and reviews of a product: the average, a bar per star count that filters the list (`search=rating:N`),
 * and the reviews with their authors, paging forward on demand.
 */
export function ProductReviews({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number | undefined>();
  const rated = (product.total_reviews ?? 0) > 0 || (product.rating_count?.length ?? 0) > 0;
  const { reviews, isLoading, error, hasMore, loadMore, isLoadingMore } = useReviews({ productId: product.id, rating });
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24">
      <h2 id="reviews-title" className="mb-6 text-xl font-bold text-gray-900">
        {t('text-ratings-reviews')}
      </h2>
      <div className={`grid gap-8 ${rated ? 'lg:grid-cols-[320px_1fr]' : ''}`}>
        {rated ? <RatingBreakdown product={product} active={rating} onSelect={setRating} /> : null}
        <div className="min-w-0">
          {rating ? (
            <p className="mb-2 flex flex-wrap items-center gap-3 text-sm text-gray-700" role="status">
              {t('text-showing-rating', { count: rating })}
              <button
                type="button"
                onClick={() => setRating(undefined)}
                className="font-semibold text-accent underline underline-offset-2"
              >
                {t('text-show-all-reviews')}
              </button>
            </p>
          ) : null}
          {isLoading ? <LoadingState label={t('text-loading-reviews')} /> : null}
          {error ? <ErrorState message={error.message} /> : null}
          {!isLoading && !error && reviews.length === 0 ? (
            <div className="rounded-xl border border-dashed border-gray-300">
              <EmptyState title={t('text-no-reviews')}>
                <p className="text-sm">{t('text-no-reviews-hint')}</p>
              </EmptyState>
            </div>
          ) : null}
          {reviews.length > 0 ? (
            <ul>
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
          ) : null}
          {hasMore ? (
            <Button variant="outline" onClick={() => loadMore()} loading={isLoadingMore} className="mt-4">
              {t('text-more-reviews')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
