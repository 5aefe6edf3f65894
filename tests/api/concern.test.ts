import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

/**
 * Concerns this file adds next to the seed. `published` products per manufacturer count; `hidden` ones (a draft,
 * a product of a closed shop) must not. The lonely concern owns nothing, so zero counts are covered too.
 */
const fixtures = [
  {
    slug: 'test-group-big',
    name: 'Zz Group Big',
    ar: { name: 'مجموعة كبيرة' },
    makers: [
      { slug: 'test-group-big-a', published: 3, hidden: 2 },
      { slug: 'test-group-big-b', published: 2, hidden: 0 },
      { slug: 'test-group-big-c', published: 0, hidden: 1 },
    ],
  },
  {
    slug: 'test-group-small',
    name: 'Zz Group Small',
    makers: [{ slug: 'test-group-small-a', published: 1, hidden: 0 }],
  },
  { slug: 'test-group-lonely', name: 'Zz Group Lonely', makers: [] },
];

async function seedFixtures() {
  const [type] = await t.database.rows<{ id: number }>(sql`select id from types order by id limit 1`);
  const [shop] = await t.database.rows<{ id: number; owner_id: number }>(
    sql`select id, owner_id from shops where is_active order by id limit 1`,
  );
  const [closed] = await t.database.rows<{ id: number }>(sql`
    insert into shops (owner_id, slug, name, is_active, address, settings)
    values (${shop!.owner_id}, 'test-group-closed-shop', 'Closed shop', false, '{}'::jsonb, '{}'::jsonb)
    returning id`);
  for (const f of fixtures) {
    const translations = JSON.stringify('ar' in f ? { ar: f.ar } : {});
    const [concern] = await t.database.rows<{ id: number }>(sql`
      insert into concerns (slug, name, description, translations)
      values (${f.slug}, ${f.name}, 'English description', ${translations}::jsonb) returning id`);
    for (const m of f.makers) {
      const [maker] = await t.database.rows<{ id: number }>(sql`
        insert into manufacturers (slug, name, type_id, concern_id)
        values (${m.slug}, ${`Maker ${m.slug}`}, ${type!.id}, ${concern!.id}) returning id`);
      for (let i = 0; i < m.published + m.hidden; i++) {
        const visible = i < m.published;
        const status = visible || i % 2 === 1 ? 'publish' : 'draft';
        const shopId = visible || status === 'draft' ? shop!.id : closed!.id;
        await t.database.rows(sql`
          insert into products (slug, name, type_id, shop_id, manufacturer_id, status, min_price_cents, max_price_cents)
          values (${`${m.slug}-item-${i}`}, ${`${m.slug} item ${i}`}, ${type!.id}, ${shopId}, ${maker!.id},
                  ${status}, 1000, 1000)`);
      }
    }
  }
}

/** Per concern slug: published products of active shops by its manufacturers, and its approved manufacturers. */
async function expectedCounts(): Promise<Map<string, { products: number; manufacturers: number }>> {
  const rows = await t.database.rows<{ slug: string; products: number; manufacturers: number }>(sql`
    select c.slug,
      (select count(*)::int from products p
        join manufacturers mm on mm.id = p.manufacturer_id
        join shops s on s.id = p.shop_id
        where mm.concern_id = c.id and p.status = 'publish' and s.is_active) as products,
      (select count(*)::int from manufacturers mm where mm.concern_id = c.id and mm.is_approved) as manufacturers
    from concerns c`);
  return new Map(rows.map((r) => [r.slug, { products: Number(r.products), manufacturers: Number(r.manufacturers) }]));
}

async function concernSlugs(order: string): Promise<string[]> {
  const rows = await t.database.rows<{ slug: string }>(sql`select slug from concerns order by ${sql.raw(order)}`);
  return rows.map((r) => r.slug);
}

const slugs = (body: any): string[] => (Array.isArray(body) ? body : body.data).map((c: any) => c.slug);

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures();
});
afterAll(() => t?.close());

