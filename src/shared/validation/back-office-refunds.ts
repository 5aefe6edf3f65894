import { number, object, string } from 'yup';

/** The refund statuses (CONTRACT §4 Refund), as the back office filters them. */
export const REFUND_QUEUE_STATUSES = ['pending', 'processing', 'approved', 'rejected'] as const;
export type RefundQueueStatus = (typeof REFUND_QUEUE_STATUSES)[number];

/** GET /admin/refunds */
export const backOfficeRefundQuerySchema = object({
  status: string<RefundQueueStatus>().oneOf(
    [...REFUND_QUEUE_STATUSES],
    'status must be pending, processing, approved or rejected',
  ),
  page: number()
    .typeError('page must be a number')
    .integer('page must be a whole number')
    .min(1)
    .max(10_000)
    .default(1),
  limit: number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .default(20),
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
