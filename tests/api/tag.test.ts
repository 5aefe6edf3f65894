import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productTags, tags, types } from '@/server/db/schema';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const ids = { type: 0, vegan: 0, spicy: 0, local: 0 };

const count = async (query: ReturnType<typeof sql>) => Number((await t.database.rows<{ n: number }>(query))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [type] = await db
    .insert(types)
    .values({
      slug: 'test-pantry',
      name: 'Test Pantry',
      position: 99,
      settings: { isHome: false, layoutType: 'classic', productCard: 'neon' },
      translations: { ar: { name: 'مخزن الاختبار' } },
    })
    .returning();
  ids.type = type!.id;
  const rows = await db
    .insert(tags)
    .values([
      {
        slug: 'test-vegan',
        name: 'Vegan test',
        details: 'No animal products',
        icon: 'Leaf',
        typeId: ids.type,
        translations: { ar: { name: 'نباتي', details: 'بدون منتجات حيوانية' } },
      },
      { slug: 'test-spicy', name: 'Spicy test', typeId: ids.type },
      { slug: 'test-local', name: 'Local test', typeId: null },
    ])
    .returning({ id: tags.id, slug: tags.slug });
  ids.vegan = rows.find((r) => r.slug === 'test-vegan')!.id;
  ids.spicy = rows.find((r) => r.slug === 'test-spicy')!.id;
  ids.local = rows.find((r) => r.slug === 'test-local')!.id;

  // A published and a draft product carrying the vegan tag: only the first counts.
  const [shop] = await t.database.rows<{ id: number }>(sql`select id from shops where is_active order by id limit 1`);
  const made = await db
    .insert(products)
    .values(
      ['publish', 'draft'].map((status) => ({
        slug: `test-lentils-${status}`,
        name: 'Red lentils',
        typeId: ids.type,
        shopId: shop!.id,
        status: status as 'publish' | 'draft',
        minPriceCents: 300,
        maxPriceCents: 300,
        priceCents: 300,
      })),
    )
    .returning({ id: products.id });
  await db.insert(productTags).values(made.map((p) => ({ productId: p.id, tagId: ids.vegan })));
});
afterAll(() => t?.close());

