/**
 * Where the rate limiter keeps its fixed-window counters. One interface, three stores: memory (one process,
 * the embedded database), a PostgreSQL table and Redis (shared by every app instance, so N instances do not
 * give an attacker N times the guesses). Each `hit` is atomic: concurrent hits of one key get distinct counts.
 */
export interface RateLimitStore {
  /**
   * Counts one hit of `key` at `now` (epoch ms). A window starts at the first hit and lasts `windowMs`; a hit at
   * or after its end starts a new one. Returns the hits counted in the current window, this one included, and
   * when that window started.
   */
  hit(key: string, windowMs: number, now: number): Promise<RateLimitCount>;
  close(): Promise<void>;
}

export interface RateLimitCount {
  count: number;
  windowStart: number;
}

/** Counters in this process's memory: right only when one process serves the shop (the embedded database). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { start: number; count: number; windowMs: number }>();
  private lastSweep = 0;

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitCount> {
    this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || now - entry.start >= windowMs) {
      entry = { start: now, count: 0, windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, windowStart: entry.start };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  // Forget ended windows once a minute, so one-off clients do not pile up.
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.windows) if (now - entry.start >= entry.windowMs) this.windows.delete(key);
  }
}
