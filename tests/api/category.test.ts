import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productCategories, products, types } from '@/server/db/schema';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** Ids of the fixture tree this file adds on top of the demo seed. */
const ids = { type: 0, cookware: 0, pans: 0, pots: 0, knives: 0, tableware: 0, shop: 0 };

const count = async (query: ReturnType<typeof sql>) => Number((await t.database.rows<{ n: number }>(query))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [type] = await db
    .insert(types)
    .values({
      slug: 'test-kitchen',
      name: 'Test Kitchen',
      position: 99,
      settings: { isHome: false, layoutType: 'classic', productCard: 'neon' },
      translations: { ar: { name: 'مطبخ الاختبار' } },
    })
    .returning();
  ids.type = type!.id;
  const insert = async (values: typeof categories.$inferInsert) =>
    (
      await db
        .insert(categories)
        .values({ typeId: ids.type, ...values })
        .returning()
    )[0]!.id;
  ids.cookware = await insert({
    slug: 'test-cookware',
    name: 'Cookware',
    details: 'Pots and pans',
    icon: 'Cooking',
    position: 0,
    translations: { ar: { name: 'أواني الطبخ', details: 'قدور ومقالي' } },
  });
  ids.tableware = await insert({ slug: 'test-tableware', name: 'Tableware', position: 1 });
  // Inserted out of display order on purpose: children must come back ordered by position.
  ids.pots = await insert({
    slug: 'test-pots',
    name: 'Pots',
    parentId: ids.cookware,
    position: 1,
    translations: { ar: { name: 'قدور' } },
  });
  ids.knives = await insert({ slug: 'test-knives', name: 'Knives', parentId: ids.cookware, position: 2 });
  ids.pans = await insert({
    slug: 'test-pans',
    name: 'Pans',
    parentId: ids.cookware,
    position: 0,
    translations: { ar: { name: 'مقالي' } },
  });

  // One published and one draft product in Pans (and, like the seed does, in its ancestor Cookware).
  const [shop] = await t.database.rows<{ id: number }>(sql`select id from shops where is_active order by id limit 1`);
  ids.shop = shop!.id;
  const made = await db
    .insert(products)
    .values(
      ['publish', 'draft'].map((status) => ({
        slug: `test-frying-pan-${status}`,
        name: 'Frying pan',
        typeId: ids.type,
        shopId: ids.shop,
        status: status as 'publish' | 'draft',
        minPriceCents: 2500,
        maxPriceCents: 2500,
        priceCents: 2500,
      })),
    )
    .returning({ id: products.id });
  await db
    .insert(productCategories)
    .values(made.flatMap((p) => [ids.pans, ids.cookware].map((categoryId) => ({ productId: p.id, categoryId }))));
});
afterAll(() => t?.close());

