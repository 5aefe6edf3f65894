import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '@/server/http/response-cache';

const answer = (text: string, status = 200) => ({ status, text });

describe('ResponseCache', () => {
  it('computes once and serves the stored answer until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const cache = new ResponseCache({ ttlMs: 50 });
      let calls = 0;
      const compute = async () => answer(`v${++calls}`);
      expect((await cache.remember('k', compute)).text).toBe('v1');
      vi.setSystemTime(Date.now() + 49);
      expect((await cache.remember('k', compute)).text).toBe('v1');
      vi.setSystemTime(Date.now() + 11);
      expect((await cache.remember('k', compute)).text).toBe('v2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new ResponseCache({ ttlMs: 1000 });
    let calls = 0;
    const slow = () =>
      new Promise<{ status: number; text: string }>((r) => setTimeout(() => r(answer(`v${++calls}`)), 20));
    const results = await Promise.all([
      cache.remember('k', slow),
      cache.remember('k', slow),
      cache.remember('k', slow),
    ]);
    expect(results.map((r) => r.text)).toEqual(['v1', 'v1', 'v1']);
    expect(calls).toBe(1);
  });

  it('never stores failures or non-200 answers', async () => {
    const cache = new ResponseCache({ ttlMs: 1000 });
    await expect(cache.remember('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await cache.remember('k', async () => answer('missing', 404));
    expect(cache.size).toBe(0);
    expect((await cache.remember('k', async () => answer('ok'))).text).toBe('ok');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxEntries: 2 });
    await cache.remember('a', async () => answer('a'));
    await cache.remember('b', async () => answer('b'));
    cache.get('a');
    await cache.remember('c', async () => answer('c'));
    expect(cache.get('a')?.text).toBe('a');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.text).toBe('c');
  });

  it('drops everything on clear, including answers being computed during the clear', async () => {
    const cache = new ResponseCache({ ttlMs: 1000 });
    await cache.remember('a', async () => answer('a'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const running = cache.remember('b', async () => {
      await gate;
      return answer('stale b');
    });
    cache.clear();
    release();
    await running;
    expect(cache.size).toBe(0);
  });

  it('is off with a zero lifetime', () => {
    expect(new ResponseCache({ ttlMs: 0 }).enabled).toBe(false);
  });
});
