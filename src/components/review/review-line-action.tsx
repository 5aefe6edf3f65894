import { Button } from '@/components/ui/button';
import { useMyProductReviews } from '@/framework/rest/review';
import type { Order } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import type { ReviewRatingPayload } from './review-payload';

type OrderProduct = NonNullable<Order['products']>[number];

/**
 * "Write a review" on a line of the shopper's completed (or refunded) order, or "Update review" once the shopper
 * has reviewed that line (their own reviews come from the product's private `my_review`). Opens REVIEW_RATING.
 */
export function ReviewLineAction({
  product,
  orderIds,
  label,
}: {
  product: OrderProduct;
  /** The order and its shop orders: a review written through any of them belongs to this line. */
  orderIds: number[];
  /** The line's name, for the button's accessible name. */
  label: string;
}) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const slug = product.slug ?? String(product.id);
  const { reviews, isLoading } = useMyProductReviews(slug);
  const variation = product.pivot?.variation_option_id ?? null;
  const review = reviews.find(
    (candidate) =>
      candidate.order_id != null &&
      orderIds.includes(candidate.order_id) &&
      (candidate.variation_option_id ?? null) === variation,
  );
  const text = t(review ? 'text-update-review' : 'text-write-review');
  const payload: ReviewRatingPayload = {
    product: {
      id: product.id,
      name: label,
      slug,
      shop_id: product.shop_id ?? 0,
      image: product.image ?? null,
    },
    order_id: review?.order_id ?? orderIds[0]!,
    variation_option_id: variation,
    review: review ?? null,
  };
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={isLoading}
      onClick={() => openModal('REVIEW_RATING', payload)}
      aria-label={`${text}: ${label}`}
    >
      {text}
    </Button>
  );
}
