import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { RefundStatus } from '../../db/schema';
import { AppError, notFound } from '../../errors';

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

/** Puts an approved order's units back: variation options, simple products, and variable products' totals. */
async function restock(tx: Db, orderId: number): Promise<number> {
  const lines = rowsOf<{ product_id: number; variation_option_id: number | null; n: number }>(
    await tx.execute(sql`
      select product_id, variation_option_id, sum(order_quantity)::int as n from order_products
      where order_id = ${orderId} group by product_id, variation_option_id
      order by product_id, variation_option_id nulls first`),
  );
  let units = 0;
  for (const line of lines) {
    if (line.variation_option_id !== null) {
      await tx.execute(sql`update variation_options set quantity = quantity + ${line.n},
        sold_quantity = greatest(sold_quantity - ${line.n}, 0) where id = ${line.variation_option_id}`);
    }
    await tx.execute(sql`update products set quantity = quantity + ${line.n},
      sold_quantity = greatest(sold_quantity - ${line.n}, 0) where id = ${line.product_id}`);
    units += line.n;
  }
  return units;
}

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
      await tx.execute(sql`
        update orders set order_status = 'order-refunded', payment_status = 'payment-refunded', updated_at = now()
        where id = ${moved.order_id} or parent_id = ${moved.order_id}`);
      const [wallet] = rowsOf<{ points: number }>(
        await tx.execute(sql`select points from order_wallet_points where order_id = ${moved.order_id}`),
      );
      if (wallet && wallet.points > 0 && moved.customer_id !== null) {
        await tx.execute(sql`update users set wallet_points_used = greatest(wallet_points_used - ${wallet.points}, 0)
          where id = ${moved.customer_id}`);
        walletPointsReturned = wallet.points;
      }
      unitsRestocked = await restock(tx as unknown as Db, moved.order_id);
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
