import type { Attachment, Review } from '@/framework/rest/types';

/** What REVIEW_RATING is opened with: the order line to review and, to update it, the review written before. */
export interface ReviewRatingPayload {
  product: { id: number; name: string; slug: string; shop_id: number; image?: Attachment | null };
  order_id: number;
  variation_option_id?: number | null;
  review?: Review | null;
}

/** What REVIEW_IMAGE_POPOVER is opened with: a review's photos, the one clicked, and whose review it is. */
export interface ReviewImagePayload {
  photos: Attachment[];
  index: number;
  name: string;
}
