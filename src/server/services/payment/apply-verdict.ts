import { sql } from 'drizzle-orm';
import { FINAL_ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '@/shared/order-status';
import type { Db } from '../../db/client';
import type { PaymentVerdict } from './gateway';
import { statusSource } from '../order/status-source';

interface Change {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The payment statuses this change may follow. */
  from: PaymentStatus[];
}

/** CONTRACT §6 step 5: what a gateway's verdict does to an order and its children. `pending` changes nothing. */
const CHANGES: Record<Exclude<PaymentVerdict, 'pending'>, Change> = {
  success: {
    orderStatus: 'order-processing',
    paymentStatus: 'payment-success',
    from: ['payment-pending', 'payment-processing', 'payment-awaiting-for-approval', 'payment-failed'],
  },
  processing: {
    orderStatus: 'order-processing',
    paymentStatus: 'payment-processing',
    from: ['payment-pending', 'payment-awaiting-for-approval', 'payment-failed'],
  },
  'awaiting-approval': {
    orderStatus: 'order-pending',
    paymentStatus: 'payment-awaiting-for-approval',
    from: ['payment-pending', 'payment-processing', 'payment-failed'],
  },
  failed: {
    orderStatus: 'order-failed',
    paymentStatus: 'payment-failed',
    from: ['payment-pending', 'payment-processing', 'payment-awaiting-for-approval'],
  },
};

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * THE one state change of a payment, used by the confirm call (POST /orders/payment) and by webhooks alike: one
 * guarded UPDATE of the parent order and its children, allowed only from the payment statuses the change may
 * follow and never on a final order. Two callers racing with the same verdict apply it exactly once (the second
 * UPDATE re-reads the locked rows and no longer matches); a paid order is never paid again. Answers how many
 * orders changed (0: nothing to do).
 */
export async function applyVerdict(db: Db, parentOrderId: number, verdict: PaymentVerdict): Promise<number> {
  if (verdict === 'pending') return 0;
  const change = CHANGES[verdict];
  // In a transaction (a savepoint when the caller has one) so the history names the payment as the writer.
  return db.transaction(async (tx) => {
    await tx.execute(statusSource('payment'));
    const result = (await tx.execute(sql`
      update orders set order_status = ${change.orderStatus}, payment_status = ${change.paymentStatus},
        updated_at = now()
      where (id = ${parentOrderId} or parent_id = ${parentOrderId})
        and payment_status in (${list(change.from)})
        and order_status not in (${list(FINAL_ORDER_STATUSES)})
      returning id`)) as unknown as { rows: { id: number }[] };
    return result.rows.length;
  });
}
