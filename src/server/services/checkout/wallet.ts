import { sql } from 'drizzle-orm';
import { walletCentsForPoints } from '@/shared/order-money';
import type { Db } from '../../db/client';

export interface Wallet {
  /** Points left to spend. */
  points: number;
  /** Their worth in cents. */
  cents: number;
}

/**
 * The user's spendable wallet. `lock` takes the user's row for the rest of the transaction, so concurrent
 * orders of one shopper spend the wallet one after the other and never more than it holds.
 */
export async function readWallet(db: Db, userId: number, ratio: number, lock = false): Promise<Wallet> {
  const result = (await db.execute(sql`
    select greatest(wallet_points - wallet_points_used, 0)::int as points from users where id = ${userId}
    ${lock ? sql`for update` : sql``}`)) as unknown as { rows: { points: number }[] };
  const points = result.rows[0]?.points ?? 0;
  return { points, cents: walletCentsForPoints(points, ratio) };
}
