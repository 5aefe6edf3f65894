import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

/**
 * Authors this file adds next to the seed, so counts, limits and languages are exercised whatever the seed
 * holds: `published` products count, `hidden` ones (drafts, or published by a closed shop) must not.
 */
const fixtures = [
  { slug: 'test-author-alpha', name: 'Zz Test Alpha', published: 3, hidden: 2, ar: { name: 'ألفا', bio: 'سيرة' } },
  { slug: 'test-author-beta', name: 'Zz Test Beta', published: 3, hidden: 0 },
  { slug: 'test-author-gamma', name: 'Zz Test Gamma', published: 1, hidden: 1 },
  ...Array.from({ length: 10 }, (_, i) => ({
    slug: `test-author-filler-${i}`,
    name: `Zz Test Filler ${String(i).padStart(2, '0')}`,
    published: 0,
    hidden: 0,
  })),
];

async function seedFixtures() {
  const [type] = await t.database.rows<{ id: number }>(sql`select id from types order by id limit 1`);
  const [shop] = await t.database.rows<{ id: number; owner_id: number }>(
    sql`select id, owner_id from shops where is_active order by id limit 1`,
  );
  const [closed] = await t.database.rows<{ id: number }>(sql`
    insert into shops (owner_id, slug, name, is_active, address, settings)
    values (${shop!.owner_id}, 'test-author-closed-shop', 'Closed shop', false, '{}'::jsonb, '{}'::jsonb)
    returning id`);
  for (const f of fixtures) {
    const translations = JSON.stringify('ar' in f ? { ar: f.ar } : {});
    const [author] = await t.database.rows<{ id: number }>(sql`
      insert into authors (slug, name, bio, quote, translations)
      values (${f.slug}, ${f.name}, 'English bio', 'English quote', ${translations}::jsonb) returning id`);
    for (let i = 0; i < f.published + f.hidden; i++) {
      const visible = i < f.published;
      // Hidden ones alternate between a draft in an open shop and a published product of the closed shop.
      const status = visible || i % 2 === 1 ? 'publish' : 'draft';
      const shopId = visible || status === 'draft' ? shop!.id : closed!.id;
      await t.database.rows(sql`
        insert into products (slug, name, type_id, shop_id, author_id, status, min_price_cents, max_price_cents)
        values (${`${f.slug}-book-${i}`}, ${`${f.name} book ${i}`}, ${type!.id}, ${shopId}, ${author!.id},
                ${status}, 1000, 1000)`);
    }
  }
}

/** Published products of active shops per author slug, counted independently of the API's SQL. */
async function expectedCounts(): Promise<Map<string, number>> {
  const rows = await t.database.rows<{ slug: string; n: number }>(sql`
    select a.slug, count(p.id)::int as n
    from authors a
    left join products p on p.author_id = a.id and p.status = 'publish'
      and p.shop_id in (select id from shops where is_active)
    group by a.slug`);
  return new Map(rows.map((r) => [r.slug, Number(r.n)]));
}

async function approvedSlugs(order: string): Promise<string[]> {
  const rows = await t.database.rows<{ slug: string }>(
    sql`select slug from authors where is_approved order by ${sql.raw(order)}`,
  );
  return rows.map((r) => r.slug);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures();
});
afterAll(() => t?.close());

