import type { Database } from '../db/client';
import { PostgresRateLimitStore } from './postgres-rate-limit-store';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

export interface RateLimitStoreChoice {
  database: Database;
  /** REDIS_URL, or null. */
  redisUrl: string | null;
}

/**
 * The store the environment calls for. Redis when REDIS_URL is set, even on PostgreSQL: an operator who runs
 * Redis beside the database sets it to keep the per-request counting off the database. Otherwise a table of
 * the PostgreSQL database every instance shares, and memory only for the embedded database, which one process
 * owns anyway. A Redis store starts connecting at once; `openRateLimitStore` waits for it.
 */
export function rateLimitStoreFor(choice: RateLimitStoreChoice): RateLimitStore {
  if (choice.redisUrl) return new RedisRateLimitStore({ url: choice.redisUrl });
  if (choice.database.kind === 'postgres') return new PostgresRateLimitStore(choice.database);
  return new MemoryRateLimitStore();
}

/** As `rateLimitStoreFor`, once connected: start-up fails with a readable message when Redis is unreachable. */
export async function openRateLimitStore(choice: RateLimitStoreChoice): Promise<RateLimitStore> {
  const store = rateLimitStoreFor(choice);
  if (store instanceof RedisRateLimitStore) await store.ready;
  return store;
}
