import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let shop: { id: number; slug: string };
let inactive: { id: number; slug: string };

const HIDDEN = ['Test: expired notice', 'Test: notice from next week', 'Test: notice of a closed shop'];
const EVERY_SHOP = 'Test: notice for every shop';
const rank: Record<string, number> = { high: 3, medium: 2, low: 1 };

beforeAll(async () => {
  t = await createTestApp();
  [shop] = (await t.database.rows<{ id: number; slug: string }>(sql`
    select s.id, s.slug from shops s where s.is_active
      and exists (select 1 from store_notices n where n.shop_id = s.id) order by s.id limit 1`)) as [typeof shop];
  [inactive] = (await t.database.rows<{ id: number; slug: string }>(
    sql`select id, slug from shops where not is_active order by id limit 1`,
  )) as [typeof inactive];
  expect(shop).toBeDefined();
  expect(inactive).toBeDefined();
  await t.database
    .rows(sql`insert into store_notices (shop_id, priority, notice, description, effective_from, expired_at)
    values
      (${shop.id}, 'high', ${HIDDEN[0]}, 'Ended yesterday', now() - interval '10 days', now() - interval '1 day'),
      (${shop.id}, 'high', ${HIDDEN[1]}, 'Not yet', now() + interval '7 days', null),
      (${inactive.id}, 'high', ${HIDDEN[2]}, 'The shop is closed', now() - interval '1 day', null),
      (null, 'low', ${EVERY_SHOP}, 'Applies everywhere', now() - interval '2 days', null)`);
});
afterAll(() => t?.close());

/** Ids of notices in effect now, of active shops or of every shop, optionally for one shop's page. */
async function inEffectIds(shopId?: number): Promise<number[]> {
  const forShop = shopId === undefined ? sql`true` : sql`(n.shop_id is null or n.shop_id = ${shopId})`;
  const rows = await t.database.rows<{ id: number }>(sql`
    select n.id from store_notices n left join shops s on s.id = n.shop_id
    where n.effective_from <= now() and (n.expired_at is null or n.expired_at > now())
      and (n.shop_id is null or s.is_active) and ${forShop} order by n.id`);
  return rows.map((r) => r.id);
}

const ids = (body: any) => body.data.map((n: any) => n.id).sort((a: number, b: number) => a - b);

