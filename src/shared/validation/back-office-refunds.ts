import { object, string } from 'yup';
import { backOfficePaging } from './back-office';

/** The refund statuses (CONTRACT §4 Refund), as the back office filters them. */
export const REFUND_QUEUE_STATUSES = ['pending', 'processing', 'approved', 'rejected'] as const;
export type RefundQueueStatus = (typeof REFUND_QUEUE_STATUSES)[number];

/** GET /admin/refunds */
export const backOfficeRefundQuerySchema = object({
  status: string<RefundQueueStatus>().oneOf(
    [...REFUND_QUEUE_STATUSES],
    'status must be pending, processing, approved or rejected',
  ),
  ...backOfficePaging,
});

/** POST /admin/refunds/{id}/approve: the note is optional (the shopper reads it). */
export const approveRefundSchema = object({
  note: string().trim().max(1000, 'note must be at most 1000 characters'),
});

/** POST /admin/refunds/{id}/reject: the shopper is told why. */
export const rejectRefundSchema = object({
  note: string()
    .trim()
    .max(1000, 'note must be at most 1000 characters')
    .required('Tell the shopper why the refund is rejected'),
});
