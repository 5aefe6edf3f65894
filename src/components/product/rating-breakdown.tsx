import type { Product } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { RatingStars } from './rating-stars';

interface RatingBreakdownProps {
  product: Pick<Product, 'ratings' | 'total_reviews' | 'rating_count'>;
  /** The star count the review list is filtered by. */
  active?: number;
  /** Picks (or, again, drops) a star count to filter the reviews by. */
  onSelect: (rating: number | undefined) => void;
}

/** Share of reviews per star count (0–100), from the product's `rating_count`. */
export function ratingShares(
  product: RatingBreakdownProps['product'],
): { rating: number; total: number; percent: number }[] {
  const counts = product.rating_count ?? [];
  const all = product.total_reviews || counts.reduce((sum, c) => sum + c.total, 0);
  return [5, 4, 3, 2, 1].map((rating) => {
    const total = counts.find((c) => Number(c.rating) === rating)?.total ?? 0;
    return { rating, total, percent: all > 0 ? Math.round((total / all) * 100) : 0 };
  });
}

/** The average rating and one bar per star count; a bar filters the review list to that count. */
export function RatingBreakdown({ product, active, onSelect }: RatingBreakdownProps) {
  const { t } = useTranslation();
  const average = product.ratings ?? 0;
  const total = product.total_reviews ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-bold text-gray-900">{average.toFixed(1)}</p>
        <div className="flex flex-col gap-1">
          <RatingStars value={average} size={20} />
          <p className="text-sm text-gray-600">{t('text-based-on-reviews', { count: total })}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-1" aria-label={t('text-rating-breakdown')}>
        {ratingShares(product).map(({ rating, total: count, percent }) => (
          <li key={rating}>
            <button
              type="button"
              onClick={() => onSelect(active === rating ? undefined : rating)}
              disabled={count === 0}
              aria-pressed={active === rating}
              className={`grid w-full grid-cols-[3.5rem_1fr_2.5rem] items-center gap-3 rounded-md px-2 py-1.5 text-sm text-gray-700 enabled:hover:bg-gray-50 disabled:cursor-default ${
                active === rating ? 'bg-accent/10 ring-1 ring-accent' : ''
              }`}
            >
              <span className="sr-only">{t('text-rating-row', { rating, count })}</span>
              <span className="text-start font-medium" aria-hidden="true">
                {rating} ★
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${percent}%` }}
                  data-testid={`rating-bar-${rating}`}
                />
              </span>
              <span className="text-end tabular-nums" aria-hidden="true">
                {count}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
