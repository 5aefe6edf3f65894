import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/server/app';
import { registerAccount } from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function get(app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`/api${path}`, { headers });
  return {
    status: res.status,
    body: (await res.json()) as any,
    cacheControl: res.headers.get('cache-control'),
    vary: res.headers.get('vary') ?? '',
  };
}

describe('public GET answers through the response cache', () => {
  it('reuses an answer for the same URL (any parameter order) until it expires, for signed-in callers too', async () => {
    const app = createApp({ database: t.database, cacheTtlMs: 300 });
    const [before] = await t.database.rows<{ name: string }>(sql`select name from types where slug = 'bakery'`);
    const first = await get(app, '/types/bakery?language=en&filter=name;slug');
    expect(first.body.name).toBe(before!.name);
    expect(first.cacheControl).toMatch(/public, max-age=\d+/);

    await t.database.rows(sql`update types set name = 'Bakery (renamed)' where slug = 'bakery'`);
    try {
      expect((await get(app, '/types/bakery?filter=name;slug&language=en')).body.name).toBe(before!.name);
      // A token changes nothing about a public answer: the same cached copy, public to shared caches.
      const signedIn = await get(app, '/types/bakery?language=en&filter=name;slug', { authorization: 'Bearer abc' });
      expect(signedIn.body.name).toBe(before!.name);
      expect(signedIn.cacheControl).toMatch(/^public/);
      // Past the time to live: only the clock moves (the database keeps its real timers).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 350 });
      try {
        expect((await get(app, '/types/bakery?language=en&filter=name;slug')).body.name).toBe('Bakery (renamed)');
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await t.database.rows(sql`update types set name = ${before!.name} where slug = 'bakery'`);
    }
  });

  it('does not cache errors', async () => {
    const app = createApp({ database: t.database, cacheTtlMs: 60_000 });
    expect((await get(app, '/types/not-yet')).status).toBe(404);
    const [grocery] = await t.database.rows<{ id: number }>(sql`select id from types where slug = 'grocery'`);
    await t.database.rows(sql`update types set slug = 'not-yet' where id = ${grocery!.id}`);
    try {
      expect((await get(app, '/types/not-yet')).status).toBe(200);
    } finally {
      await t.database.rows(sql`update types set slug = 'grocery' where id = ${grocery!.id}`);
    }
  });
});

describe('personal fields of public answers', () => {
  async function reviewProduct(userId: number, productId: number, comment: string) {
    await t.database.rows(sql`insert into reviews (user_id, product_id, shop_id, comment, rating)
      select ${userId}, id, shop_id, ${comment}, 4 from products where id = ${productId}`);
  }

  for (const cacheTtlMs of [60_000, 0]) {
    it(`two shoppers share one cached product answer and each sees only their own review (cache ${cacheTtlMs ? 'on' : 'off'})`, async () => {
      const app = createApp({ database: t.database, cacheTtlMs });
      const [product] = await t.database.rows<{ id: number; slug: string }>(
        sql`select id, slug from products where status = 'publish' order by id desc limit 1`,
      );
      const ann = await registerAccount(t.database, { name: 'Ann' });
      const bob = await registerAccount(t.database, { name: 'Bob' });
      await reviewProduct(ann.id, product!.id, `Ann's private words ${cacheTtlMs}`);

      const path = `/products/${product!.slug}`;
      const anonymous = await get(app, path);
      const annSees = await get(app, path, { authorization: `Bearer ${ann.token}` });
      const bobSees = await get(app, path, { authorization: `Bearer ${bob.token}` });
      const anonymousAgain = await get(app, path, { authorization: 'Bearer ' });
      const forged = await get(app, path, { authorization: 'Bearer not-a-real-token' });

      expect(annSees.body.my_review).toEqual([
        expect.objectContaining({
          user_id: ann.id,
          product_id: product!.id,
          comment: `Ann's private words ${cacheTtlMs}`,
        }),
      ]);
      expect(annSees.cacheControl).toBe('private, no-store');
      expectDocumented('get', '/products/{slug}', 200, annSees.body);
      for (const other of [anonymous, bobSees, anonymousAgain, forged]) {
        expect(other.status).toBe(200);
        expect(other.body.my_review).toBeNull();
        expect(JSON.stringify(other.body)).not.toContain("Ann's private words");
      }
      // Apart from the personal field, everyone gets the very same public answer.
      expect({ ...annSees.body, my_review: null }).toEqual(anonymous.body);
      expect(bobSees.body).toEqual(anonymous.body);
      // A signed-in answer is never offered to shared caches; the anonymous one is, and says it varies.
      expect(bobSees.cacheControl).toBe('private, no-store');
      expect(anonymous.cacheControl).toMatch(/^public/);
      expect(anonymous.vary).toContain('Authorization');
    });
  }
});

describe('HEAD and headers of API answers', () => {
  it('answers HEAD like GET without a body, and a HEAD never empties the cached answer', async () => {
    const app = createApp({ database: t.database, cacheTtlMs: 60_000 });
    for (const encoding of ['gzip', 'identity']) {
      const head = await app.request('/api/products?limit=3', {
        method: 'HEAD',
        headers: { 'accept-encoding': encoding },
      });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      const getRes = await app.request('/api/products?limit=3', { headers: { 'accept-encoding': encoding } });
      expect(getRes.headers.get('content-type')).toBe(head.headers.get('content-type'));
      expect(getRes.headers.get('content-encoding')).toBe(head.headers.get('content-encoding'));
      const body =
        encoding === 'gzip'
          ? await new Response(getRes.body!.pipeThrough(new DecompressionStream('gzip'))).json()
          : await getRes.json();
      expect(body.data).toHaveLength(3);
    }
  });

  it('marks every answer nosniff and unframeable: cached, personal, missing and refused', async () => {
    const app = createApp({ database: t.database, cacheTtlMs: 60_000 });
    const answers = await Promise.all([
      app.request('/api/types'),
      app.request('/api/types'),
      app.request('/api/no-such-thing'),
      app.request('/api/products?limit=abc'),
      app.request('/api/me', { headers: { authorization: 'Bearer nope' } }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 400, 401]);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
