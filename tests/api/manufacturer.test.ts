import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let typeA: string;
let typeB: string;

/**
 * Manufacturers this file adds next to the seed (two types, two concerns, one independent), so filters and
 * counts are exercised whatever the seed holds. `published` products count; `hidden` ones (a draft, a product
 * of a closed shop) must not.
 */
const fixtures = [
  { slug: 'test-mf-one', name: 'Zz Maker One', type: 'A', concern: 'test-concern-x', published: 2, hidden: 2 },
  { slug: 'test-mf-two', name: 'Zz Maker Two', type: 'B', concern: 'test-concern-x', published: 1, hidden: 0 },
  { slug: 'test-mf-three', name: 'Zz Maker Three', type: 'A', concern: 'test-concern-y', published: 4, hidden: 1 },
  { slug: 'test-mf-four', name: 'Zz Maker Four', type: 'B', concern: null, published: 0, hidden: 0 },
];

async function seedFixtures() {
  const types = await t.database.rows<{ id: number; slug: string }>(
    sql`select id, slug from types order by id limit 2`,
  );
  typeA = types[0]!.slug;
  typeB = types[1]!.slug;
  const [shop] = await t.database.rows<{ id: number; owner_id: number }>(
    sql`select id, owner_id from shops where is_active order by id limit 1`,
  );
  const [closed] = await t.database.rows<{ id: number }>(sql`
    insert into shops (owner_id, slug, name, is_active, address, settings)
    values (${shop!.owner_id}, 'test-mf-closed-shop', 'Closed shop', false, '{}'::jsonb, '{}'::jsonb)
    returning id`);
  await t.database.rows(sql`
    insert into concerns (slug, name, translations) values
      ('test-concern-x', 'Zz Concern X', '{}'::jsonb), ('test-concern-y', 'Zz Concern Y', '{}'::jsonb)`);
  for (const f of fixtures) {
    const type = f.type === 'A' ? types[0]! : types[1]!;
    const translations = f.slug === 'test-mf-one' ? { ar: { name: 'صانع واحد' } } : {};
    const [maker] = await t.database.rows<{ id: number }>(sql`
      insert into manufacturers (slug, name, description, type_id, concern_id, translations)
      values (${f.slug}, ${f.name}, 'English description', ${type.id},
              (select id from concerns where slug = ${f.concern}), ${JSON.stringify(translations)}::jsonb)
      returning id`);
    for (let i = 0; i < f.published + f.hidden; i++) {
      const visible = i < f.published;
      const status = visible || i % 2 === 1 ? 'publish' : 'draft';
      const shopId = visible || status === 'draft' ? shop!.id : closed!.id;
      await t.database.rows(sql`
        insert into products (slug, name, type_id, shop_id, manufacturer_id, status, min_price_cents, max_price_cents)
        values (${`${f.slug}-item-${i}`}, ${`${f.name} item ${i}`}, ${type.id}, ${shopId}, ${maker!.id},
                ${status}, 1000, 1000)`);
    }
  }
}

/** Published products of active shops per manufacturer slug, counted independently of the API's SQL. */
async function expectedCounts(): Promise<Map<string, number>> {
  const rows = await t.database.rows<{ slug: string; n: number }>(sql`
    select mf.slug, count(p.id)::int as n
    from manufacturers mf
    left join products p on p.manufacturer_id = mf.id and p.status = 'publish'
      and p.shop_id in (select id from shops where is_active)
    group by mf.slug`);
  return new Map(rows.map((r) => [r.slug, Number(r.n)]));
}

/**
 * Approved manufacturer slugs matching a condition written against `mf`, `ty` (type) and `co` (concern).
 * Conditions are fixed strings in this file (type slugs come from the database), never request input.
 */
async function slugsWhere(condition = 'true', order?: string): Promise<string[]> {
  const rows = await t.database.rows<{ slug: string }>(sql`
    select mf.slug from manufacturers mf
    left join types ty on ty.id = mf.type_id left join concerns co on co.id = mf.concern_id
    where mf.is_approved and ${sql.raw(condition)} order by ${sql.raw(order ?? 'mf.id')}`);
  const list = rows.map((r) => r.slug);
  // Without an explicit order, compare as sets: sorted here, like the API's answers in the tests.
  return order ? list : list.sort();
}

const slugs = (body: any): string[] => (Array.isArray(body) ? body : body.data).map((m: any) => m.slug);

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures();
});
afterAll(() => t?.close());

