import { type CommandParser, createClient, defineScript } from 'redis';
import type { RateLimitCount, RateLimitStore } from './rate-limit-store';

/**
 * One hit, atomically (Redis runs a script alone): a missing or ended window restarts at `now` with one hit and
 * expires with the window; otherwise the count goes up. The app's clock decides windows, as in the other stores.
 */
const HIT = defineScript({
  NUMBER_OF_KEYS: 1,
  SCRIPT: `
    local now = tonumber(ARGV[1])
    local window = tonumber(ARGV[2])
    local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
    if not start or now - start >= window then
      redis.call('HSET', KEYS[1], 'start', ARGV[1], 'count', 1)
      redis.call('PEXPIRE', KEYS[1], window)
      return {1, now}
    end
    return {redis.call('HINCRBY', KEYS[1], 'count', 1), start}`,
  parseCommand(parser: CommandParser, key: string, now: number, windowMs: number) {
    parser.pushKey(key);
    parser.push(String(now), String(windowMs));
  },
  transformReply: (reply: unknown) => reply as [number, number],
});

export const DEFAULT_REDIS_PREFIX = 'pickbazar:rate-limit:';

export interface RedisStoreOptions {
  url: string;
  /** Put before every key, so several shops (or test runs) can share one Redis. */
  prefix?: string;
}

function connectError(url: string, cause: unknown): Error {
  const safe = url.replace(/\/\/[^@/]*@/, '//***@');
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new Error(
    `Redis at ${safe} (REDIS_URL) is unreachable: ${reason}. The rate limits are kept there; start Redis or unset REDIS_URL.`,
  );
}

/** Counters in Redis, shared by every app instance that uses the same Redis and prefix. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly prefix: string;
  private readonly client;
  private connected = false;
  /** Settles when the first connection is up; rejects (readably) if it cannot be made. */
  readonly ready: Promise<void>;

  constructor(options: RedisStoreOptions) {
    this.prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
    this.client = createClient({
      url: options.url,
      scripts: { hitWindow: HIT },
      socket: {
        connectTimeout: 5_000,
        // The first connection must work (a shop must not start without its limits); later drops are retried.
        reconnectStrategy: (retries: number) => (this.connected ? Math.min(100 * 2 ** retries, 3_000) : false),
      },
    });
    this.client.on('error', (err: Error) => {
      if (this.connected) console.error('[rate-limit] Redis connection error:', err.message);
    });
    this.ready = this.client.connect().then(
      () => {
        this.connected = true;
      },
      (err: unknown) => {
        throw connectError(options.url, err);
      },
    );
    // Callers that only use hit() see the error there; this keeps an unawaited failure from crashing the process.
    this.ready.catch(() => {});
  }

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitCount> {
    await this.ready;
    const [count, windowStart] = await this.client.hitWindow(this.prefix + key, now, windowMs);
    return { count: Number(count), windowStart: Number(windowStart) };
  }

  /** Deletes every key under this store's prefix (tests). */
  async clear(): Promise<void> {
    await this.ready;
    for await (const keys of this.client.scanIterator({ MATCH: `${this.prefix}*`, COUNT: 100 })) {
      if (keys.length > 0) await this.client.del(keys);
    }
  }

  async close(): Promise<void> {
    const wasConnected = await this.ready.then(
      () => true,
      () => false,
    );
    if (wasConnected && this.client.isOpen) await this.client.close();
  }
}
