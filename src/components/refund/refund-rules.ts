import type { Order, RefundStatus } from '@/framework/rest/types';

/**
 * A shopper may ask for a refund of a parent order that is paid (payment-success), has no refund yet and is
 * neither refunded nor cancelled (the API checks the same and has the last word).
 */
export function canRequestRefund(order: Order): boolean {
  if (order.parent_id) return false;
  if (order.refund) return false;
  if (order.order_status === 'order-refunded' || order.order_status === 'order-cancelled') return false;
  return order.payment_status === 'payment-success';
}

export type RefundState = 'approved' | 'pending' | 'rejected' | 'processing';

/** The state in our spelling: the provider's storefront capitalises it (Approved …). */
export function refundState(status: RefundStatus | string | undefined): RefundState {
  const lower = String(status ?? '').toLowerCase();
  return lower === 'approved' || lower === 'rejected' || lower === 'processing' ? lower : 'pending';
}