describe('GET /authors', () => {
  it('answers a documented Laravel page of approved authors, newest first', async () => {
    const res = await t.get('/authors?limit=100');
    expect(res.status).toBe(200);
    expectDocumented('get', '/authors', 200, res.body);
    const expected = await approvedSlugs('created_at desc, id desc');
    expect(res.body.total).toBe(expected.length);
    expect(res.body.data.map((a: any) => a.slug)).toEqual(expected);
    expect(res.body.per_page).toBe(100);
    expect(res.body.links[0]).toMatchObject({ label: '&laquo; Previous', url: null });
  });

  it('counts only published products of active shops', async () => {
    const res = await t.get('/authors?limit=100');
    const counts = await expectedCounts();
    for (const author of res.body.data) expect(author.products_count).toBe(counts.get(author.slug));
    const alpha = res.body.data.find((a: any) => a.slug === 'test-author-alpha');
    expect(alpha.products_count).toBe(3);
  });

  it('pages with limit and page', async () => {
    const all = await approvedSlugs('created_at desc, id desc');
    const first = await t.get('/authors?limit=4');
    const second = await t.get('/authors?limit=4&page=2');
    expect(first.body.per_page).toBe(4);
    expect(second.body).toMatchObject({ current_page: 2, from: 5, total: all.length });
    expect(second.body.last_page).toBe(Math.ceil(all.length / 4));
    expect([...first.body.data, ...second.body.data].map((a: any) => a.slug)).toEqual(all.slice(0, 8));
    expect(first.body.next_page_url).toContain('page=2');
    const past = await t.get('/authors?limit=4&page=999');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ data: [], total: all.length, from: null });
  });

  it('sorts by name, id and products_count', async () => {
    const byName = await t.get('/authors?limit=100&orderBy=name&sortedBy=asc');
    expect(byName.body.data.map((a: any) => a.slug)).toEqual(await approvedSlugs('name asc, id asc'));
    const byId = await t.get('/authors?limit=100&orderBy=id&sortedBy=DESC');
    expect(byId.body.data.map((a: any) => a.slug)).toEqual(await approvedSlugs('id desc'));
    const byCount = await t.get('/authors?limit=100&orderBy=products_count&sortedBy=desc');
    const counts = byCount.body.data.map((a: any) => a.products_count);
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
    const all = await expectedCounts();
    const approved = await approvedSlugs('id');
    expect(counts[0]).toBe(Math.max(...approved.map((slug) => all.get(slug)!)));
  });

  it('searches by name (field or free text), slug and language', async () => {
    const expected = (
      await t.database.rows<{ slug: string }>(
        sql`select slug from authors where is_approved and name ilike '%test filler%'`,
      )
    )
      .map((r) => r.slug)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    for (const path of ['/authors?limit=100&search=name:test filler', '/authors?limit=100&search=TEST FILLER']) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expect(res.body.data.map((a: any) => a.slug).sort()).toEqual(expected);
    }
    const bySlug = await t.get('/authors?search=slug:test-author-beta');
    expect(bySlug.body.data.map((a: any) => a.slug)).toEqual(['test-author-beta']);
    const arabic = await t.get('/authors?limit=100&search=language:ar');
    const translated = await t.database.rows<{ slug: string }>(
      sql`select slug from authors where is_approved and translations ? 'ar'`,
    );
    expect(arabic.body.data.map((a: any) => a.slug).sort()).toEqual(translated.map((r) => r.slug).sort());
    const none = await t.get('/authors?search=name:no-author-is-called-this');
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('serves Arabic text with language=ar, English for missing fields and other languages', async () => {
    const ar = await t.get('/authors?search=slug:test-author-alpha&language=ar');
    expect(ar.body.data[0]).toMatchObject({
      name: 'ألفا',
      bio: 'سيرة',
      quote: 'English quote',
      language: 'ar',
      translated_languages: ['en', 'ar'],
    });
    const untranslated = await t.get('/authors?search=slug:test-author-beta&language=ar');
    expect(untranslated.body.data[0]).toMatchObject({ name: 'Zz Test Beta', language: 'en' });
    expect(untranslated.body.data[0].translated_languages).toEqual(['en']);
    const de = await t.get('/authors?search=slug:test-author-alpha&language=de');
    expect(de.body.data[0]).toMatchObject({ name: 'Zz Test Alpha', bio: 'English bio', language: 'en' });
  });

  it('lowers a huge limit to the maximum of 100', async () => {
    const res = await t.get('/authors?limit=1000000000');
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(100);
  });

  it.each([
    ['/authors?orderBy=password', 'orderBy'],
    ['/authors?sortedBy=sideways', 'sortedBy'],
    ['/authors?limit=0', 'limit'],
    ['/authors?limit=ten', 'limit'],
    ['/authors?page=-1', 'page'],
    ['/authors?search=:broken', 'search'],
    ['/authors?search=name:', 'search'],
    ['/authors?search=secret:1', 'search'],
    ['/authors?search=is_approved:maybe', 'search'],
    ['/authors?searchFields=name:regex', 'searchFields'],
    ['/authors?filter=password', 'filter'],
    ['/authors?with=books', 'with'],
  ])('answers 400 with a readable message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/authors', 400, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.INVALID_QUERY');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message.length).toBeGreaterThan(10);
    expect(res.body.message).not.toMatch(/select |syntax error|at .*\.ts/i);
  });
});