describe('GET /concerns', () => {
  it('answers a documented Laravel page with product and manufacturer counts', async () => {
    const res = await t.get('/concerns?limit=100');
    expect(res.status).toBe(200);
    expectDocumented('get', '/concerns', 200, res.body);
    expect(slugs(res.body)).toEqual(await concernSlugs('created_at desc, id desc'));
    const counts = await expectedCounts();
    for (const concern of res.body.data) {
      expect(concern.products_count).toBe(counts.get(concern.slug)!.products);
      expect(concern.manufacturers_count).toBe(counts.get(concern.slug)!.manufacturers);
      expect(concern).not.toHaveProperty('manufacturers');
    }
    const big = res.body.data.find((c: any) => c.slug === 'test-group-big');
    expect(big).toMatchObject({ products_count: 5, manufacturers_count: 3 });
    expect(res.body.data.find((c: any) => c.slug === 'test-group-lonely')).toMatchObject({
      products_count: 0,
      manufacturers_count: 0,
    });
  });

  it('includes manufacturers on request', async () => {
    const res = await t.get('/concerns?search=slug:test-group-small&with=manufacturers');
    expect(res.status).toBe(200);
    expect(res.body.data[0].manufacturers.map((m: any) => m.slug)).toEqual(['test-group-small-a']);
  });

  it('pages and sorts by name, products_count and manufacturers_count', async () => {
    const all = await concernSlugs('name asc, id asc');
    const first = await t.get('/concerns?limit=2&orderBy=name&sortedBy=asc');
    const second = await t.get('/concerns?limit=2&orderBy=name&sortedBy=asc&page=2');
    expect(second.body).toMatchObject({ current_page: 2, per_page: 2, from: 3, total: all.length });
    expect(second.body.last_page).toBe(Math.ceil(all.length / 2));
    expect([...slugs(first.body), ...slugs(second.body)]).toEqual(all.slice(0, 4));
    for (const column of ['products_count', 'manufacturers_count']) {
      const res = await t.get(`/concerns?limit=100&orderBy=${column}&sortedBy=desc`);
      const values = res.body.data.map((c: any) => c[column]);
      expect(values).toEqual([...values].sort((x: number, y: number) => y - x));
    }
  });

  it('searches by name (field or free text), slug and language', async () => {
    const expected = (
      await t.database.rows<{ slug: string }>(sql`select slug from concerns where name ilike '%group s%'`)
    )
      .map((r) => r.slug)
      .sort();
    expect(expected).toContain('test-group-small');
    expect(slugs((await t.get('/concerns?limit=100&search=name:group s')).body).sort()).toEqual(expected);
    expect(slugs((await t.get('/concerns?limit=100&search=GROUP S')).body).sort()).toEqual(expected);
    expect(slugs((await t.get('/concerns?search=slug:test-group-lonely')).body)).toEqual(['test-group-lonely']);
    const arabic = await t.get('/concerns?limit=100&search=language:ar');
    const translated = await t.database.rows<{ slug: string }>(
      sql`select slug from concerns where translations ? 'ar'`,
    );
    expect(slugs(arabic.body).sort()).toEqual(translated.map((r) => r.slug).sort());
  });

  it('serves Arabic text with language=ar and English for the rest', async () => {
    const ar = await t.get('/concerns/test-group-big?language=ar');
    expect(ar.body).toMatchObject({
      name: 'مجموعة كبيرة',
      description: 'English description',
      language: 'ar',
      translated_languages: ['en', 'ar'],
    });
    const untranslated = await t.get('/concerns/test-group-small?language=ar');
    expect(untranslated.body).toMatchObject({ name: 'Zz Group Small', language: 'en', translated_languages: ['en'] });
    const es = await t.get('/concerns/test-group-big?language=es');
    expect(es.body).toMatchObject({ name: 'Zz Group Big', language: 'en' });
  });

  it('lowers a huge limit to the maximum of 100', async () => {
    const res = await t.get('/concerns?limit=1000000000');
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(100);
  });

  it.each([
    ['/concerns?orderBy=revenue', 'orderBy'],
    ['/concerns?limit=0', 'limit'],
    ['/concerns?page=-1', 'page'],
    ['/concerns?page=1.5', 'page'],
    ['/concerns?search=name:a;:b', 'search'],
    ['/concerns?search=owner:x', 'search'],
    ['/concerns?filter=id;secret', 'filter'],
    ['/concerns?with=shops', 'with'],
    ['/concerns?with=bad name', 'with'],
  ])('answers 400 with a readable message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/concerns', 400, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.INVALID_QUERY');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/select |syntax error|at .*\.ts/i);
  });
});

