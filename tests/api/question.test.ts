import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** A published product with answered questions, and its shop. */
let product: { id: number; shop_id: number };
let unanswered: number[];

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.rows<{ id: number; shop_id: number }>(sql`
    select p.id, p.shop_id from products p join questions q on q.product_id = p.id
    where p.status = 'publish' and q.answer is not null
    group by p.id, p.shop_id order by count(*) desc, p.id limit 1`);
  product = row!;
  // Questions waiting for an answer exist whatever the seed holds: never public.
  const inserted = await t.database.rows<{ id: number }>(sql`
    insert into questions (user_id, product_id, shop_id, question, answer)
    select (select min(id) from users), ${product.id}, ${product.shop_id}, q, a
    from (values ('Unanswered: does it come in blue?', null), ('Blank answer: is it vegan?', '  ')) v(q, a)
    returning id`);
  unanswered = inserted.map((r) => r.id);
});
afterAll(() => t?.close());

const ids = (body: any) => body.data.map((q: any) => q.id);

/** Ids of public questions (answered, published product), newest first, with an extra condition. */
async function expectedIds(where = sql`true`): Promise<number[]> {
  const rows = await t.database.rows<{ id: number }>(sql`
    select q.id from questions q join products p on p.id = q.product_id
    where p.status = 'publish' and q.answer is not null and btrim(q.answer) <> '' and ${where}
    order by q.created_at desc, q.id desc`);
  return rows.map((r) => r.id);
}

describe('GET /questions', () => {
  it('lists answered questions only, newest first, in a Laravel paginator', async () => {
    const res = await t.get('/questions?limit=100');
    expect(res.status).toBe(200);
    expectDocumented('get', '/questions', 200, res.body);
    const expected = await expectedIds();
    expect(res.body.total).toBe(expected.length);
    expect(ids(res.body)).toEqual(expected.slice(0, 100));
    for (const question of res.body.data) {
      expect(question.answer.trim()).not.toBe('');
      expect(question.my_feedback).toBeNull();
    }
    const [all] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from questions`);
    expect(all!.n).toBeGreaterThan(expected.length);
  });

  it('never shows unanswered questions, even when asked with answer=null', async () => {
    for (const path of [
      `/questions?product_id=${product.id}&limit=100`,
      `/questions?product_id=${product.id}&answer=null&limit=100`,
      '/questions?search=Unanswered&limit=100',
      '/questions?search=question:vegan&limit=100',
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(200);
      for (const id of unanswered) expect(ids(res.body), path).not.toContain(id);
    }
    // The provider's admin filter is not a public search field.
    expect((await t.get('/questions?search=answer:null')).status).toBe(400);
  });

  it('filters by the plain product_id and shop_id parameters', async () => {
    const byProduct = await t.get(`/questions?product_id=${product.id}&limit=100`);
    expectDocumented('get', '/questions', 200, byProduct.body);
    const expected = await expectedIds(sql`q.product_id = ${product.id}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(byProduct.body)).toEqual(expected);

    const byShop = await t.get(`/questions?shop_id=${product.shop_id}&limit=100`);
    expect(ids(byShop.body)).toEqual((await expectedIds(sql`q.shop_id = ${product.shop_id}`)).slice(0, 100));

    const searched = await t.get(
      `/questions?search=product_id:${product.id};shop_id:${product.shop_id}&searchJoin=and`,
    );
    expect(searched.body.total).toBe(expected.length);
  });

  it('searches the question text', async () => {
    const [sample] = await t.database.rows<{ question: string }>(sql`
      select q.question from questions q join products p on p.id = q.product_id
      where p.status = 'publish' and q.answer is not null order by q.id limit 1`);
    // A word of the question (the longest run of letters), whatever the seed's wording.
    const word = sample!.question.match(/[a-z]+/gi)!.sort((a, b) => b.length - a.length)[0]!;
    const expected = await expectedIds(sql`q.question ilike ${`%${word}%`}`);
    const byField = await t.get(`/questions?search=question:${encodeURIComponent(word)}&limit=100`);
    expect(ids(byField.body)).toEqual(expected.slice(0, 100));
    const freeText = await t.get(`/questions?search=${encodeURIComponent(word)}&limit=100`);
    expect(ids(freeText.body)).toEqual(expected.slice(0, 100));
    // As the product page asks (src/framework/rest/question.ts): several words, upper case, with the like operator.
    const phrase = sample!.question.split(/\s+/).slice(0, 2).join(' ').toUpperCase();
    const asked = await t.get(
      `/questions?search=${encodeURIComponent(`question:${phrase}`)}&searchFields=question:like&limit=100`,
    );
    expect(asked.status).toBe(200);
    expect(ids(asked.body)).toEqual((await expectedIds(sql`q.question ilike ${`%${phrase}%`}`)).slice(0, 100));
    expect(ids(asked.body).length).toBeGreaterThan(0);
  });

  it('includes the asker (id and name, no email) and the product on request', async () => {
    const res = await t.app.request(`/api/questions?product_id=${product.id}&with=user;product&limit=100`);
    const text = await res.text();
    const body = JSON.parse(text);
    expectDocumented('get', '/questions', 200, body);
    const askers = await t.database.rows<{ id: number; name: string; email: string }>(sql`
      select q.id, u.name, u.email from questions q join users u on u.id = q.user_id where q.product_id = ${product.id}`);
    for (const asker of askers) expect(text).not.toContain(asker.email);
    expect(text).not.toMatch(/"(email|password\w*|role|is_active)"\s*:/i);
    const [p] = await t.database.rows<{ slug: string; name: string }>(
      sql`select slug, name from products where id = ${product.id}`,
    );
    for (const question of body.data) {
      expect(question.user).toEqual({ id: question.user_id, name: askers.find((a) => a.id === question.id)!.name });
      expect(question.product).toMatchObject({ id: product.id, slug: p!.slug, name: p!.name });
    }
  });

  it('pages and sorts', async () => {
    const expected = await expectedIds();
    const second = await t.get('/questions?limit=2&page=2');
    expect(ids(second.body)).toEqual(expected.slice(2, 4));
    expect(second.body).toMatchObject({ current_page: 2, per_page: 2, total: expected.length });

    const byVotes = await t.get('/questions?orderBy=positive_feedbacks_count&sortedBy=desc&limit=100');
    const votes = byVotes.body.data.map((q: any) => q.positive_feedbacks_count);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));

    const oldest = await t.get('/questions?orderBy=created_at&sortedBy=asc&limit=100');
    const times = oldest.body.data.map((q: any) => Date.parse(q.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it.each([
    ['/questions?orderBy=answer', 'orderBy'],
    ['/questions?limit=0', 'limit'],
    ['/questions?page=-1', 'page'],
    ['/questions?search=:what', 'search'],
    ['/questions?search=user.email:x', 'search'],
    ['/questions?search=product_id:abc', 'search'],
    ['/questions?with=answers', 'with'],
    ['/questions?filter=email', 'filter'],
    ['/questions?shop_id=-4', 'shop_id'],
    ['/questions?product_id=x', 'product_id'],
  ])('answers 400 with a clear message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/questions', 400, res.body);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/select|syntax error|at .*\.ts/i);
  });
});
