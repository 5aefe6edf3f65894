import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Makes transactions about the same thing (`name`, e.g. one user's reset tokens or one number's codes) run one
 * after another: a PostgreSQL advisory lock held until the transaction ends. For things without a row to lock
 * (a phone number with no account yet) or where locking the row would block unrelated writes. Call it inside
 * `db.transaction()`; PGlite, a single session, runs transactions one at a time anyway.
 */
export async function lockForTransaction(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
