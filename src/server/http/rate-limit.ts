import { RATE_LIMIT_DEFAULTS, type RateLimit, type RateLimitName, type RateLimits } from '@/config/rate-limits';
import { AppError } from '../errors';

export type RateLimiterOptions = RateLimit;

/**
 * Fixed-window counters per (bucket, client address), in memory. Enough for one process; a shop running
 * several API processes should put a shared limiter (Redis) behind the same interface.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  /**
   * `defaults`: the general write limit; `limits`: the named limits (src/config/rate-limits.ts), as configured.
   */
  constructor(
    private readonly defaults: RateLimiterOptions,
    private readonly limits: RateLimits = RATE_LIMIT_DEFAULTS,
  ) {}

  /**
   * Counts one request of `client` in `bucket` against a named limit, an explicit one, or the write limit;
   * throws a 429 AppError with Retry-After when the window is full.
   */
  async hit(
    bucket: string,
    client: string,
    rule: RateLimitName | Partial<RateLimiterOptions> = {},
    now = Date.now(),
  ): Promise<void> {
    const limit = typeof rule === 'string' ? this.limits[rule] : rule;
    const max = limit.max ?? this.defaults.max;
    const windowMs = limit.windowMs ?? this.defaults.windowMs;
    this.sweep(now, windowMs);
    const key = `${bucket}\u0000${client}`;
    let entry = this.windows.get(key);
    if (!entry || now - entry.start >= windowMs) {
      entry = { start: now, count: 0 };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > max) {
      const retryAfter = Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000));
      throw new AppError('RATE_LIMITED', `Too many requests. Please wait ${retryAfter} seconds and try again.`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }

  private sweep(now: number, windowMs: number): void {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.windows) if (now - entry.start >= windowMs) this.windows.delete(key);
  }
}