describe('GET /concerns/{slug}', () => {
  it('finds a concern by slug and by id, with exactly its approved manufacturers', async () => {
    const bySlug = await t.get('/concerns/test-group-big');
    expect(bySlug.status).toBe(200);
    expectDocumented('get', '/concerns/{slug}', 200, bySlug.body);
    expect(bySlug.body.manufacturers.map((m: any) => m.slug).sort()).toEqual([
      'test-group-big-a',
      'test-group-big-b',
      'test-group-big-c',
    ]);
    const byId = await t.get(`/concerns/${bySlug.body.id}`);
    expect(byId.body.slug).toBe('test-group-big');
  });

  it('lists, for every concern, manufacturers that name it as their concern', async () => {
    const counts = await expectedCounts();
    for (const slug of await concernSlugs('id')) {
      const detail = await t.get(`/concerns/${slug}`);
      expect(detail.status).toBe(200);
      expectDocumented('get', '/concerns/{slug}', 200, detail.body);
      expect(detail.body.manufacturers.length).toBe(counts.get(slug)!.manufacturers);
      expect(detail.body.manufacturers_count).toBe(detail.body.manufacturers.length);
      for (const maker of detail.body.manufacturers) {
        const res = await t.get(`/manufacturers/${maker.slug}`);
        expect(res.status).toBe(200);
        expect(res.body.concern).toEqual({ id: detail.body.id, name: detail.body.name, slug: slug });
      }
      // And the other direction: the manufacturer list filtered by this concern holds the same brands.
      const listed = await t.get(`/manufacturers?limit=100&search=concern.slug:${slug}`);
      expect(slugs(listed.body).sort()).toEqual(detail.body.manufacturers.map((m: any) => m.slug).sort());
    }
  });

  it.each(['nope', '999999999'])('answers 404 for unknown concern %s', async (key) => {
    const res = await t.get(`/concerns/${key}`);
    expect(res.status).toBe(404);
    expectDocumented('get', '/concerns/{slug}', 404, res.body);
    expect(res.body.message).toContain(key);
  });
});

describe('GET /top-concerns', () => {
  it('is a plain array ordered by published products, then name', async () => {
    const res = await t.get('/top-concerns?limit=50');
    expect(res.status).toBe(200);
    expectDocumented('get', '/top-concerns', 200, res.body);
    expect(Array.isArray(res.body)).toBe(true);
    const counts = await expectedCounts();
    const expected = [...counts.entries()]
      .sort(([, x], [, y]) => y.products - x.products)
      .map(([, c]) => c.products)
      .slice(0, 50);
    expect(res.body.map((c: any) => c.products_count)).toEqual(expected);
    const sorted = await t.database.rows<{ slug: string }>(sql`
      select c.slug from concerns c
      order by (select count(*) from products p join manufacturers mm on mm.id = p.manufacturer_id
                join shops s on s.id = p.shop_id
                where mm.concern_id = c.id and p.status = 'publish' and s.is_active) desc, c.name, c.id
      limit 50`);
    expect(slugs(res.body)).toEqual(sorted.map((r) => r.slug));
    expect(slugs(res.body).indexOf('test-group-big')).toBeLessThan(slugs(res.body).indexOf('test-group-small'));
  });

  it('defaults to 10 and caps at 50', async () => {
    const total = (await concernSlugs('id')).length;
    expect((await t.get('/top-concerns')).body.length).toBe(Math.min(10, total));
    expect((await t.get('/top-concerns?limit=1000000000')).body.length).toBe(Math.min(50, total));
    expect((await t.get('/top-concerns?limit=1')).body.length).toBe(1);
  });

  it.each([
    ['/top-concerns?limit=abc', 'limit'],
    ['/top-concerns?limit=-3', 'limit'],
  ])('answers 400 for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/top-concerns', 400, res.body);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('unapproved manufacturers of a concern', () => {
  it('leave its manufacturer list and count, while their published products still count', async () => {
    const before = await t.get('/concerns/test-group-big');
    await t.database.rows(sql`update manufacturers set is_approved = false where slug = 'test-group-big-b'`);
    const after = await t.get('/concerns/test-group-big');
    expect(after.body.manufacturers.map((m: any) => m.slug)).not.toContain('test-group-big-b');
    expect(after.body.manufacturers_count).toBe(before.body.manufacturers_count - 1);
    expect(after.body.products_count).toBe((await expectedCounts()).get('test-group-big')!.products);
  });
});