describe('GET /tags', () => {
  it('answers the Laravel paginator with links and null URLs at the ends', async () => {
    const res = await t.get('/tags');
    expect(res.status).toBe(200);
    expectDocumented('get', '/tags', 200, res.body);
    expect(res.body.links[0]).toMatchObject({ url: null, label: '&laquo; Previous' });
    expect(res.body.prev_page_url).toBeNull();
    expect(res.body.per_page).toBe(15);
    expect(res.body.total).toBe(await count(sql`select count(*)::int as n from tags`));
  });

  it('filters by type with the plain parameter and with search=type.slug', async () => {
    const plain = await t.get('/tags?type=test-pantry');
    expect(plain.body.data.map((g: any) => g.slug)).toEqual(['test-spicy', 'test-vegan']);
    expect(plain.body.data[0].type).toEqual({ id: ids.type, name: 'Test Pantry', slug: 'test-pantry' });
    const grocery = await count(
      sql`select count(*)::int as n from tags g join types ty on ty.id = g.type_id where ty.slug = 'grocery'`,
    );
    const searched = await t.get('/tags?search=type.slug:grocery&limit=100');
    expect(searched.body.total).toBe(grocery);
    expect(searched.body.data.every((g: any) => g.type.slug === 'grocery')).toBe(true);
    const untyped = (await t.get(`/tags/${ids.local}`)).body;
    expect(untyped).toMatchObject({ type_id: null, type: null });
  });

  it('searches names by field and as free text', async () => {
    const byField = await t.get('/tags?search=name:spicy');
    expect(byField.body.data.map((g: any) => g.slug)).toEqual(['test-spicy']);
    const freeText = await t.get('/tags?search=VEGAN%20TEST');
    expect(freeText.body.data.map((g: any) => g.slug)).toEqual(['test-vegan']);
    const bySlug = await t.get('/tags?search=slug:test-local');
    expect(bySlug.body.data.map((g: any) => g.slug)).toEqual(['test-local']);
    const nothing = await t.get('/tags?search=name:zzzz-none');
    expect(nothing.body).toMatchObject({ total: 0, data: [], from: null, last_page: 1 });
  });

  it('serves Arabic with language=ar and falls back to English without a translation', async () => {
    const ar = await t.get('/tags?type=test-pantry&language=ar');
    const vegan = ar.body.data.find((g: any) => g.slug === 'test-vegan');
    expect(vegan).toMatchObject({
      name: 'نباتي',
      details: 'بدون منتجات حيوانية',
      language: 'ar',
      translated_languages: ['en', 'ar'],
      type: { name: 'مخزن الاختبار' },
    });
    expect(ar.body.data.find((g: any) => g.slug === 'test-spicy')).toMatchObject({
      name: 'Spicy test',
      language: 'en',
    });
    const fr = await t.get('/tags/test-vegan?language=fr');
    expect(fr.body).toMatchObject({ name: 'Vegan test', details: 'No animal products', language: 'en' });
    const onlyAr = await t.get('/tags?search=language:ar&limit=100');
    expect(onlyAr.body.total).toBe(await count(sql`select count(*)::int as n from tags where translations ? 'ar'`));
  });

  it('counts published products of active shops', async () => {
    const expected = await count(sql`select count(*)::int as n from product_tags pt
      join products p on p.id = pt.product_id join shops s on s.id = p.shop_id
      where pt.tag_id = ${ids.vegan} and p.status = 'publish' and s.is_active`);
    expect(expected).toBe(1);
    expect((await t.get('/tags/test-vegan')).body.products_count).toBe(expected);
    expect((await t.get('/tags/test-spicy')).body.products_count).toBe(0);
  });

  it('pages consistently and sorts', async () => {
    const total = await count(sql`select count(*)::int as n from tags`);
    const first = await t.get('/tags?limit=2');
    const second = await t.get('/tags?limit=2&page=2');
    const firstIds = first.body.data.map((g: any) => g.id);
    expect(second.body.data.length).toBeGreaterThan(0);
    expect(second.body.data.some((g: any) => firstIds.includes(g.id))).toBe(false);
    for (const res of [first, second]) {
      expect(res.body.total).toBe(total);
      expect(res.body.last_page).toBe(Math.ceil(total / 2));
    }
    expect(second.body.links.find((l: any) => l.active).label).toBe('2');

    const byName = await t.get('/tags?orderBy=name&sortedBy=desc&limit=100');
    const expected = await t.database.rows<{ slug: string }>(sql`select slug from tags order by name desc, id desc`);
    expect(byName.body.data.map((g: any) => g.slug)).toEqual(expected.map((r) => r.slug));
    const byId = await t.get('/tags?orderBy=id&limit=100');
    const tagIds = byId.body.data.map((g: any) => g.id);
    expect(tagIds).toEqual([...tagIds].sort((a, b) => a - b));
  });

  it('lowers a huge limit to the maximum of 100', async () => {
    const res = await t.get('/tags?limit=1000000000');
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(100);
  });

  it.each([
    ['/tags?orderBy=position', 'orderBy'],
    ['/tags?limit=0', 'limit'],
    ['/tags?page=-1', 'page'],
    ['/tags?search=name:', 'search'],
    ['/tags?search=:x', 'search'],
    ['/tags?search=owner.email:x', 'search'],
    ['/tags?with=products', 'with'],
    ['/tags?searchJoin=xor', 'searchJoin'],
  ])('answers 400 with a readable message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/tags', 400, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.INVALID_QUERY');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/select|syntax error|at .*\.ts/i);
  });
});

describe('GET /tags/{slug}', () => {
  it('finds a tag by slug and by id', async () => {
    const bySlug = await t.get('/tags/test-vegan');
    expect(bySlug.status).toBe(200);
    expectDocumented('get', '/tags/{slug}', 200, bySlug.body);
    expect(bySlug.body).toMatchObject({ id: ids.vegan, icon: 'Leaf', type_id: ids.type });
    const byId = await t.get(`/tags/${ids.spicy}?with=type`);
    expect(byId.body.slug).toBe('test-spicy');
    expectDocumented('get', '/tags/{slug}', 200, byId.body);
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await t.get('/tags/no-such-tag');
    expect(res.status).toBe(404);
    expectDocumented('get', '/tags/{slug}', 404, res.body);
    expect(res.body.message).toContain('no-such-tag');
  });
});
