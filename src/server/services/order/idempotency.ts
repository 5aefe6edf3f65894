import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

/** How long a key is remembered: a client retries within minutes, not days. */
const KEY_TTL = sql`interval '1 day'`;

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/**
 * Claims an Idempotency-Key inside the order's transaction. Null: this request owns the key and makes the order.
 * A number: an earlier request with the key and the same body made that order, answer it again. The key's
 * primary key makes a concurrent request with the same key wait until the first one commits or rolls back; a
 * rolled-back attempt leaves no key behind, so its retry makes the order.
 */
export async function claimIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<number | null> {
  await db.execute(sql`delete from idempotency_keys where scope = ${claim.scope} and created_at < now() - ${KEY_TTL}`);
  const inserted = (await db.execute(sql`
    insert into idempotency_keys (scope, key, request_hash) values (${claim.scope}, ${claim.key}, ${claim.requestHash})
    on conflict do nothing returning key`)) as unknown as { rows: unknown[] };
  if (inserted.rows.length > 0) return null;
  const found = (await db.execute(sql`
    select request_hash, order_id from idempotency_keys where scope = ${claim.scope} and key = ${claim.key}`)) as unknown as {
    rows: { request_hash: string; order_id: number | null }[];
  };
  const row = found.rows[0];
  if (!row || row.request_hash !== claim.requestHash || row.order_id === null) {
    throw new AppError(
      'CONFLICT',
      'This Idempotency-Key was already used for a different order. Send a new key with a new order.',
    );
  }
  return row.order_id;
}

/** Ties the claimed key to the order it made. */
export async function settleIdempotencyKey(db: Db, claim: IdempotencyClaim, orderId: number): Promise<void> {
  await db.execute(
    sql`update idempotency_keys set order_id = ${orderId} where scope = ${claim.scope} and key = ${claim.key}`,
  );
}
