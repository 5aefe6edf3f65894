import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Puts an order's units back in stock (variation options, simple products, and variable products' totals) and
 * answers how many. Call it inside the transaction whose guarded status update made the order final, so it runs
 * once per order however often the move is tried.
 */
export async function restockOrder(tx: Db, orderId: number): Promise<number> {
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
 * Gives back the wallet points spent on a parent order; answers how many. Same rule as restockOrder: only inside
 * the transaction that made the order final.
 */
export async function returnWalletPoints(tx: Db, parentOrderId: number): Promise<number> {
  const [wallet] = rowsOf<{ points: number; customer_id: number | null }>(
    await tx.execute(sql`select w.points, o.customer_id from order_wallet_points w join orders o on o.id = w.order_id
      where w.order_id = ${parentOrderId}`),
  );
  if (!wallet || wallet.points <= 0 || wallet.customer_id === null) return 0;
  await tx.execute(sql`update users set wallet_points_used = greatest(wallet_points_used - ${wallet.points}, 0)
    where id = ${wallet.customer_id}`);
  return wallet.points;
}
