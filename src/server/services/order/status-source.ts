import { sql } from 'drizzle-orm';
import type { StatusChangeSource } from '../../db/schema';

/**
 * Names the writer of the status changes the current transaction makes, for the history the `orders` trigger
 * writes (migration `fulfilment`). Transaction-local: call it inside `db.transaction`, before the update.
 */
export function statusSource(source: StatusChangeSource, actorId: number | null = null) {
  return sql`select set_config('pickbazar.status_source', ${source}, true),
    set_config('pickbazar.actor_id', ${actorId === null ? '' : String(actorId)}, true)`;
}
