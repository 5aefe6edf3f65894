import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnv, serverEnv } from '@/config/env';
import { AppError } from '@/server/errors';
import { type Database, openDatabase } from '@/server/db/client';
import { openRateLimitStore, rateLimitStoreFor } from '@/server/http/open-rate-limit-store';
import { PostgresRateLimitStore } from '@/server/http/postgres-rate-limit-store';
import { RateLimiter } from '@/server/http/rate-limit';
import { MemoryRateLimitStore, type RateLimitStore } from '@/server/http/rate-limit-store';
import { RedisRateLimitStore } from '@/server/http/redis-rate-limit-store';
import { startDatabase } from '@/server/runtime';
import { createThrowawayDatabase } from './helpers/test-app';

/**
 * One suite, every store: memory, the PostgreSQL table (on PGlite, and on a throwaway database of
 * TEST_DATABASE_URL when set) and Redis at 127.0.0.1:6379 under a prefix of its own. `another()` opens a second
 * store over the same counters, as a second app instance would (a second pool, a second Redis connection).
 */
const REDIS_URL = 'redis://127.0.0.1:6379';

interface Backend {
  name: string;
  store: RateLimitStore;
  another(): Promise<RateLimitStore>;
  close(): Promise<void>;
}

const opened: RateLimitStore[] = [];
const track = <T extends RateLimitStore>(store: T): T => {
  opened.push(store);
  return store;
};

async function tableBackend(): Promise<Backend> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
  const database = await startDatabase({
    databaseUrl: throwaway?.url ?? null,
    pgliteDataDir: 'memory://',
    seed: false,
    log: () => {},
  });
  const others: Database[] = [];
  return {
    name: `table (${database.kind})`,
    store: new PostgresRateLimitStore(database),
    another: async () => {
      if (!throwaway) return new PostgresRateLimitStore(database); // PGlite: one process per database
      const other = await openDatabase({ url: throwaway.url, poolSize: 10 });
      others.push(other);
      return new PostgresRateLimitStore(other);
    },
    close: async () => {
      for (const other of others) await other.close();
      await database.close();
      await throwaway?.drop();
    },
  };
}

function redisBackend(): Backend {
  const prefix = `test:rate-limit:${Date.now().toString(36)}-${randomBytes(4).toString('hex')}:`;
  const store = track(new RedisRateLimitStore({ url: REDIS_URL, prefix }));
  return {
    name: 'redis',
    store,
    another: async () => track(new RedisRateLimitStore({ url: REDIS_URL, prefix })),
    close: async () => {
      await store.clear();
      for (const s of opened) await s.close();
    },
  };
}

function memoryBackend(): Backend {
  const store = new MemoryRateLimitStore();
  // Memory is never shared between processes; a second limiter in this process uses the same map.
  return { name: 'memory', store, another: async () => store, close: () => store.close() };
}

const backends: Array<[string, () => Promise<Backend> | Backend]> = [
  ['memory', memoryBackend],
  ['table', tableBackend],
  ['redis', redisBackend],
];

const T0 = 1_800_000_000_000;
let sequence = 0;
/** A key no other test uses: the backends live for the whole file. */
const fresh = (label: string) => `${label}-${++sequence}`;