describe('GET /categories', () => {
  it('answers the helper envelope: no links, empty-string URLs, 15 per page by default', async () => {
    const res = await t.get('/categories');
    expect(res.status).toBe(200);
    expectDocumented('get', '/categories', 200, res.body);
    expect(res.body).not.toHaveProperty('links');
    expect(res.body.prev_page_url).toBe('');
    expect(res.body.per_page).toBe(15);
    expect(res.body.total).toBe(await count(sql`select count(*)::int as n from categories`));
    expect(res.headers.get('cache-control')).toMatch(/max-age=60/);
  });

  it('lists top-level categories with parent=null, one parent’s children with parent=<id>, all with parent=all', async () => {
    const top = await t.get('/categories?parent=null&limit=1000');
    expect(top.body.total).toBe(await count(sql`select count(*)::int as n from categories where parent_id is null`));
    expect(top.body.data.every((c: any) => c.parent_id === null && c.parent === null)).toBe(true);

    const children = await t.get(`/categories?parent=${ids.cookware}`);
    expect(children.body.data.map((c: any) => c.slug)).toEqual(['test-pans', 'test-pots', 'test-knives']);
    expect(children.body.data[0].parent).toEqual({ id: ids.cookware, name: 'Cookware', slug: 'test-cookware' });

    const all = await t.get('/categories?parent=all&limit=1000');
    const absent = await t.get('/categories?limit=1000');
    const everything = await count(sql`select count(*)::int as n from categories`);
    expect(all.body.total).toBe(everything);
    expect(absent.body.total).toBe(everything);
    expect(everything).toBeGreaterThan(top.body.total);
  });

  it('filters by type slug (plain parameter and search=type.slug:…) and combines it with parent', async () => {
    const grocery = await count(
      sql`select count(*)::int as n from categories c join types ty on ty.id = c.type_id where ty.slug = 'grocery'`,
    );
    const plain = await t.get('/categories?type=grocery&limit=1000');
    expect(plain.body.total).toBe(grocery);
    expect(plain.body.data.every((c: any) => c.type.slug === 'grocery')).toBe(true);
    const searched = await t.get('/categories?search=type.slug:grocery&limit=1000');
    expect(searched.body.total).toBe(grocery);

    const mine = await t.get('/categories?type=test-kitchen&parent=null');
    expect(mine.body.data.map((c: any) => c.slug)).toEqual(['test-cookware', 'test-tableware']);
    expect(mine.body.data[0].type).toEqual({ id: ids.type, name: 'Test Kitchen', slug: 'test-kitchen' });

    const both = await t.get('/categories?search=type.slug:grocery,test-kitchen&limit=1000');
    expect(both.body.total).toBe(grocery + 5);
    expect((await t.get('/categories?type=no-such-type')).body).toMatchObject({ total: 0, data: [] });
  });

  it('leaves out the category named by self', async () => {
    const res = await t.get(`/categories?parent=${ids.cookware}&self=${ids.pots}`);
    expect(res.body.data.map((c: any) => c.slug)).toEqual(['test-pans', 'test-knives']);
    const all = await t.get(`/categories?limit=1000&self=${ids.pots}`);
    expect(all.body.total).toBe((await count(sql`select count(*)::int as n from categories`)) - 1);
  });

  it('filters with search=parent:<id> and parent:null like the plain parameter', async () => {
    const byId = await t.get(`/categories?search=parent:${ids.cookware}`);
    expect(byId.body.total).toBe(3);
    const top = await t.get('/categories?search=parent:null&limit=1000');
    expect(top.body.total).toBe(await count(sql`select count(*)::int as n from categories where parent_id is null`));
  });

  it('searches names (field and free text), treating % and _ literally', async () => {
    const byField = await t.get('/categories?search=name:ookwar');
    expect(byField.body.data.map((c: any) => c.slug)).toEqual(['test-cookware']);
    const freeText = await t.get('/categories?search=COOKWARE');
    expect(freeText.body.data.map((c: any) => c.slug)).toEqual(['test-cookware']);
    const percent = await t.get('/categories?search=name:%25');
    expect(percent.body.total).toBe(
      await count(sql`select count(*)::int as n from categories where name like '%\\%%'`),
    );
    const exact = await t.get('/categories?search=name:Pans&searchFields=name:=');
    expect(exact.body.data.map((c: any) => c.slug)).toEqual(['test-pans']);
    const slug = await t.get('/categories?search=slug:test-pots,test-knives&searchFields=slug:in');
    expect(slug.body.data.map((c: any) => c.slug).sort()).toEqual(['test-knives', 'test-pots']);
  });

  it('serves Arabic with language=ar (names, details, parent and type names) and English elsewhere', async () => {
    const ar = await t.get(`/categories?language=ar&type=test-kitchen&parent=null`);
    const cookware = ar.body.data.find((c: any) => c.slug === 'test-cookware');
    expect(cookware).toMatchObject({
      name: 'أواني الطبخ',
      details: 'قدور ومقالي',
      language: 'ar',
      translated_languages: ['en', 'ar'],
      type: { name: 'مطبخ الاختبار' },
    });
    expect(cookware.children.map((c: any) => [c.name, c.language])).toEqual([
      ['مقالي', 'ar'],
      ['قدور', 'ar'],
      ['Knives', 'en'],
    ]);
    expect(cookware.children[0].parent.name).toBe('أواني الطبخ');
    // Tableware has no Arabic translation: English, and says so.
    expect(ar.body.data.find((c: any) => c.slug === 'test-tableware')).toMatchObject({
      name: 'Tableware',
      language: 'en',
      translated_languages: ['en'],
    });

    const de = await t.get(`/categories/test-cookware?language=de`);
    expect(de.body).toMatchObject({ name: 'Cookware', details: 'Pots and pans', language: 'en' });
    expect(de.body.translated_languages).toEqual(['en', 'ar']);

    const searchAr = await t.get(`/categories?language=ar&search=name:${encodeURIComponent('أواني')}`);
    expect(searchAr.body.data.map((c: any) => c.slug)).toEqual(['test-cookware']);
    const onlyAr = await t.get('/categories?search=language:ar&limit=1000');
    expect(onlyAr.body.total).toBe(
      await count(sql`select count(*)::int as n from categories where translations ? 'ar'`),
    );
  });

  it('pages consistently: page 2 differs from page 1, total and last_page agree', async () => {
    const total = await count(sql`select count(*)::int as n from categories`);
    const first = await t.get('/categories?limit=2&page=1');
    const second = await t.get('/categories?limit=2&page=2');
    expect(first.body.data).toHaveLength(2);
    expect(second.body.current_page).toBe(2);
    const firstIds = first.body.data.map((c: any) => c.id);
    expect(second.body.data.map((c: any) => c.id).some((id: number) => firstIds.includes(id))).toBe(false);
    for (const res of [first, second]) {
      expect(res.body.total).toBe(total);
      expect(res.body.last_page).toBe(Math.ceil(total / 2));
    }
    expect(first.body.next_page_url).toContain('page=2');
    expect(second.body.prev_page_url).toContain('page=1');
    expect(second.body.from).toBe(3);

    const past = await t.get(`/categories?limit=2&page=${Math.ceil(total / 2) + 1}`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ data: [], total, next_page_url: '', from: null });
  });

  it('sorts by name, products_count and created_at', async () => {
    const byName = await t.get('/categories?orderBy=name&sortedBy=DESC&limit=1000');
    const expected = await t.database.rows<{ slug: string }>(
      sql`select slug from categories order by name desc, id desc`,
    );
    expect(byName.body.data.map((c: any) => c.slug)).toEqual(expected.map((r) => r.slug));

    const byCount = await t.get('/categories?orderBy=products_count&sortedBy=desc&limit=1000');
    const counts = byCount.body.data.map((c: any) => c.products_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const byCreated = await t.get('/categories?orderBy=created_at&limit=1000');
    const created = byCreated.body.data.map((c: any) => c.created_at);
    expect(created).toEqual([...created].sort());
  });

  it('narrows every category to the fields of filter, its children too, with the same values', async () => {
    const base = '/categories?type=test-kitchen&parent=null&limit=1000&language=ar';
    const [whole, narrow, flat] = await Promise.all([
      t.get(base),
      t.get(`${base}&filter=id;name;slug;image;children`),
      t.get(`${base}&filter=id;slug`),
    ]);
    expect(narrow.status).toBe(200);
    expect(narrow.body.total).toBe(whole.body.total);
    const pick = (c: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, c[k]]));
    const withChildren = narrow.body.data.filter((c: { children: unknown[] }) => c.children.length > 0);
    expect(withChildren.length).toBeGreaterThan(0);
    narrow.body.data.forEach((category: Record<string, unknown>, i: number) => {
      const full = whole.body.data[i];
      expect(Object.keys(category)).toEqual(['id', 'name', 'slug', 'image', 'children']);
      expect(pick(category, ['id', 'name', 'slug', 'image'])).toEqual(pick(full, ['id', 'name', 'slug', 'image']));
      const children = category.children as Record<string, unknown>[];
      expect(children.map((c) => c.id)).toEqual(full.children.map((c: { id: number }) => c.id));
      children.forEach((child, j) => {
        expect(child).toEqual({ ...pick(full.children[j], ['id', 'name', 'slug', 'image']), children: [] });
      });
    });
    expect(flat.body.data.map((c: object) => Object.keys(c))).toEqual(whole.body.data.map(() => ['id', 'slug']));
  });

  it('lowers a huge limit to the maximum of 1000', async () => {
    const res = await t.get('/categories?limit=1000000000');
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(1000);
  });

  it('counts only published products of active shops, through ancestors too', async () => {
    const expectedCount = async (id: number) =>
      count(sql`select count(distinct p.id)::int as n from products p
        where p.status = 'publish'
          and exists (select 1 from shops s where s.id = p.shop_id and s.is_active)
          and exists (select 1 from product_categories x where x.product_id = p.id and x.category_id = ${id})`);
    const tree = await t.get('/categories/test-cookware');
    expect(tree.body.products_count).toBe(1);
    expect(tree.body.children.map((c: any) => c.products_count)).toEqual([1, 0, 0]);

    // Every category on a page agrees with a direct count.
    const page = await t.get('/categories?limit=1000');
    for (const c of page.body.data) expect(c.products_count).toBe(await expectedCount(c.id));
    expect(page.body.data.some((c: any) => c.products_count > 0 && !String(c.slug).startsWith('test-'))).toBe(true);

    await t.database.rows(sql`update shops set is_active = false where id = ${ids.shop}`);
    try {
      expect((await t.get('/categories/test-pans')).body.products_count).toBe(0);
    } finally {
      await t.database.rows(sql`update shops set is_active = true where id = ${ids.shop}`);
    }
    expect((await t.get('/categories/test-pans')).body.products_count).toBe(1);
  });

  it.each([
    ['/categories?orderBy=password', 'orderBy'],
    ['/categories?sortedBy=sideways', 'sortedBy'],
    ['/categories?limit=0', 'limit'],
    ['/categories?page=-1', 'page'],
    ['/categories?page=abc', 'page'],
    ['/categories?search=name:', 'search'],
    ['/categories?search=:x', 'search'],
    ['/categories?search=secret:1', 'search'],
    ['/categories?search=parent:abc', 'search'],
    ['/categories?search=name:x&searchFields=name:between', 'search'],
    ['/categories?searchFields=owner:like', 'searchFields'],
    ['/categories?with=owner', 'with'],
    ['/categories?filter=password', 'filter'],
    ['/categories?parent=abc', 'parent'],
    ['/categories?self=abc', 'self'],
    ['/categories?self=-3', 'self'],
    ['/categories?language=%27%3B--', 'language'],
  ])('answers 400 with a readable message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/categories', 400, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.INVALID_QUERY');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/select|syntax error|at .*\.ts/i);
  });
});

