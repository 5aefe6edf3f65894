import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** A published product with the most reviews, and the rating it has most of. */
let product: { id: number; rating: number };
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.rows<{ id: number; rating: number }>(sql`
    select r.product_id as id, r.rating
    from reviews r join products p on p.id = r.product_id and p.status = 'publish'
    group by r.product_id, r.rating
    order by count(*) desc, r.product_id limit 1`);
  product = row!;
});
afterAll(() => t?.close());

const ids = (body: any) => body.data.map((r: any) => r.id);

/** Ids of public reviews (published products), in the API's default order, with an extra condition. */
async function expectedIds(where = sql`true`): Promise<number[]> {
  const rows = await t.database.rows<{ id: number }>(sql`
    select r.id from reviews r join products p on p.id = r.product_id
    where p.status = 'publish' and ${where}
    order by r.created_at desc, r.id desc`);
  return rows.map((r) => r.id);
}

describe('GET /reviews', () => {
  it('lists public reviews newest first in a Laravel paginator', async () => {
    const res = await t.get('/reviews?limit=100');
    expect(res.status).toBe(200);
    expectDocumented('get', '/reviews', 200, res.body);
    const expected = await expectedIds();
    expect(res.body.total).toBe(expected.length);
    expect(ids(res.body)).toEqual(expected.slice(0, 100));
    for (const review of res.body.data) {
      expect(review.my_feedback).toBeNull();
      expect(review.user).toBeUndefined();
    }
  });

  it('filters by the plain product_id parameter and rating, as the shop asks', async () => {
    const res = await t.get(`/reviews?product_id=${product.id}&search=rating:${product.rating}&with=user&limit=100`);
    expect(res.status).toBe(200);
    expectDocumented('get', '/reviews', 200, res.body);
    const expected = await expectedIds(sql`r.product_id = ${product.id} and r.rating = ${product.rating}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(res.body)).toEqual(expected);
    for (const review of res.body.data) {
      expect(review).toMatchObject({ product_id: product.id, rating: product.rating });
      expect(Object.keys(review.user).sort()).toEqual(['id', 'name', 'profile']);
      expect(Object.keys(review.user.profile)).toEqual(['avatar']);
    }

    const allOfProduct = await t.get(`/reviews?product_id=${product.id}&limit=100`);
    expect(ids(allOfProduct.body)).toEqual(await expectedIds(sql`r.product_id = ${product.id}`));

    const searched = await t.get(
      `/reviews?search=product_id:${product.id};rating:4,5&searchFields=rating:in&searchJoin=and`,
    );
    expect(searched.body.total).toBe(
      (await expectedIds(sql`r.product_id = ${product.id} and r.rating in (4, 5)`)).length,
    );
  });

  it('filters by shop_id', async () => {
    const [shop] = await t.database.rows<{ shop_id: number }>(sql`select shop_id from reviews limit 1`);
    const res = await t.get(`/reviews?search=shop_id:${shop!.shop_id}&limit=100`);
    expect(ids(res.body)).toEqual((await expectedIds(sql`r.shop_id = ${shop!.shop_id}`)).slice(0, 100));
  });

  it('shows the reviewer’s name and avatar but never their email', async () => {
    const res = await t.app.request(`/api/reviews?product_id=${product.id}&with=user&limit=100`);
    const text = await res.text();
    expect(res.status).toBe(200);
    const emails = await t.database.rows<{ email: string }>(sql`
      select distinct u.email from users u join reviews r on r.user_id = u.id where r.product_id = ${product.id}`);
    expect(emails.length).toBeGreaterThan(0);
    for (const { email } of emails) expect(text).not.toContain(email);
    expect(text).not.toMatch(/"(email|password\w*|role|is_active)"\s*:/i);
    const body = JSON.parse(text);
    const names = await t.database.rows<{ id: number; name: string }>(sql`
      select r.id, u.name from reviews r join users u on u.id = r.user_id where r.product_id = ${product.id}`);
    for (const review of body.data) {
      expect(review.user.name).toBe(names.find((n) => n.id === review.id)!.name);
      expect(review.user.id).toBe(review.user_id);
    }
  });

  it('includes the product with with=product, named in the requested language', async () => {
    const res = await t.get(`/reviews?product_id=${product.id}&with=product;user&language=ar&limit=1`);
    expectDocumented('get', '/reviews', 200, res.body);
    const [p] = await t.database.rows<{ id: number; slug: string; name: string }>(sql`
      select id, slug, coalesce(translations -> 'ar' ->> 'name', name) as name from products where id = ${product.id}`);
    expect(res.body.data[0].product).toMatchObject({ id: p!.id, slug: p!.slug, name: p!.name });
  });

  it('hides reviews of products that are not published', async () => {
    const [review] = await t.database.rows<{ id: number }>(
      sql`select id from reviews where product_id = ${product.id} order by id limit 1`,
    );
    await t.database.rows(sql`update products set status = 'draft' where id = ${product.id}`);
    try {
      const list = await t.get(`/reviews?product_id=${product.id}`);
      expect(list.body.total).toBe(0);
      const all = await t.get('/reviews?limit=100');
      expect(all.body.total).toBe((await expectedIds()).length);
      expect(ids(all.body)).not.toContain(review!.id);
      expect((await t.get(`/reviews/${review!.id}`)).status).toBe(404);
    } finally {
      await t.database.rows(sql`update products set status = 'publish' where id = ${product.id}`);
    }
  });

  it('pages and sorts', async () => {
    const expected = await expectedIds();
    const second = await t.get('/reviews?limit=3&page=2');
    expect(ids(second.body)).toEqual(expected.slice(3, 6));
    expect(second.body).toMatchObject({ current_page: 2, per_page: 3, from: 4, to: 6, total: expected.length });

    const byRating = await t.get('/reviews?orderBy=rating&sortedBy=asc&limit=100');
    const ratings = byRating.body.data.map((r: any) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));

    const byVotes = await t.get('/reviews?orderBy=positive_feedbacks_count&sortedBy=desc&limit=100');
    const votes = byVotes.body.data.map((r: any) => r.positive_feedbacks_count);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));

    const past = await t.get('/reviews?page=100000');
    expect(past.body).toMatchObject({ data: [], total: expected.length });
  });

  it.each([
    ['/reviews?orderBy=email', 'orderBy'],
    ['/reviews?limit=0', 'limit'],
    ['/reviews?page=-1', 'page'],
    ['/reviews?search=rating:five', 'search'],
    ['/reviews?search=rating', 'search'],
    ['/reviews?search=user.email:a@b.c', 'search'],
    ['/reviews?searchFields=rating:like&search=rating:5', 'search'],
    ['/reviews?with=user.email', 'with'],
    ['/reviews?filter=password_hash', 'filter'],
    ['/reviews?product_id=abc', 'product_id'],
    ['/reviews?product_id=99999999999', 'product_id'],
  ])('answers 400 with a clear message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/reviews', 400, res.body);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/select|syntax error|at .*\.ts/i);
  });

  it('matches nothing, without failing, for ratings beyond any column size', async () => {
    const res = await t.get('/reviews?search=rating:999999999999999');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });
});

describe('GET /reviews/{id}', () => {
  it('finds one review, with relations on request', async () => {
    const [row] = await t.database.rows<{ id: number; comment: string; rating: number }>(sql`
      select r.id, r.comment, r.rating from reviews r join products p on p.id = r.product_id
      where p.status = 'publish' order by r.id limit 1`);
    const res = await t.get(`/reviews/${row!.id}?with=user;product`);
    expect(res.status).toBe(200);
    expectDocumented('get', '/reviews/{id}', 200, res.body);
    expect(res.body).toMatchObject({ id: row!.id, comment: row!.comment, rating: row!.rating, my_feedback: null });
    expect(res.body.user.email).toBeUndefined();
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const [max] = await t.database.rows<{ id: number }>(sql`select coalesce(max(id), 0) + 1000 as id from reviews`);
    const missing = await t.get(`/reviews/${max!.id}`);
    expect(missing.status).toBe(404);
    expectDocumented('get', '/reviews/{id}', 404, missing.body);
    expect(missing.body.message).toContain(String(max!.id));

    for (const bad of ['abc', '1.5', '-3', '99999999999']) {
      const res = await t.get(`/reviews/${bad}`);
      expect(res.status, bad).toBe(400);
      expectDocumented('get', '/reviews/{id}', 400, res.body);
      expect(res.body.message).toMatch(/^Invalid path: id/);
    }
  });
});