describe.each(backends)('rate-limit store: %s', (_label, make) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await make();
  });
  afterAll(() => backend?.close());

  it('counts hits of one key within a window from the first hit', async () => {
    const key = fresh('count');
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await backend.store.hit(key, 60_000, T0 + i * 1000));
    expect(counts).toEqual([
      { count: 1, windowStart: T0 },
      { count: 2, windowStart: T0 },
      { count: 3, windowStart: T0 },
    ]);
  });

  it('starts a new window once the old one has ended', async () => {
    const key = fresh('expiry');
    await backend.store.hit(key, 10_000, T0);
    expect(await backend.store.hit(key, 10_000, T0 + 9_999)).toEqual({ count: 2, windowStart: T0 });
    expect(await backend.store.hit(key, 10_000, T0 + 10_000)).toEqual({ count: 1, windowStart: T0 + 10_000 });
    expect(await backend.store.hit(key, 10_000, T0 + 10_001)).toEqual({ count: 2, windowStart: T0 + 10_000 });
  });

  it('keeps buckets and clients apart', async () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 }, undefined, backend.store);
    const bucket = fresh('bucket');
    await limiter.hit(bucket, '203.0.113.1', {}, T0);
    await limiter.hit(bucket, '203.0.113.1', {}, T0);
    await expect(limiter.hit(bucket, '203.0.113.1', {}, T0)).rejects.toThrow(AppError);
    // Another client in the bucket, and the same client in another bucket, start from zero.
    await expect(limiter.hit(bucket, '203.0.113.2', {}, T0)).resolves.toBeUndefined();
    await expect(limiter.hit(`${bucket}-other`, '203.0.113.1', {}, T0)).resolves.toBeUndefined();
    // An IPv6 client (colons) does not run into another bucket's keys.
    await expect(limiter.hit(bucket, '2001:db8::1', {}, T0)).resolves.toBeUndefined();
  });

  it('refuses with 429, Retry-After and the usual message when the window is full', async () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000 }, undefined, backend.store);
    const bucket = fresh('refuse');
    await limiter.hit(bucket, 'a', {}, T0);
    const refused = await limiter.hit(bucket, 'a', {}, T0 + 15_500).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).headers).toEqual({ 'Retry-After': '45' });
    expect((refused as AppError).message).toBe('Too many requests. Please wait 45 seconds and try again.');
    // The window ends 60 s after its first hit, not after the refused one.
    await expect(limiter.hit(bucket, 'a', {}, T0 + 60_000)).resolves.toBeUndefined();
  });

  it('lets exactly 10 of 50 simultaneous hits through with max 10', async () => {
    const limiter = new RateLimiter({ max: 10, windowMs: 60_000 }, undefined, backend.store);
    const bucket = fresh('race');
    const now = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.hit(bucket, 'racer', {}, now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(40);
    for (const r of refused) expect((r.reason as AppError).status).toBe(429);
  });

  it('shares the count between two limiters (two app instances) over one store', async () => {
    const first = new RateLimiter({ max: 5, windowMs: 60_000 }, undefined, backend.store);
    const second = new RateLimiter({ max: 5, windowMs: 60_000 }, undefined, await backend.another());
    const bucket = fresh('shared');
    for (let i = 0; i < 3; i++) await first.hit(bucket, 'c', {}, T0);
    await second.hit(bucket, 'c', {}, T0);
    await second.hit(bucket, 'c', {}, T0);
    await expect(second.hit(bucket, 'c', {}, T0)).rejects.toThrow(/Too many requests/);
    await expect(first.hit(bucket, 'c', {}, T0)).rejects.toThrow(/Too many requests/);
  });

  it('shares the count under simultaneous hits from two instances', async () => {
    const limiters = [backend.store, await backend.another()].map(
      (store) => new RateLimiter({ max: 10, windowMs: 60_000 }, undefined, store),
    );
    const bucket = fresh('race-two');
    const now = Date.now();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => limiters[i % 2]!.hit(bucket, 'racer', {}, now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });
});

describe('the table store', () => {
  let backend: Backend;
  let database: Database;
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
    database = await startDatabase({
      databaseUrl: throwaway?.url ?? null,
      pgliteDataDir: 'memory://',
      seed: false,
      log: () => {},
    });
    backend = {
      name: 'table',
      store: new PostgresRateLimitStore(database),
      another: async () => backend.store,
      close: async () => {
        await database.close();
        await throwaway?.drop();
      },
    };
  });
  afterAll(() => backend?.close());

  it('deletes ended windows now and then', async () => {
    const keys = async () =>
      (await database.rows<{ key: string }>(sql`select key from rate_limit_windows order by key`)).map((r) => r.key);
    await backend.store.hit('short:a', 1_000, T0);
    await backend.store.hit('long:a', 600_000, T0);
    expect(await keys()).toEqual(['long:a', 'short:a']);
    // Within the minute nothing is swept; after it, the ended window goes and the running one stays.
    await backend.store.hit('long:a', 600_000, T0 + 30_000);
    expect(await keys()).toEqual(['long:a', 'short:a']);
    await backend.store.hit('long:a', 600_000, T0 + 61_000);
    expect(await keys()).toEqual(['long:a']);
  });
});

describe('choosing the store', () => {
  it('uses Redis when REDIS_URL is set, the table on PostgreSQL, memory on the embedded database', async () => {
    const pglite = { kind: 'pglite' } as Database;
    const postgres = { kind: 'postgres' } as Database;
    expect(rateLimitStoreFor({ database: pglite, redisUrl: null })).toBeInstanceOf(MemoryRateLimitStore);
    expect(rateLimitStoreFor({ database: postgres, redisUrl: null })).toBeInstanceOf(PostgresRateLimitStore);
    const redis = track(await openRateLimitStore({ database: postgres, redisUrl: REDIS_URL }));
    expect(redis).toBeInstanceOf(RedisRateLimitStore);
    await redis.close();
  });

  it('reads REDIS_URL, refusing anything but a redis:// or rediss:// URL', () => {
    const saved = process.env.REDIS_URL;
    try {
      process.env.REDIS_URL = 'rediss://:secret@cache.internal:6380/2';
      resetServerEnv();
      expect(serverEnv().redisUrl).toBe('rediss://:secret@cache.internal:6380/2');
      process.env.REDIS_URL = 'http://127.0.0.1:6379';
      resetServerEnv();
      expect(() => serverEnv()).toThrow(/^REDIS_URL must look like redis:\/\//);
    } finally {
      if (saved === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved;
      resetServerEnv();
    }
  });

  it('fails loudly when Redis cannot be reached', async () => {
    // Port 1 on this machine: nothing listens there, the connection is refused at once.
    const start = openRateLimitStore({ database: { kind: 'postgres' } as Database, redisUrl: 'redis://127.0.0.1:1' });
    await expect(start).rejects.toThrow(
      /^Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\) is unreachable: .*ECONNREFUSED.*start Redis or unset REDIS_URL\.$/,
    );
  });
});