describe('GET /manufacturers', () => {
  it('answers a documented Laravel page of approved manufacturers, newest first', async () => {
    const res = await t.get('/manufacturers?limit=100');
    expect(res.status).toBe(200);
    expectDocumented('get', '/manufacturers', 200, res.body);
    const expected = await slugsWhere('true', 'mf.created_at desc, mf.id desc');
    expect(res.body.total).toBe(expected.length);
    expect(slugs(res.body)).toEqual(expected);
  });

  it('counts published products of active shops and links each type and concern', async () => {
    const res = await t.get('/manufacturers?limit=100');
    const counts = await expectedCounts();
    const links = await t.database.rows<{ slug: string; type: string | null; concern: string | null }>(sql`
      select mf.slug, ty.slug as type, co.slug as concern from manufacturers mf
      left join types ty on ty.id = mf.type_id left join concerns co on co.id = mf.concern_id`);
    const bySlug = new Map(links.map((l) => [l.slug, l]));
    for (const maker of res.body.data) {
      expect(maker.products_count).toBe(counts.get(maker.slug));
      expect(maker.type?.slug ?? null).toBe(bySlug.get(maker.slug)!.type);
      expect(maker.type?.id ?? null).toBe(maker.type_id);
      expect(maker.concern?.slug ?? null).toBe(bySlug.get(maker.slug)!.concern);
    }
    const one = res.body.data.find((m: any) => m.slug === 'test-mf-one');
    expect(one).toMatchObject({ products_count: 2, concern: { slug: 'test-concern-x', name: 'Zz Concern X' } });
    expect(res.body.data.find((m: any) => m.slug === 'test-mf-four').concern).toBeNull();
  });

  it('filters by type.slug (one or several), by the plain type parameter and by concern.slug', async () => {
    const ofA = await slugsWhere(`ty.slug = '${typeA}'`);
    expect(ofA).toEqual(expect.arrayContaining(['test-mf-one', 'test-mf-three']));
    expect(slugs((await t.get(`/manufacturers?limit=100&search=type.slug:${typeA}`)).body).sort()).toEqual(ofA);
    expect(slugs((await t.get(`/manufacturers?limit=100&type=${typeA}`)).body).sort()).toEqual(ofA);
    const ofBoth = await slugsWhere(`ty.slug in ('${typeA}', '${typeB}')`);
    const both = await t.get(`/manufacturers?limit=100&search=type.slug:${typeA},${typeB}`);
    expect(slugs(both.body).sort()).toEqual(ofBoth);
    const exact = await t.get(`/manufacturers?limit=100&search=type.slug:${typeB}&searchFields=type.slug:=`);
    expect(slugs(exact.body).sort()).toEqual(await slugsWhere(`ty.slug = '${typeB}'`));

    const ofX = await t.get('/manufacturers?search=concern.slug:test-concern-x');
    expect(slugs(ofX.body).sort()).toEqual(['test-mf-one', 'test-mf-two']);
    for (const maker of ofX.body.data) expect(maker.concern.slug).toBe('test-concern-x');
    const ofXY = await t.get('/manufacturers?search=concern.slug:test-concern-x,test-concern-y');
    expect(slugs(ofXY.body).sort()).toEqual(['test-mf-one', 'test-mf-three', 'test-mf-two']);

    const joined = await t.get(
      `/manufacturers?limit=100&search=type.slug:${typeA};concern.slug:test-concern-x&searchJoin=and`,
    );
    expect(slugs(joined.body)).toEqual(['test-mf-one']);
    expect((await t.get('/manufacturers?type=no-such-type')).body).toMatchObject({ data: [], total: 0 });
  });

  it('searches by name (field or free text) and language', async () => {
    const expected = await slugsWhere(`mf.name ilike '%maker t%'`);
    expect(expected).toEqual(['test-mf-three', 'test-mf-two']);
    expect(slugs((await t.get('/manufacturers?limit=100&search=name:maker t')).body).sort()).toEqual(expected);
    expect(slugs((await t.get('/manufacturers?limit=100&search=MAKER T')).body).sort()).toEqual(expected);
    const arabic = await t.get('/manufacturers?limit=100&search=language:ar');
    expect(slugs(arabic.body).sort()).toEqual(await slugsWhere(`mf.translations ? 'ar'`));
  });

  it('pages and sorts', async () => {
    const all = await slugsWhere('true', 'mf.name asc, mf.id asc');
    const first = await t.get('/manufacturers?limit=2&orderBy=name');
    const second = await t.get('/manufacturers?limit=2&orderBy=name&page=2');
    expect(second.body).toMatchObject({ current_page: 2, per_page: 2, from: 3, total: all.length });
    expect([...slugs(first.body), ...slugs(second.body)]).toEqual(all.slice(0, 4));
    expect(slugs((await t.get('/manufacturers?limit=100&orderBy=name&sortedBy=desc')).body)).toEqual(
      await slugsWhere('true', 'mf.name desc, mf.id desc'),
    );
    const byCount = await t.get('/manufacturers?limit=100&orderBy=products_count&sortedBy=desc');
    const counts = byCount.body.data.map((m: any) => m.products_count);
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
  });

  it('serves Arabic text with language=ar and English otherwise', async () => {
    const ar = await t.get('/manufacturers?search=slug:test-mf-one&language=ar');
    expect(ar.body.data[0]).toMatchObject({
      name: 'صانع واحد',
      description: 'English description',
      language: 'ar',
      translated_languages: ['en', 'ar'],
    });
    const [typeName] = await t.database.rows<{ name: string }>(
      sql`select coalesce(translations->'ar'->>'name', name) as name from types where slug = ${typeA}`,
    );
    expect(ar.body.data[0].type.name).toBe(typeName!.name);
    const fr = await t.get('/manufacturers?search=slug:test-mf-one&language=fr');
    expect(fr.body.data[0]).toMatchObject({ name: 'Zz Maker One', language: 'en' });
  });

  it('lowers a huge limit to the maximum of 100', async () => {
    const res = await t.get('/manufacturers?limit=1000000000');
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(100);
  });

  it.each([
    ['/manufacturers?orderBy=secret', 'orderBy'],
    ['/manufacturers?limit=0', 'limit'],
    ['/manufacturers?page=-1', 'page'],
    ['/manufacturers?search=type.slug:', 'search'],
    ['/manufacturers?search=;:x', 'search'],
    ['/manufacturers?search=owner.email:a', 'search'],
    ['/manufacturers?search=type.slug:a,b&searchFields=type.slug:like', 'search'],
    ['/manufacturers?filter=owner', 'filter'],
    ['/manufacturers?with=products', 'with'],
    ['/manufacturers?searchJoin=xor', 'searchJoin'],
  ])('answers 400 with a readable message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/manufacturers', 400, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.INVALID_QUERY');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/select |syntax error|at .*\.ts/i);
  });
});

