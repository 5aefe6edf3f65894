import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';

/** Throws 404 unless the product exists and shoppers can see it (published, active shop). */
export async function assertVisibleProduct(db: Db, productId: number): Promise<void> {
  const result = (await db.execute(sql`
    select 1 as ok from products p join shops s on s.id = p.shop_id and s.is_active
    where p.id = ${productId} and p.status = 'publish'`)) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) throw notFound('Product', productId);
}
