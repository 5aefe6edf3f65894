import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { RateLimitCount, RateLimitStore } from './rate-limit-store';

const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limit_windows` table, shared by every app instance on the database. One statement per
 * hit: the upsert takes the row's lock, so simultaneous hits of one key (on any instance) queue and each gets
 * its own count; a window that has ended restarts in the same statement. Ended windows are deleted at most once
 * a minute per instance.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private lastSweep = 0;

  constructor(private readonly database: Database) {}

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitCount> {
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.database.rows(sql`delete from rate_limit_windows where expires_at <= ${now}`);
    }
    // SET expressions all read the row as it was, so `ended` means the same in each of them.
    const ended = sql`rate_limit_windows.window_start <= ${now - windowMs}`;
    const [row] = await this.database.rows<{ hits: number; window_start: string | number }>(sql`
      insert into rate_limit_windows (key, window_start, expires_at, hits)
      values (${key}, ${now}, ${now + windowMs}, 1)
      on conflict (key) do update set
        hits = case when ${ended} then 1 else rate_limit_windows.hits + 1 end,
        window_start = case when ${ended} then excluded.window_start else rate_limit_windows.window_start end,
        expires_at = case when ${ended} then excluded.expires_at else rate_limit_windows.expires_at end
      returning hits, window_start`);
    return { count: Number(row!.hits), windowStart: Number(row!.window_start) };
  }

  // The database belongs to the app; its owner closes it.
  async close(): Promise<void> {}
}
