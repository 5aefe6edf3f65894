import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function get(app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`/api${path}`, { headers });
  return { status: res.status, body: (await res.json()) as any, cacheControl: res.headers.get('cache-control') };
}

describe('public GET answers through the response cache', () => {
  it('reuses an answer for the same URL (any parameter order) until it expires, but not for signed-in callers', async () => {
    const app = createApp({ database: t.database, cacheTtlMs: 300 });
    const [before] = await t.database.rows<{ name: string }>(sql`select name from types where slug = 'bakery'`);
    const first = await get(app, '/types/bakery?language=en&filter=name;slug');
    expect(first.body.name).toBe(before!.name);
    expect(first.cacheControl).toMatch(/public, max-age=\d+/);

    await t.database.rows(sql`update types set name = 'Bakery (renamed)' where slug = 'bakery'`);
    try {
      expect((await get(app, '/types/bakery?filter=name;slug&language=en')).body.name).toBe(before!.name);
      const signedIn = await get(app, '/types/bakery?language=en&filter=name;slug', { authorization: 'Bearer abc' });
      expect(signedIn.body.name).toBe('Bakery (renamed)');
      await new Promise((r) => setTimeout(r, 350));
      expect((await get(app, '/types/bakery?language=en&filter=name;slug')).body.name).toBe('Bakery (renamed)');
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
