import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '@/shared/validation/review';
import { expectDocumented } from './helpers/openapi';
import {
  keepShopRules,
  makeShopper,
  orderApi,
  type OrderApi,
  placeOrder,
  type ProductRow,
  setOptions,
  type Shopper,
  simpleProducts,
} from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
let restore: () => Promise<void>;
let a: ProductRow;
let b: ProductRow;

beforeAll(async () => {
  // The response cache is on: personal fields must never reach it.
  t = await createTestApp({ cacheTtlMs: 60_000, rateLimit: { max: 100_000, windowMs: 60_000 } });
  api = await orderApi(t.database);
  restore = await keepShopRules(t.database);
  const cheap = sql`coalesce(p.sale_price_cents, p.price_cents) < 1000`;
  [a, b] = (await simpleProducts(t.database, sql`p.shop_id = 1 and ${cheap}`, 2)) as [ProductRow, ProductRow];
});
afterEach(() => restore());
afterAll(() => t?.close());

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function send(method: 'POST' | 'PUT', path: string, body: unknown, token?: string) {
  const res = await t.app.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...auth(token) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

const get = (path: string, token?: string) => t.get(path, { headers: auth(token) });

/** A shopper with a wallet-paid (so completed) order of `a` and `b`; answers the shopper and the parent order. */
async function completedOrder(name = 'Reviewer'): Promise<{ shopper: Shopper; order: any }> {
  const shopper = await makeShopper(t.database, name, 100_000);
  const res = await placeOrder(
    api,
    [
      { product_id: a.id, order_quantity: 1 },
      { product_id: b.id, order_quantity: 1 },
    ],
    { token: shopper.token, extra: { use_wallet_points: true } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.order_status).toBe('order-completed');
  return { shopper, order: res.body };
}

const reviewOf = (order: any, product = a, extra: Record<string, unknown> = {}) => ({
  product_id: product.id,
  shop_id: product.shop_id,
  order_id: order.id,
  comment: 'Fresh and <b>tasty</b>',
  rating: 4,
  ...extra,
});

async function productStats(id: number) {
  const [row] = await t.database.rows<{ ratings: number; total: number; avg: number; n: number }>(sql`
    select p.ratings::float as ratings, p.total_reviews as total,
      coalesce(round(avg(r.rating)::numeric, 2), 0)::float as avg, count(r.id)::int as n
    from products p left join reviews r on r.product_id = p.id where p.id = ${id} group by p.id`);
  return row!;
}

async function upload(token: string) {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('attachment[]', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  const res = await t.app.request('/api/attachments', { method: 'POST', headers: auth(token), body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as any[])[0];
}

describe('POST /reviews', () => {
  it('reviews a product of the shopper’s completed order; the product’s rating follows', async () => {
    const { shopper, order } = await completedOrder();
    const photo = await upload(shopper.token);
    const res = await send('POST', '/reviews', reviewOf(order, a, { photos: [photo], rating: 5 }), shopper.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectDocumented('post', '/reviews', 201, res.body);
    expect(res.body).toMatchObject({
      user_id: shopper.id,
      product_id: a.id,
      shop_id: a.shop_id,
      order_id: order.id,
      rating: 5,
      comment: 'Fresh and <b>tasty</b>',
      photos: [{ id: photo.id, original: photo.original, thumbnail: photo.thumbnail }],
      user: { id: shopper.id, name: 'Reviewer' },
    });
    const stats = await productStats(a.id);
    expect(stats.total).toBe(stats.n);
    expect(stats.ratings).toBe(stats.avg);

    // A line of a shop order (child) can be reviewed through the child too.
    const child = order.children.find((c: any) => c.shop_id === b.shop_id);
    const second = await send('POST', '/reviews', reviewOf(child, b), shopper.token);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
  });

  it('refuses anonymous callers, no order, someone else’s order and a pending order', async () => {
    const { order } = await completedOrder();
    const stranger = await makeShopper(t.database, 'Stranger', 100_000);
    expect((await send('POST', '/reviews', reviewOf(order))).status).toBe(401);

    const none = await send('POST', '/reviews', reviewOf({ id: 2_000_000_000 }), stranger.token);
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/no order/);
    const theirs = await send('POST', '/reviews', reviewOf(order), stranger.token);
    expect(theirs.status).toBe(404);

    const pending = await placeOrder(api, [{ product_id: a.id, order_quantity: 1 }], { token: stranger.token });
    expect(pending.status).toBe(201);
    expect(pending.body.order_status).not.toBe('order-completed');
    const early = await send('POST', '/reviews', reviewOf(pending.body), stranger.token);
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ order_id: ['error-review-order-not-completed'] });

    // A refunded order may be reviewed.
    await t.database.rows(sql`update orders set order_status = 'order-refunded' where id = ${pending.body.id}`);
    expect((await send('POST', '/reviews', reviewOf(pending.body), stranger.token)).status).toBe(201);
  });

  it('refuses a product that is not in the order or a wrong shop', async () => {
    const { shopper, order } = await completedOrder();
    const [c] = await simpleProducts(t.database, sql`p.id not in (${a.id}, ${b.id})`, 1);
    const missing = await send('POST', '/reviews', reviewOf(order, c), shopper.token);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ product_id: ['error-review-not-in-order'] });
    const wrongShop = await send('POST', '/reviews', reviewOf(order, a, { shop_id: a.shop_id + 1 }), shopper.token);
    expect(wrongShop.status).toBe(422);
    expect(wrongShop.body.errors).toEqual({ shop_id: ['error-review-not-in-order'] });
  });

  it('takes one review per order line: a second one, even racing, answers 409', async () => {
    const { shopper, order } = await completedOrder();
    const before = await productStats(a.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send('POST', '/reviews', reviewOf(order, a, { rating: 1 + (i % 5) }), shopper.token),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toMatch(/already reviewed/);
    const after = await productStats(a.id);
    expect(after.n).toBe(before.n + 1);
    expect(after.total).toBe(after.n);
    expect(after.ratings).toBe(after.avg);
    const again = await send('POST', '/reviews', reviewOf(order), shopper.token);
    expect(again.status).toBe(409);
  });

  it('keeps ratings exact when many shoppers review one product at once', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, (_, i) => completedOrder(`Crowd ${i}`)));
    await Promise.all(
      orders.map(({ shopper, order }, i) =>
        send('POST', '/reviews', reviewOf(order, b, { rating: 1 + i }), shopper.token).then((r) =>
          expect(r.status).toBe(201),
        ),
      ),
    );
    const stats = await productStats(b.id);
    expect(stats.total).toBe(stats.n);
    expect(stats.ratings).toBe(stats.avg);
  });

  it('validates rating, comment and photos with clear field errors', async () => {
    const { shopper, order } = await completedOrder();
    const other = await makeShopper(t.database, 'Other');
    const theirPhoto = await upload(other.token);
    const mine = await upload(shopper.token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0 }, 'rating', 'error-review-rating'],
      [{ rating: 6 }, 'rating', 'error-review-rating'],
      [{ rating: 3.5 }, 'rating', 'error-review-rating'],
      [{ rating: '5' }, 'rating', 'error-review-rating'],
      [{ comment: '   ' }, 'comment', 'error-review-comment-required'],
      [{ comment: 'x'.repeat(REVIEW_LIMITS.maxCommentLength + 1) }, 'comment', 'error-review-comment-too-long'],
      [{ photos: Array(REVIEW_LIMITS.maxPhotos + 1).fill(mine) }, 'photos', 'error-review-photos-too-many'],
      [{ photos: ['https://evil.example/x.png'] }, 'photos[0]', 'error-review-photo-invalid'],
      [{ photos: [theirPhoto] }, 'photos', 'error-review-photo-invalid'],
      [{ photos: [{ ...mine, original: 'https://evil.example/x.png' }] }, 'photos', 'error-review-photo-invalid'],
      [{ photos: [mine, mine] }, 'photos', 'error-review-photo-invalid'],
    ];
    for (const [extra, field, key] of cases) {
      const res = await send('POST', '/reviews', reviewOf(order, a, extra), shopper.token);
      expect(res.status, JSON.stringify(extra).slice(0, 80)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body.errors)).toContain(key);
    }
    expect((await productStats(a.id)).n).toBe((await productStats(a.id)).total);
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from reviews where user_id = ${shopper.id}`,
    );
    expect(row!.n).toBe(0);
  });

  it('honours settings.isProductReview', async () => {
    const { shopper, order } = await completedOrder();
    const first = await send('POST', '/reviews', reviewOf(order, b), shopper.token);
    expect(first.status).toBe(201);
    await setOptions(t.database, { isProductReview: false });
    const off = await send('POST', '/reviews', reviewOf(order), shopper.token);
    expect(off.status).toBe(403);
    expect(off.body.message).toMatch(/does not take product reviews/);
    expect((await send('PUT', `/reviews/${first.body.id}`, { rating: 1, comment: 'x' }, shopper.token)).status).toBe(
      403,
    );
  });
});

describe('PUT /reviews/{id}', () => {
  it('lets the author change stars, words and photos; others get 403, a missing review 404', async () => {
    const { shopper, order } = await completedOrder();
    const created = await send('POST', '/reviews', reviewOf(order, a, { rating: 2 }), shopper.token);
    expect(created.status).toBe(201);
    const photo = await upload(shopper.token);
    const res = await send(
      'PUT',
      `/reviews/${created.body.id}`,
      { rating: 5, comment: 'Better than I thought', photos: [photo] },
      shopper.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectDocumented('put', '/reviews/{id}', 200, res.body);
    expect(res.body).toMatchObject({ id: created.body.id, rating: 5, comment: 'Better than I thought' });
    expect(res.body.photos).toHaveLength(1);
    const stats = await productStats(a.id);
    expect(stats.ratings).toBe(stats.avg);

    const stranger = await makeShopper(t.database, 'Stranger');
    const theirs = await send('PUT', `/reviews/${created.body.id}`, { rating: 1, comment: 'Mine now' }, stranger.token);
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toMatch(/only change your own/);
    expect((await send('PUT', '/reviews/2000000000', { rating: 1, comment: 'x' }, stranger.token)).status).toBe(404);
    expect((await send('PUT', `/reviews/${created.body.id}`, { rating: 1, comment: 'x' })).status).toBe(401);
    const [row] = await t.database.rows<{ rating: number }>(
      sql`select rating from reviews where id = ${created.body.id}`,
    );
    expect(row!.rating).toBe(5);
  });
});

describe('my_review on the product page', () => {
  it('is the caller’s own, never another shopper’s, never in the shared answer', async () => {
    const one = await completedOrder('First');
    const two = await completedOrder('Second');
    const slug = (await t.get(`/products/${a.id}`)).body.slug;
    const created = await send('POST', '/reviews', reviewOf(one.order, a, { rating: 3 }), one.shopper.token);
    expect(created.status).toBe(201);

    const anonymous = await get(`/products/${slug}`);
    expect(anonymous.body.my_review).toBeNull();
    const mine = await get(`/products/${slug}`, one.shopper.token);
    expect(mine.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(mine.body.my_review.map((r: any) => r.id)).toEqual([created.body.id]);
    const theirs = await get(`/products/${slug}`, two.shopper.token);
    expect(theirs.body.my_review).toBeNull();
    const anonymousAgain = await get(`/products/${slug}`);
    expect(anonymousAgain.body.my_review).toBeNull();
    // The shared answer shows the new rating (the write emptied the cache).
    const stats = await productStats(a.id);
    expect(anonymousAgain.body.ratings).toBe(stats.ratings);
    expect(anonymousAgain.body.total_reviews).toBe(stats.total);
  });
});