describe('GET /authors/{slug}', () => {
  it('finds an author by slug and by id', async () => {
    const bySlug = await t.get('/authors/test-author-gamma');
    expect(bySlug.status).toBe(200);
    expectDocumented('get', '/authors/{slug}', 200, bySlug.body);
    expect(bySlug.body.products_count).toBe((await expectedCounts()).get('test-author-gamma'));
    const byId = await t.get(`/authors/${bySlug.body.id}?language=ar`);
    expect(byId.body).toMatchObject({ slug: 'test-author-gamma', language: 'en' });
  });

  it('narrows the row with filter', async () => {
    const res = await t.get('/authors/test-author-alpha?filter=id;slug');
    expect(Object.keys(res.body).sort()).toEqual(['id', 'slug']);
  });

  it.each(['nope', '999999999'])('answers 404 for unknown author %s', async (key) => {
    const res = await t.get(`/authors/${key}`);
    expect(res.status).toBe(404);
    expectDocumented('get', '/authors/{slug}', 404, res.body);
    expect(res.body).toMatchObject({ code: 'PICKBAZAR_ERROR.NOT_FOUND' });
    expect(res.body.message).toContain(key);
  });
});

describe('GET /top-authors', () => {
  it('is a plain array, most published products first, then by name', async () => {
    const res = await t.get('/top-authors?limit=50');
    expect(res.status).toBe(200);
    expectDocumented('get', '/top-authors', 200, res.body);
    expect(Array.isArray(res.body)).toBe(true);
    const approved = await approvedSlugs('id');
    expect(res.body.length).toBe(Math.min(50, approved.length));
    const counts = await expectedCounts();
    for (const author of res.body) expect(author.products_count).toBe(counts.get(author.slug));
    const sorted = await t.database.rows<{ slug: string }>(sql`
      select a.slug from authors a where a.is_approved
      order by (select count(*) from products p join shops s on s.id = p.shop_id
                where p.author_id = a.id and p.status = 'publish' and s.is_active) desc, a.name, a.id
      limit 50`);
    expect(res.body.map((a: any) => a.slug)).toEqual(sorted.map((r) => r.slug));
    // Alpha and Beta tie on three books; the name decides.
    const alpha = res.body.findIndex((a: any) => a.slug === 'test-author-alpha');
    const beta = res.body.findIndex((a: any) => a.slug === 'test-author-beta');
    expect(alpha).toBeGreaterThan(-1);
    expect(alpha).toBeLessThan(beta);
  });

  it('defaults to 10, caps at 50 and honours a small limit', async () => {
    const approved = (await approvedSlugs('id')).length;
    expect((await t.get('/top-authors')).body.length).toBe(Math.min(10, approved));
    expect((await t.get('/top-authors?limit=1000000000')).body.length).toBe(Math.min(50, approved));
    expect((await t.get('/top-authors?limit=2')).body.length).toBe(2);
  });

  it.each([
    ['/top-authors?limit=abc', 'limit'],
    ['/top-authors?limit=0', 'limit'],
    ['/top-authors?filter=secret', 'filter'],
  ])('answers 400 for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/top-authors', 400, res.body);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('unapproved authors', () => {
  it('are hidden from the list, the detail and the top list', async () => {
    const before = await t.get('/authors?limit=1');
    await t.database.rows(sql`update authors set is_approved = false where slug = 'test-author-alpha'`);
    const after = await t.get('/authors?limit=100');
    expect(after.body.total).toBe(before.body.total - 1);
    expect(after.body.data.map((a: any) => a.slug)).not.toContain('test-author-alpha');
    expect((await t.get('/authors/test-author-alpha')).status).toBe(404);
    const top = await t.get('/top-authors?limit=50');
    expect(top.body.map((a: any) => a.slug)).not.toContain('test-author-alpha');
    const asked = await t.get('/authors?search=is_approved:0');
    expect(asked.body.total).toBe(0);
  });
});
