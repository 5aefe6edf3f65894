import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { RefundStatus } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { refundOrder } from './refund-order';
import { statusSource } from '../order/status-source';

/** Which statuses a refund may move to from each one: approved and rejected are final. */
const NEXT: Record<RefundStatus, readonly RefundStatus[]> = {
  pending: ['processing', 'approved', 'rejected'],
  processing: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export interface RefundStatusChange {
  refundId: number;
  orderId: number;
  from: RefundStatus;
  to: RefundStatus;
  /** Wallet points given back (approval only). */
  walletPointsReturned: number;
  /** Units put back in stock (approval only). */
  unitsRestocked: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Moves a parent refund (and its children) to another status; the operator command's service. The move is one
 * guarded update (`… where status in (allowed sources)`), so of two concurrent or repeated approvals only one
 * changes anything. Approving marks the order and its children order-refunded + payment-refunded, gives back the
 * wallet points spent on the order and puts its units back in stock, all in the same transaction.
 */
export async function setRefundStatus(options: {
  database: Database;
  refundId: number;
  status: RefundStatus;
}): Promise<RefundStatusChange> {
  const { database, refundId, status } = options;
  return database.db.transaction(async (tx) => {
    await tx.execute(statusSource('refund'));
    const [current] = rowsOf<{ status: RefundStatus; order_id: number; parent_id: number | null }>(
      await tx.execute(sql`select status, order_id, parent_id from refunds where id = ${refundId}`),
    );
    if (!current || current.parent_id !== null) throw notFound('Refund', refundId);
    const sources = (Object.keys(NEXT) as RefundStatus[]).filter((s) => NEXT[s].includes(status));
    const [moved] = rowsOf<{ order_id: number; customer_id: number | null }>(
      await tx.execute(sql`
        update refunds set status = ${status}, updated_at = now()
        where id = ${refundId} and status in (${sql.join(
          sources.map((s) => sql`${s}`),
          sql`, `,
        )}) returning order_id, customer_id`),
    );
    if (!moved) {
      const [now] = rowsOf<{ status: RefundStatus }>(
        await tx.execute(sql`select status from refunds where id = ${refundId}`),
      );
      throw new AppError(
        'CONFLICT',
        `Refund ${refundId} is ${now?.status ?? current.status} and cannot become ${status}.`,
      );
    }
    await tx.execute(sql`update refunds set status = ${status}, updated_at = now() where parent_id = ${refundId}`);

    let walletPointsReturned = 0;
    let unitsRestocked = 0;
    if (status === 'approved') {
      ({ walletPoints: walletPointsReturned, units: unitsRestocked } = await refundOrder(
        tx as unknown as Db,
        moved.order_id,
      ));
    }
    return {
      refundId,
      orderId: moved.order_id,
      from: current.status,
      to: status,
      walletPointsReturned,
      unitsRestocked,
    };
  });
}
