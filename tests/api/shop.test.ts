import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnv } from '@/config/env';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface ShopRow {
  id: number;
  slug: string;
  name: string;
  lat: number | null;
  lng: number | null;
  is_active: boolean;
}

const shopRows = () => t.database.rows<ShopRow>(sql`select id, slug, name, lat, lng, is_active from shops order by id`);
const activeSlugsNewestFirst = async () =>
  (
    await t.database.rows<{ slug: string }>(
      sql`select slug from shops where is_active order by created_at desc, id desc`,
    )
  ).map((r) => r.slug);
const inactiveShops = async () => {
  const rows = await t.database.rows<{ id: number; slug: string }>(sql`select id, slug from shops where not is_active`);
  // The seed keeps a closed shop so this rule is always exercised.
  expect(rows.length).toBeGreaterThan(0);
  return rows;
};

/** Private values that must never leak into a public answer. */
async function expectNoPrivateData(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/password/i);
  expect(text).not.toContain('"email"');
  const emails = await t.database.rows<{ email: string }>(sql`select email from users`);
  expect(emails.length).toBeGreaterThan(0);
  for (const { email } of emails) expect(text).not.toContain(email);
}

/** Great-circle distance in km, computed independently of the API's SQL. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

async function settingsMaxDistance(): Promise<number> {
  const [row] = await t.database.rows<{ max: number }>(
    sql`select (options ->> 'maxShopDistance')::float8 as max from settings where language = 'en'`,
  );
  return Number(row!.max);
}

async function withMaxDistance<T>(env: string | undefined, settingsKm: number | undefined, fn: () => Promise<T>) {
  const previousEnv = process.env.MAX_SHOP_DISTANCE_KM;
  const previousSettings = await settingsMaxDistance();
  try {
    if (env === undefined) delete process.env.MAX_SHOP_DISTANCE_KM;
    else process.env.MAX_SHOP_DISTANCE_KM = env;
    resetServerEnv();
    if (settingsKm !== undefined) {
      await t.database.rows(sql`update settings set options = jsonb_set(options, '{maxShopDistance}',
        to_jsonb(${settingsKm}::int)) where language = 'en'`);
    }
    return await fn();
  } finally {
    if (previousEnv === undefined) delete process.env.MAX_SHOP_DISTANCE_KM;
    else process.env.MAX_SHOP_DISTANCE_KM = previousEnv;
    resetServerEnv();
    await t.database.rows(sql`update settings set options = jsonb_set(options, '{maxShopDistance}',
      to_jsonb(${previousSettings}::float8)) where language = 'en'`);
  }
}

const badQuery = (res: { status: number; body: any }, path: string, field: string) => {
  expect(res.status).toBe(400);
  expectDocumented('get', path, 400, res.body);
  expect(res.body.code).toBe('PICKBAZAR_ERROR.INVALID_QUERY');
  expect(Object.keys(res.body.errors)).toContain(field);
  expect(res.body.message).not.toMatch(/select|syntax error|at .*\.ts/i);
};

describe('GET /shops', () => {
  it('lists only active shops, newest first, as a documented Laravel page', async () => {
    const res = await t.get('/shops?limit=100');
    expect(res.status).toBe(200);
    expectDocumented('get', '/shops', 200, res.body);
    const expected = await activeSlugsNewestFirst();
    expect(res.body.total).toBe(expected.length);
    expect(res.body.data.map((s: any) => s.slug)).toEqual(expected);
    expect(res.body.data.every((s: any) => s.is_active === true)).toBe(true);
    expect(res.body.links.length).toBeGreaterThan(0);
  });

  it('never lists an inactive shop, whatever the search says', async () => {
    const inactive = await inactiveShops();
    const all = await t.get('/shops?limit=100');
    for (const shop of inactive) expect(all.body.data.map((s: any) => s.slug)).not.toContain(shop.slug);

    const closed = await t.get('/shops?search=is_active:0');
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ data: [], total: 0 });
    const bySlug = await t.get(`/shops?search=slug:${inactive[0]!.slug}`);
    expect(bySlug.body.total).toBe(0);
    const open = await t.get('/shops?search=is_active:1&limit=100');
    expect(open.body.total).toBe((await activeSlugsNewestFirst()).length);
  });

  it('serves the owner with profile but no email, password or notification address', async () => {
    const res = await t.get('/shops?limit=100');
    await expectNoPrivateData(res.body);
    const owners = await t.database.rows<{ slug: string; owner_id: number; name: string }>(
      sql`select s.slug, u.id as owner_id, u.name from shops s join users u on u.id = s.owner_id where s.is_active`,
    );
    for (const shop of res.body.data) {
      const owner = owners.find((o) => o.slug === shop.slug)!;
      expect(shop.owner_id).toBe(owner.owner_id);
      expect(Object.keys(shop.owner).sort()).toEqual(['id', 'name', 'profile']);
      expect(shop.owner).toMatchObject({ id: owner.owner_id, name: owner.name });
      expect(shop.settings).not.toHaveProperty('notifications');
    }
  });

  it('counts published products and orders per shop', async () => {
    const counts = await t.database.rows<{ slug: string; products: number; orders: number }>(sql`
      select s.slug,
        (select count(*)::int from products p where p.shop_id = s.id and p.status = 'publish') as products,
        (select coalesce(sum(ds.orders_count), 0)::int from product_daily_sales ds
          join products p on p.id = ds.product_id where p.shop_id = s.id) as orders
      from shops s where s.is_active`);
    const res = await t.get('/shops?limit=100');
    expect(res.body.data.length).toBe(counts.length);
    for (const shop of res.body.data) {
      const expected = counts.find((c) => c.slug === shop.slug)!;
      expect([shop.slug, shop.products_count, shop.orders_count]).toEqual([
        expected.slug,
        expected.products,
        expected.orders,
      ]);
    }
    expect(counts.some((c) => c.products > 0)).toBe(true);
  });

  it('searches by name, in English or Arabic, with or without the field name', async () => {
    const [shop] = await t.database.rows<{ slug: string; name: string; ar: string }>(
      sql`select slug, name, translations -> 'ar' ->> 'name' as ar from shops
          where is_active and translations ? 'ar' order by id limit 1`,
    );
    const part = shop!.name.split(' ')[0]!.slice(1).toLowerCase();
    for (const search of [`name:${part}`, part]) {
      const res = await t.get(`/shops?search=${encodeURIComponent(search)}&limit=100`);
      expect(res.body.data.map((s: any) => s.slug)).toContain(shop!.slug);
      for (const s of res.body.data) expect(s.name.toLowerCase()).toContain(part);
    }
    const arabic = await t.get(`/shops?search=${encodeURIComponent(`name:${shop!.ar}`)}&language=ar`);
    expect(arabic.body.data.map((s: any) => [s.slug, s.name])).toEqual([[shop!.slug, shop!.ar]]);
    const none = await t.get('/shops?search=name:zzqqxx-no-such-shop');
    expect(none.body.total).toBe(0);
  });

  it('filters by the categories of published products', async () => {
    const rows = await t.database.rows<{ category: string; slug: string }>(sql`
      select distinct c.slug as category, s.slug from categories c
      join product_categories pc on pc.category_id = c.id join products p on p.id = pc.product_id
      join shops s on s.id = p.shop_id where p.status = 'publish' and s.is_active order by 1, 2`);
    const categories = [...new Set(rows.map((r) => r.category))];
    expect(categories.length).toBeGreaterThan(1);
    const picked = categories.slice(0, 2);
    const expected = [...new Set(rows.filter((r) => picked.includes(r.category)).map((r) => r.slug))].sort();
    const res = await t.get(`/shops?search=categories.slug:${picked.join(',')}&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: any) => s.slug).sort()).toEqual(expected);
    const single = await t.get(`/shops?search=categories.slug:${picked[0]}&limit=100`);
    expect(single.body.data.map((s: any) => s.slug).sort()).toEqual(
      rows.filter((r) => r.category === picked[0]).map((r) => r.slug),
    );
  });

  it('filters by owner name through users.name and owner.name', async () => {
    const [row] = await t.database.rows<{ slug: string; owner: string }>(
      sql`select s.slug, u.name as owner from shops s join users u on u.id = s.owner_id where s.is_active order by s.id limit 1`,
    );
    const last = row!.owner.split(' ').pop()!.toUpperCase();
    for (const key of ['users.name', 'owner.name']) {
      const res = await t.get(`/shops?search=${key}:${encodeURIComponent(last)}`);
      expect(res.body.data.map((s: any) => s.slug)).toContain(row!.slug);
      for (const s of res.body.data) expect(s.owner.name.toUpperCase()).toContain(last);
    }
  });

  it('sorts by name, products_count and orders_count', async () => {
    const byName = await t.get('/shops?orderBy=name&sortedBy=asc&limit=100');
    const names = byName.body.data.map((s: any) => s.name);
    const expected = (
      await t.database.rows<{ name: string }>(sql`select name from shops where is_active order by name, id`)
    ).map((r) => r.name);
    expect(names).toEqual(expected);
    for (const column of ['products_count', 'orders_count']) {
      const res = await t.get(`/shops?orderBy=${column}&sortedBy=DESC&limit=100`);
      expect(res.status).toBe(200);
      const values = res.body.data.map((s: any) => s[column]);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    const oldest = await t.get('/shops?orderBy=created_at&sortedBy=asc&limit=100');
    expect(oldest.body.data.map((s: any) => s.slug)).toEqual((await activeSlugsNewestFirst()).reverse());
  });

  it('pages with limit and page, and lowers a huge limit to the maximum', async () => {
    const expected = await activeSlugsNewestFirst();
    expect(expected.length).toBeGreaterThan(3);
    const second = await t.get('/shops?limit=2&page=2');
    expectDocumented('get', '/shops', 200, second.body);
    expect(second.body.data.map((s: any) => s.slug)).toEqual(expected.slice(2, 4));
    expect(second.body).toMatchObject({
      current_page: 2,
      per_page: 2,
      from: 3,
      total: expected.length,
      last_page: Math.ceil(expected.length / 2),
    });
    expect(second.body.prev_page_url).toContain('page=1');
    const beyond = await t.get('/shops?limit=2&page=999');
    expect(beyond.body).toMatchObject({ data: [], total: expected.length, from: null });
    const huge = await t.get('/shops?limit=1000000000');
    expect(huge.status).toBe(200);
    expect(huge.body.per_page).toBe(100);
    expect(huge.body.data.length).toBe(expected.length);
  });

  it('translates name and description with language=ar and falls back to English', async () => {
    const rows = await t.database.rows<{ slug: string; name: string; ar_name: string | null; ar_desc: string | null }>(
      sql`select slug, name, translations -> 'ar' ->> 'name' as ar_name,
          translations -> 'ar' ->> 'description' as ar_desc from shops where is_active`,
    );
    const ar = await t.get('/shops?language=ar&limit=100');
    expectDocumented('get', '/shops', 200, ar.body);
    for (const shop of ar.body.data) {
      const row = rows.find((r) => r.slug === shop.slug)!;
      expect(shop.name).toBe(row.ar_name ?? row.name);
      if (row.ar_desc) expect(shop.description).toBe(row.ar_desc);
      expect(shop.language).toBe(row.ar_name ? 'ar' : 'en');
    }
    expect(ar.body.data.some((s: any) => s.language === 'ar')).toBe(true);
    const de = await t.get('/shops?language=de&limit=100');
    for (const shop of de.body.data) {
      expect(shop).toMatchObject({ name: rows.find((r) => r.slug === shop.slug)!.name, language: 'en' });
    }
  });

  it.each([
    ['/shops?orderBy=password', 'orderBy'],
    ['/shops?orderBy=balance', 'orderBy'],
    ['/shops?limit=0', 'limit'],
    ['/shops?page=-1', 'page'],
    ['/shops?page=abc', 'page'],
    ['/shops?search=name:', 'search'],
    ['/shops?search=%3Aoops', 'search'],
    ['/shops?search=email:someone', 'search'],
    ['/shops?search=is_active:maybe', 'search'],
    ['/shops?searchFields=name:regex', 'searchFields'],
    ['/shops?with=orders', 'with'],
    ['/shops?filter=password_hash', 'filter'],
    ['/shops?sortedBy=sideways', 'sortedBy'],
  ])('answers 400 with a readable message for %s', async (path, field) => {
    badQuery(await t.get(path), '/shops', field);
  });
});

describe('GET /shops/{slug}', () => {
  it('finds an active shop by slug and by id, with its categories', async () => {
    const [shop] = await t.database.rows<{ id: number; slug: string }>(sql`
      select s.id, s.slug from shops s where s.is_active
        and exists (select 1 from products p where p.shop_id = s.id and p.status = 'publish')
      order by s.id limit 1`);
    const bySlug = await t.get(`/shops/${shop!.slug}`);
    expect(bySlug.status).toBe(200);
    expectDocumented('get', '/shops/{slug}', 200, bySlug.body);
    const categories = await t.database.rows<{ id: number; name: string; slug: string }>(sql`
      select distinct c.id, c.name, c.slug from categories c
      join product_categories pc on pc.category_id = c.id join products p on p.id = pc.product_id
      where p.shop_id = ${shop!.id} and p.status = 'publish'`);
    expect(categories.length).toBeGreaterThan(0);
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect([...bySlug.body.categories].sort(byId)).toEqual([...categories].sort(byId));
    expect(bySlug.body).not.toHaveProperty('balance');
    await expectNoPrivateData(bySlug.body);

    const byId2 = await t.get(`/shops/${shop!.id}`);
    expect(byId2.body).toEqual(bySlug.body);
  });

  it('serves Arabic category and shop names with language=ar', async () => {
    const [shop] = await t.database.rows<{ slug: string; ar: string }>(sql`
      select slug, translations -> 'ar' ->> 'name' as ar from shops s where s.is_active and translations ? 'ar'
        and exists (select 1 from products p where p.shop_id = s.id and p.status = 'publish') order by id limit 1`);
    const res = await t.get(`/shops/${shop!.slug}?language=ar`);
    expect(res.body).toMatchObject({ name: shop!.ar, language: 'ar' });
    const names = await t.database.rows<{ slug: string; name: string }>(
      sql`select slug, coalesce(translations -> 'ar' ->> 'name', name) as name from categories`,
    );
    for (const category of res.body.categories) {
      expect(category.name).toBe(names.find((n) => n.slug === category.slug)!.name);
    }
  });

  it('answers 404 for an inactive shop, by slug or id', async () => {
    for (const shop of await inactiveShops()) {
      for (const key of [shop.slug, String(shop.id)]) {
        const res = await t.get(`/shops/${key}`);
        expect(res.status).toBe(404);
        expectDocumented('get', '/shops/{slug}', 404, res.body);
        expect(res.body.code).toBe('PICKBAZAR_ERROR.NOT_FOUND');
      }
    }
  });

  it('answers 404 for an unknown slug and 400 for an unknown relation', async () => {
    const res = await t.get('/shops/no-such-shop');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('no-such-shop');
    const [active] = await activeSlugsNewestFirst();
    badQuery(await t.get(`/shops/${active}?with=balance`), '/shops/{slug}', 'with');
  });
});

describe('GET /near-by-shop', () => {
  async function located() {
    return (await shopRows()).filter((s) => s.lat !== null && s.lng !== null) as (ShopRow & {
      lat: number;
      lng: number;
    })[];
  }

  /** A point a short way off the first active shop, so no answer is at distance 0. */
  async function origin() {
    const first = (await located()).find((s) => s.is_active)!;
    return { lat: Number((first.lat + 0.01).toFixed(4)), lng: Number((first.lng - 0.01).toFixed(4)) };
  }

  const expectedNear = async (point: { lat: number; lng: number }, maxKm: number) =>
    (await located())
      .filter((s) => s.is_active)
      .map((s) => ({ slug: s.slug, km: haversineKm(point, s) }))
      .filter((s) => s.km <= maxKm)
      .sort((a, b) => a.km - b.km);

  it('lists active shops within settings.maxShopDistance, nearest first, with distance and coordinates', async () => {
    const point = await origin();
    const res = await t.get(`/near-by-shop/${point.lat}/${point.lng}`);
    expect(res.status).toBe(200);
    expectDocumented('get', '/near-by-shop/{lat}/{lng}', 200, res.body);
    expect(Array.isArray(res.body)).toBe(true);
    const max = await settingsMaxDistance();
    const expected = await expectedNear(point, max);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.map((s: any) => s.slug)).toEqual(expected.map((s) => s.slug));
    const distances = res.body.map((s: any) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const [i, shop] of res.body.entries()) {
      expect(shop.distance).toBeLessThanOrEqual(max);
      expect(Math.abs(shop.distance - expected[i]!.km)).toBeLessThan(0.01);
      const row = (await located()).find((s) => s.slug === shop.slug)!;
      expect([shop.lat, shop.lng]).toEqual([row.lat, row.lng]);
    }
    for (const shop of await inactiveShops()) expect(res.body.map((s: any) => s.slug)).not.toContain(shop.slug);
    await expectNoPrivateData(res.body);
  });

  it('answers the same for the path and the query form', async () => {
    const point = await origin();
    const path = await t.get(`/near-by-shop/${point.lat}/${point.lng}?language=ar`);
    const query = await t.get(`/near-by-shop?lat=${point.lat}&lng=${point.lng}&language=ar`);
    expect(query.status).toBe(200);
    expectDocumented('get', '/near-by-shop', 200, query.body);
    expect(query.body.length).toBeGreaterThan(0);
    expect(query.body).toEqual(path.body);
    const limited = await t.get(`/near-by-shop?lat=${point.lat}&lng=${point.lng}&limit=1`);
    expect(limited.body).toHaveLength(1);
    expect(limited.body[0].slug).toBe(path.body[0].slug);
  });

  it('honours a small maximum distance and MAX_SHOP_DISTANCE_KM over the settings', async () => {
    const point = await origin();
    const everything = await withMaxDistance('25000', 5, () => t.get(`/near-by-shop/${point.lat}/${point.lng}`));
    const everywhere = await expectedNear(point, 25000);
    expect(everything.body.map((s: any) => s.slug)).toEqual(everywhere.map((s) => s.slug));
    const cities = new Set(everything.body.map((s: any) => s.address.city));
    expect(cities.size).toBeGreaterThan(1);

    const small = 50;
    const near = await withMaxDistance(undefined, small, () => t.get(`/near-by-shop/${point.lat}/${point.lng}`));
    const expected = await expectedNear(point, small);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everywhere.length);
    expect(near.body.map((s: any) => s.slug)).toEqual(expected.map((s) => s.slug));
    for (const shop of near.body) expect(shop.distance).toBeLessThanOrEqual(small);
    const homeCity = near.body[0].address.city;
    expect(near.body.every((s: any) => s.address.city === homeCity)).toBe(true);

    const nowhere = await t.get('/near-by-shop/0/-150');
    expect(nowhere.body).toEqual([]);
  });

  it.each([
    ['/near-by-shop/91/0', '/near-by-shop/{lat}/{lng}', 'lat'],
    ['/near-by-shop/-90.5/0', '/near-by-shop/{lat}/{lng}', 'lat'],
    ['/near-by-shop/0/181', '/near-by-shop/{lat}/{lng}', 'lng'],
    ['/near-by-shop/north/10', '/near-by-shop/{lat}/{lng}', 'lat'],
    ['/near-by-shop/10/east', '/near-by-shop/{lat}/{lng}', 'lng'],
    ['/near-by-shop/10/20?limit=0', '/near-by-shop/{lat}/{lng}', 'limit'],
    ['/near-by-shop?lat=10', '/near-by-shop', 'lng'],
    ['/near-by-shop?lng=10', '/near-by-shop', 'lat'],
    ['/near-by-shop?lat=abc&lng=10', '/near-by-shop', 'lat'],
    ['/near-by-shop?lat=10&lng=-200', '/near-by-shop', 'lng'],
  ])('answers 400 with a clear message for %s', async (url, path, field) => {
    const res = await t.get(url);
    badQuery(res, path, field);
    expect(res.body.message).toContain(field);
  });
});