describe('GET /categories/{slug}', () => {
  it('finds a category by slug and by id, with children in position order and empty grandchildren', async () => {
    const bySlug = await t.get('/categories/test-cookware');
    expect(bySlug.status).toBe(200);
    expectDocumented('get', '/categories/{slug}', 200, bySlug.body);
    expect(bySlug.body).toMatchObject({
      id: ids.cookware,
      icon: 'Cooking',
      parent_id: null,
      parent: null,
      type_id: ids.type,
    });
    expect(bySlug.body.children.map((c: any) => c.slug)).toEqual(['test-pans', 'test-pots', 'test-knives']);
    expect(bySlug.body.children.every((c: any) => Array.isArray(c.children) && c.children.length === 0)).toBe(true);

    const byId = await t.get(`/categories/${ids.pans}`);
    expect(byId.body).toMatchObject({ slug: 'test-pans', parent_id: ids.cookware, children: [] });
    expect(byId.body.parent).toEqual({ id: ids.cookware, name: 'Cookware', slug: 'test-cookware' });
  });

  it('accepts with=children;parent;type and rejects unknown relations', async () => {
    const ok = await t.get('/categories/test-pans?with=children;parent;type');
    expect(ok.status).toBe(200);
    expectDocumented('get', '/categories/{slug}', 200, ok.body);
    const bad = await t.get('/categories/test-pans?with=products.owner');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain('with');
  });

  it('answers 404 for an unknown slug or id', async () => {
    for (const key of ['nope', '999999999']) {
      const res = await t.get(`/categories/${key}`);
      expect(res.status).toBe(404);
      expectDocumented('get', '/categories/{slug}', 404, res.body);
      expect(res.body).toMatchObject({ code: 'PICKBAZAR_ERROR.NOT_FOUND' });
      expect(res.body.message).toContain(key);
    }
  });
});
