import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PricedLine } from '../checkout/price-lines';

function sum(lines: readonly PricedLine[], key: (l: PricedLine) => number | null): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of lines) {
    const id = key(line);
    if (id !== null) totals.set(id, (totals.get(id) ?? 0) + line.quantity);
  }
  // Every order locks rows in the same order (ascending ids), so two orders never wait for each other in a circle.
  return new Map([...totals].sort(([a], [b]) => a - b));
}

const updated = (result: unknown) => (result as { rows: unknown[] }).rows.length > 0;

/**
 * Takes the lines' units from stock with guarded updates (`… where quantity >= n`): an update that finds too
 * little changes nothing, so of two buyers racing for the last unit only one gets it, whatever the database.
 * Units sold are counted at the same time. A variable product's own quantity is the sum of its options and
 * follows them. Answers the indexes of the lines that could not be served; the caller rolls back.
 */
export async function takeStock(db: Db, lines: readonly PricedLine[]): Promise<number[]> {
  const failedOptions = new Set<number>();
  const failedProducts = new Set<number>();
  for (const [id, n] of sum(lines, (l) => l.optionId)) {
    const result = await db.execute(sql`
      update variation_options set quantity = quantity - ${n}, sold_quantity = sold_quantity + ${n}
      where id = ${id} and quantity >= ${n} and not is_disable returning id`);
    if (!updated(result)) failedOptions.add(id);
  }
  for (const [id, n] of sum(lines, (l) => l.productId)) {
    const simple = lines.some((l) => l.productId === id && l.optionId === null);
    const result = await db.execute(
      simple
        ? sql`update products set quantity = quantity - ${n}, sold_quantity = sold_quantity + ${n}
            where id = ${id} and quantity >= ${n} returning id`
        : sql`update products set quantity = greatest(quantity - ${n}, 0), sold_quantity = sold_quantity + ${n}
            where id = ${id} returning id`,
    );
    if (!updated(result)) failedProducts.add(id);
  }
  return lines
    .filter((l) => (l.optionId !== null ? failedOptions.has(l.optionId) : failedProducts.has(l.productId)))
    .map((l) => l.index);
}

/**
 * Sales for the ranked lists and shop counters: today's roll-up per product (popular and best-selling products
 * read it over their `range` of days) and one more order for each shop of the order.
 */
export async function recordSales(db: Db, lines: readonly PricedLine[]): Promise<void> {
  for (const [id, n] of sum(lines, (l) => l.productId)) {
    await db.execute(sql`
      insert into product_daily_sales (product_id, day, orders_count, quantity) values (${id}, current_date, 1, ${n})
      on conflict (product_id, day) do update set orders_count = product_daily_sales.orders_count + 1,
        quantity = product_daily_sales.quantity + excluded.quantity`);
  }
  const shops = [...new Set(lines.map((l) => l.shopId))].sort((a, b) => a - b);
  for (const id of shops) await db.execute(sql`update shops set orders_count = orders_count + 1 where id = ${id}`);
}