describe('GET /manufacturers/{slug}', () => {
  it('finds a manufacturer by slug and by id, accepting the relations the shop names', async () => {
    const bySlug = await t.get('/manufacturers/test-mf-three?with=type;concern');
    expect(bySlug.status).toBe(200);
    expectDocumented('get', '/manufacturers/{slug}', 200, bySlug.body);
    expect(bySlug.body).toMatchObject({
      products_count: 4,
      concern: { slug: 'test-concern-y' },
      type: { slug: typeA },
    });
    const byId = await t.get(`/manufacturers/${bySlug.body.id}`);
    expect(byId.body.slug).toBe('test-mf-three');
  });

  it.each(['nope', '999999999'])('answers 404 for unknown manufacturer %s', async (key) => {
    const res = await t.get(`/manufacturers/${key}`);
    expect(res.status).toBe(404);
    expectDocumented('get', '/manufacturers/{slug}', 404, res.body);
    expect(res.body.message).toContain(key);
  });
});

describe('GET /top-manufacturers', () => {
  it('is a plain array ordered by published products, then name', async () => {
    const res = await t.get('/top-manufacturers?limit=50');
    expect(res.status).toBe(200);
    expectDocumented('get', '/top-manufacturers', 200, res.body);
    expect(Array.isArray(res.body)).toBe(true);
    const sorted = await t.database.rows<{ slug: string }>(sql`
      select mf.slug from manufacturers mf where mf.is_approved
      order by (select count(*) from products p join shops s on s.id = p.shop_id
                where p.manufacturer_id = mf.id and p.status = 'publish' and s.is_active) desc, mf.name, mf.id
      limit 50`);
    expect(slugs(res.body)).toEqual(sorted.map((r) => r.slug));
    const counts = await expectedCounts();
    for (const maker of res.body) expect(maker.products_count).toBe(counts.get(maker.slug));
  });

  it('defaults to 10, caps at 50 and narrows by type', async () => {
    const approved = (await slugsWhere()).length;
    expect((await t.get('/top-manufacturers')).body.length).toBe(Math.min(10, approved));
    expect((await t.get('/top-manufacturers?limit=1000000000')).body.length).toBe(Math.min(50, approved));
    const ofA = await t.get(`/top-manufacturers?limit=50&type=${typeA}`);
    expect(slugs(ofA.body).sort()).toEqual(await slugsWhere(`ty.slug = '${typeA}'`));
    expect(slugs(ofA.body).indexOf('test-mf-three')).toBeLessThan(slugs(ofA.body).indexOf('test-mf-one'));
  });

  it.each([
    ['/top-manufacturers?limit=abc', 'limit'],
    ['/top-manufacturers?with=owner', 'with'],
  ])('answers 400 for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/top-manufacturers', 400, res.body);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('unapproved manufacturers', () => {
  it('are hidden from the list, the detail and the top list', async () => {
    const before = await t.get('/manufacturers?limit=1');
    await t.database.rows(sql`update manufacturers set is_approved = false where slug = 'test-mf-two'`);
    const after = await t.get('/manufacturers?limit=100');
    expect(after.body.total).toBe(before.body.total - 1);
    expect(slugs(after.body)).not.toContain('test-mf-two');
    expect((await t.get('/manufacturers/test-mf-two')).status).toBe(404);
    expect(slugs((await t.get('/top-manufacturers?limit=50')).body)).not.toContain('test-mf-two');
    expect(slugs((await t.get('/manufacturers?search=concern.slug:test-concern-x')).body)).toEqual(['test-mf-one']);
  });
});