describe('GET /store-notices', () => {
  it('lists notices in effect now, of active shops, as a documented Laravel page', async () => {
    const res = await t.get('/store-notices?limit=100');
    expect(res.status).toBe(200);
    expectDocumented('get', '/store-notices', 200, res.body);
    const expected = await inEffectIds();
    expect(ids(res.body)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
    const notices = res.body.data.map((n: any) => n.notice);
    for (const hidden of HIDDEN) expect(notices).not.toContain(hidden);
    expect(notices).toContain(EVERY_SHOP);
    for (const notice of res.body.data) {
      expect(notice.is_read).toBe(false);
      if (notice.shop_id === null) expect(notice.shop).toBeNull();
      else expect(notice.shop.id).toBe(notice.shop_id);
      expect(Date.parse(notice.effective_from)).toBeLessThanOrEqual(Date.now());
      if (notice.expired_at) expect(Date.parse(notice.expired_at)).toBeGreaterThan(Date.now());
    }
  });

  it('orders by priority high → medium → low, then newest effective date', async () => {
    const res = await t.get('/store-notices?limit=100');
    const keys = res.body.data.map((n: any) => [rank[n.priority], Date.parse(n.effective_from)]);
    for (let i = 1; i < keys.length; i++) {
      const [p0, d0] = keys[i - 1];
      const [p1, d1] = keys[i];
      expect(p0 > p1 || (p0 === p1 && d0 >= d1)).toBe(true);
    }
    expect(new Set(res.body.data.map((n: any) => n.priority)).size).toBeGreaterThan(1);
    const byDate = await t.get('/store-notices?orderBy=effective_from&sortedBy=asc&limit=100');
    const dates = byDate.body.data.map((n: any) => Date.parse(n.effective_from));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('filters to one shop by shops.slug, search shop_id and the plain shop_id parameter', async () => {
    const expected = await inEffectIds(shop.id);
    expect(expected.length).toBeGreaterThan(1);
    for (const path of [
      `/store-notices?search=shops.slug:${shop.slug}&limit=100`,
      `/store-notices?search=shop_id:${shop.id}&searchJoin=and&limit=100`,
      `/store-notices?shop_id=${shop.id}&limit=100`,
    ]) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expectDocumented('get', '/store-notices', 200, res.body);
      expect(ids(res.body)).toEqual(expected);
      for (const notice of res.body.data) expect([shop.id, null]).toContain(notice.shop_id);
    }
    const closed = await t.get(`/store-notices?search=shops.slug:${inactive.slug}`);
    expect(closed.body.data.map((n: any) => n.notice)).toEqual([EVERY_SHOP]);
    const unknown = await t.get('/store-notices?search=shop_id:999999999999');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.map((n: any) => n.notice)).toEqual([EVERY_SHOP]);
  });

  it('filters by priority and by notice text', async () => {
    const high = await t.get('/store-notices?search=priority:high&limit=100');
    expect(high.body.data.length).toBeGreaterThan(0);
    expect(high.body.data.every((n: any) => n.priority === 'high')).toBe(true);
    const highLow = await t.get('/store-notices?search=priority:high,low&limit=100');
    const all = await t.get('/store-notices?limit=100');
    expect(highLow.body.total).toBe(all.body.data.filter((n: any) => n.priority !== 'medium').length);

    const [row] = await t.database.rows<{ notice: string }>(
      sql`select notice from store_notices where id = ${all.body.data[0].id}`,
    );
    const word = row!.notice
      .split(' ')
      .find((w) => w.length > 4)!
      .toLowerCase();
    for (const search of [`notice:${word}`, word]) {
      const res = await t.get(`/store-notices?search=${encodeURIComponent(search)}&limit=100`);
      expect(res.body.data.map((n: any) => n.id)).toContain(all.body.data[0].id);
      for (const n of res.body.data) expect(n.notice.toLowerCase()).toContain(word);
    }
  });

  it('pages with limit and page', async () => {
    const all = await t.get('/store-notices?limit=100');
    const second = await t.get('/store-notices?limit=2&page=2');
    expect(second.body.data.map((n: any) => n.id)).toEqual(all.body.data.slice(2, 4).map((n: any) => n.id));
    expect(second.body).toMatchObject({ current_page: 2, per_page: 2, total: all.body.total });
  });

  it('translates notice and description with language=ar and falls back to English', async () => {
    const rows = await t.database.rows<{ id: number; notice: string; ar: string | null; ar_desc: string | null }>(
      sql`select id, notice, translations -> 'ar' ->> 'notice' as ar,
          translations -> 'ar' ->> 'description' as ar_desc from store_notices`,
    );
    const ar = await t.get('/store-notices?language=ar&limit=100');
    expectDocumented('get', '/store-notices', 200, ar.body);
    for (const notice of ar.body.data) {
      const row = rows.find((r) => r.id === notice.id)!;
      expect(notice.notice).toBe(row.ar ?? row.notice);
      if (row.ar_desc) expect(notice.description).toBe(row.ar_desc);
      expect(notice.language).toBe(row.ar ? 'ar' : 'en');
    }
    expect(ar.body.data.some((n: any) => n.language === 'ar')).toBe(true);
    const de = await t.get('/store-notices?language=de&limit=100');
    for (const notice of de.body.data) {
      expect(notice).toMatchObject({ notice: rows.find((r) => r.id === notice.id)!.notice, language: 'en' });
    }
  });

  it.each([
    ['/store-notices?orderBy=password', 'orderBy'],
    ['/store-notices?limit=0', 'limit'],
    ['/store-notices?page=-1', 'page'],
    ['/store-notices?search=priority:', 'search'],
    ['/store-notices?search=shop_id:abc', 'search'],
    ['/store-notices?search=owner.email:x', 'search'],
    ['/store-notices?with=owner', 'with'],
    ['/store-notices?filter=secret', 'filter'],
    ['/store-notices?shop_id=abc', 'shop_id'],
    ['/store-notices?shop_id=0', 'shop_id'],
  ])('answers 400 with a readable message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/store-notices', 400, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.INVALID_QUERY');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/select|syntax error|at .*\.ts/i);
  });
});
