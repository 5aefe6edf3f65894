import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restockOrder, returnWalletPoints } from '../order/restock-order';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * An approved refund's order: it and its shops' orders become order-refunded + payment-refunded (a shop's order
 * cancelled before stays cancelled: its units went back then), the units go back in stock and the wallet points
 * spent come back. Call it inside the transaction whose guarded refund update approved it, so it runs once.
 */
export async function refundOrder(tx: Db, orderId: number): Promise<{ walletPoints: number; units: number }> {
  const refunded = rowsOf<{ id: number; parent_id: number | null }>(
    await tx.execute(sql`
      update orders set order_status = 'order-refunded', payment_status = 'payment-refunded', updated_at = now()
      where (id = ${orderId} or parent_id = ${orderId}) and order_status <> 'order-cancelled'
      returning id, parent_id`),
  );
  const walletPoints = await returnWalletPoints(tx, orderId);
  const children = refunded.filter((o) => o.parent_id !== null);
  let units = 0;
  for (const order of children.length > 0 ? children : refunded) units += await restockOrder(tx, order.id);
  return { walletPoints, units };
}
