import { useId } from 'react';
import { StarIcon } from '@/components/icons/star-icon';
import { useTranslation } from '@/lib/i18n/provider';
import { REVIEW_LIMITS } from '@/shared/validation/review';

const STARS = Array.from(
  { length: REVIEW_LIMITS.maxRating - REVIEW_LIMITS.minRating + 1 },
  (_, i) => REVIEW_LIMITS.minRating + i,
);

interface StarRatingInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Already translated message shown under the stars. */
  error?: string;
}

/**
 * Stars as a radio group: native radio buttons (visually hidden) under star labels, so arrow keys move between
 * them, Tab reaches the group once and screen readers announce "4 stars, 4 of 5". Stars up to the choice fill.
 */
export function StarRatingInput({ label, value, onChange, error }: StarRatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-gray-900">{label}</legend>
      <div className="flex items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded p-0.5 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{t('text-star-choice', { value: star })}</span>
            <StarIcon
              aria-hidden="true"
              width={28}
              height={28}
              filled={star <= value}
              className={star <= value ? 'text-amber-500' : 'text-gray-400'}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
