import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

/** settings.isProductReview of the English settings row: off, nobody may write or change reviews. */
export async function assertReviewsOpen(db: Db): Promise<void> {
  const result = await db.execute(
    sql`select coalesce((options ->> 'isProductReview')::boolean, true) as open from settings where language = 'en'`,
  );
  const [row] = (result as unknown as { rows: { open: boolean }[] }).rows;
  if (row && !row.open) throw new AppError('FORBIDDEN', 'This shop does not take product reviews at the moment.');
}
