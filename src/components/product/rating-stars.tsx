import { StarIcon } from '@/components/icons/star-icon';
import { useTranslation } from '@/lib/i18n/provider';

/** Five stars filled up to the rating (rounded to the nearest whole star), read out as "Rated 3.4 out of 5". */
export function RatingStars({
  value,
  size = 16,
  className = '',
}: {
  value: number;
  size?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const filled = Math.round(value);
  return (
    <span
      className={`inline-flex items-center gap-0.5 ${className}`}
      role="img"
      aria-label={t('text-rated-out-of', { value: Number(value.toFixed(1)) })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          width={size}
          height={size}
          filled={star <= filled}
          className={star <= filled ? 'text-amber-500' : 'text-gray-300'}
        />
      ))}
    </span>
  );
}
