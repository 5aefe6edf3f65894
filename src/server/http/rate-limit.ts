import { RATE_LIMIT_DEFAULTS, type RateLimit, type RateLimitName, type RateLimits } from '@/config/rate-limits';
import { AppError } from '../errors';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

export type RateLimiterOptions = RateLimit;

/**
 * Fixed-window counters per (bucket, client address), kept in a store: memory for the embedded database (one
 * process), a PostgreSQL table or Redis when several app instances serve one shop (src/server/http/*-store.ts).
 */
export class RateLimiter {
  /**
   * `defaults`: the general write limit; `limits`: the named limits (src/config/rate-limits.ts), as configured;
   * `store`: where the counts live (instances over one shared store share them).
   */
  constructor(
    private readonly defaults: RateLimiterOptions,
    private readonly limits: RateLimits = RATE_LIMIT_DEFAULTS,
    readonly store: RateLimitStore = new MemoryRateLimitStore(),
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
    // Bucket names have no colon, so the first one ends the bucket whatever the client (an IPv6 address) holds.
    const { count, windowStart } = await this.store.hit(`${bucket}:${client}`, windowMs, now);
    if (count > max) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      throw new AppError('RATE_LIMITED', `Too many requests. Please wait ${retryAfter} seconds and try again.`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }
}
