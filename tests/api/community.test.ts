import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { QUESTION_MAX_LENGTH } from '@/shared/validation/community';
import { setShopOption } from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { makeShopper, type Shopper } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Wishlists, the shopper's own questions, helpful votes and abuse reports (CONTRACT §4): who may write what, the
 * limits, exact counters under concurrency, and personal fields (in_wishlist, my_feedback) that never reach
 * another shopper or a shared cached answer.
 */

let t: TestApp;
let ann: Shopper;
let bob: Shopper;
let products: { id: number; slug: string; shop_id: number }[];

type Body = Record<string, any>;

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; app?: TestApp['app']; address?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await (options.app ?? t.app).request(
    `/api${path}`,
    { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
    { incoming: { socket: { remoteAddress: options.address ?? '10.9.0.1' } } },
  );
  const text = await res.text();
  const body = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  return { status: res.status, body: body as any, headers: res.headers };
}

const post = (path: string, token: string | undefined, body: unknown, app?: TestApp['app']) =>
  call('POST', path, { token, body, app });
const get = (path: string, token?: string, app?: TestApp['app']) => call('GET', path, { token, app });

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { max: 100_000, windowMs: 60_000 } });
  ann = await makeShopper(t.database, 'Ann Community');
  bob = await makeShopper(t.database, 'Bob Community');
  products = await t.database.rows<{ id: number; slug: string; shop_id: number }>(sql`
    select p.id, p.slug, p.shop_id from products p join shops s on s.id = p.shop_id and s.is_active
    where p.status = 'publish' order by p.id limit 4`);
  expect(products.length).toBe(4);
});
afterAll(() => t?.close());

/** A public review (of a published product), made directly: writing reviews is another endpoint's job. */
async function makeReview(comment = 'Solid and well made'): Promise<number> {
  const [row] = await t.database.rows<{ id: number }>(sql`
    insert into reviews (user_id, product_id, shop_id, comment, rating)
    values (${bob.id}, ${products[0]!.id}, ${products[0]!.shop_id}, ${comment}, 5) returning id`);
  return row!.id;
}

async function counters(table: 'reviews' | 'questions', id: number) {
  const [row] = await t.database.rows<{ up: number; down: number; reports: number }>(sql`
    select positive_feedbacks_count as up, negative_feedbacks_count as down, abusive_reports_count as reports
    from ${sql.raw(table)} where id = ${id}`);
  return row!;
}

describe('wishlists', () => {
  it('needs a signed-in shopper', async () => {
    expect((await post('/wishlists/toggle', undefined, { product_id: products[0]!.id })).status).toBe(401);
    expect((await get(`/wishlists/in_wishlist/${products[0]!.id}`)).status).toBe(401);
    expect((await get('/my-wishlists')).status).toBe(401);
    expect((await call('DELETE', `/wishlists/${products[0]!.id}`)).status).toBe(401);
  });

  it('toggles a product in and out, answering bare booleans', async () => {
    const id = products[1]!.id;
    const added = await post('/wishlists/toggle', ann.token, { product_id: id });
    expect(added.status).toBe(200);
    expect(added.body).toBe(true);
    expectDocumented('post', '/wishlists/toggle', 200, added.body);
    expect((await get(`/wishlists/in_wishlist/${id}`, ann.token)).body).toBe(true);
    expect((await get(`/wishlists/in_wishlist/${id}`, bob.token)).body).toBe(false);
    const removed = await post('/wishlists/toggle', ann.token, { product_id: id });
    expect(removed.body).toBe(false);
    const check = await get(`/wishlists/in_wishlist/${id}`, ann.token);
    expect(check.body).toBe(false);
    expect(check.headers.get('cache-control')).toBe('no-store');
  });

  it('answers for a page of products in one request: the ids in the caller’s wishlist', async () => {
    const [a, b, c] = [products[1]!.id, products[2]!.id, products[3]!.id];
    await post('/wishlists/toggle', ann.token, { product_id: b });
    await post('/wishlists/toggle', ann.token, { product_id: c });
    await post('/wishlists/toggle', bob.token, { product_id: a });
    const many = await get(`/wishlists/in_wishlist?product_ids=${a},${b},${c},${b},999999`, ann.token);
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expectDocumented('get', '/wishlists/in_wishlist', 200, many.body);
    expect(many.body).toEqual([b, c].sort((x, y) => x - y));
    expect(many.headers.get('cache-control')).toBe('no-store');
    expect((await get(`/wishlists/in_wishlist?product_ids=${a},${b}`, bob.token)).body).toEqual([a]);
    expect((await get(`/wishlists/in_wishlist?product_ids=${a}`)).status).toBe(401);
    for (const bad of ['', '1,,2', 'x', '1;2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await get(`/wishlists/in_wishlist?product_ids=${bad}`, ann.token);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors.product_ids[0]).toMatch(/product_ids/);
    }
    await post('/wishlists/toggle', ann.token, { product_id: b });
    await post('/wishlists/toggle', ann.token, { product_id: c });
    await post('/wishlists/toggle', bob.token, { product_id: a });
  });

  it('refuses unknown or unpublished products and malformed bodies', async () => {
    const missing = await post('/wishlists/toggle', ann.token, { product_id: 999_999 });
    expect(missing.status).toBe(404);
    const [draft] = await t.database.rows<{ id: number }>(
      sql`update products set status = 'draft' where id = ${products[3]!.id} returning id`,
    );
    try {
      expect((await post('/wishlists/toggle', ann.token, { product_id: draft!.id })).status).toBe(404);
    } finally {
      await t.database.rows(sql`update products set status = 'publish' where id = ${products[3]!.id}`);
    }
    for (const body of [{}, { product_id: 'abc' }, { product_id: -1 }, { product_id: 1.5 }]) {
      const res = await post('/wishlists/toggle', ann.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.product_id).toBeDefined();
    }
  });

  it('lists the shopper’s products with their shop, the latest saved first, and removes by product id', async () => {
    const shopper = await makeShopper(t.database, 'Wish Lister');
    for (const product of [products[0]!, products[2]!, products[1]!]) {
      expect((await post('/wishlists/toggle', shopper.token, { product_id: product.id })).body).toBe(true);
      // Distinct saving times, so the order is by saving time and not by id.
      await t.database.rows(sql`update wishlists set created_at = created_at - interval '1 minute'`);
    }
    const list = await get('/my-wishlists?with=shop&orderBy=created_at&sortedBy=desc', shopper.token);
    expect(list.status).toBe(200);
    expectDocumented('get', '/my-wishlists', 200, list.body);
    expect(list.body.data.map((p: Body) => p.id)).toEqual([products[1]!.id, products[2]!.id, products[0]!.id]);
    expect(list.body.per_page).toBe(10);
    expect(list.body.total).toBe(3);
    expect(list.body.data[0].shop).toEqual(expect.objectContaining({ id: products[1]!.shop_id }));
    const paged = await get('/my-wishlists?limit=2&page=2', shopper.token);
    expect(paged.body.data.map((p: Body) => p.id)).toEqual([products[0]!.id]);
    expect((await get('/my-wishlists', bob.token)).body.total).toBe(0);

    expect((await call('DELETE', `/wishlists/${products[2]!.id}`, { token: bob.token })).status).toBe(404);
    const deleted = await call('DELETE', `/wishlists/${products[2]!.id}`, { token: shopper.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBe(true);
    expect((await call('DELETE', `/wishlists/${products[2]!.id}`, { token: shopper.token })).status).toBe(404);
    const after = await get('/my-wishlists', shopper.token);
    expect(after.body.data.map((p: Body) => p.id)).toEqual([products[1]!.id, products[0]!.id]);
  });

  it('keeps one row however many toggles race', async () => {
    const shopper = await makeShopper(t.database, 'Racer');
    await Promise.all(
      Array.from({ length: 6 }, () => post('/wishlists/toggle', shopper.token, { product_id: products[0]!.id })),
    );
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from wishlists where user_id = ${shopper.id}`,
    );
    expect(row!.n).toBeLessThanOrEqual(1);
  });

  for (const cacheTtlMs of [60_000, 0]) {
    it(`gives only the shopper their in_wishlist on the shared product answer (cache ${cacheTtlMs ? 'on' : 'off'})`, async () => {
      const app = createApp({ database: t.database, cacheTtlMs, rateLimit: { max: 100_000, windowMs: 60_000 } });
      const product = products[2]!;
      const path = `/products/${product.slug}`;
      const before = await get(path, undefined, app);
      expect(before.body.in_wishlist).toBe(false);
      const shopper = await makeShopper(t.database, `Wisher ${cacheTtlMs}`);
      expect((await post('/wishlists/toggle', shopper.token, { product_id: product.id }, app)).body).toBe(true);

      const mine = await get(path, shopper.token, app);
      const other = await get(path, bob.token, app);
      const anonymous = await get(path, undefined, app);
      expect(mine.body.in_wishlist).toBe(true);
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expectDocumented('get', '/products/{slug}', 200, mine.body);
      expect(other.body.in_wishlist).toBe(false);
      expect(anonymous.body.in_wishlist).toBe(false);
      expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
      expect({ ...mine.body, in_wishlist: false }).toEqual(anonymous.body);
    });
  }
});

describe('questions', () => {
  it('lets a signed-in shopper ask; the question stays private until answered', async () => {
    const product = products[1]!;
    const body = { question: '  Is it <b>dishwasher</b> safe?  ', product_id: product.id, shop_id: product.shop_id };
    expect((await post('/questions', undefined, body)).status).toBe(401);
    const asked = await post('/questions', ann.token, body);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expectDocumented('post', '/questions', 201, asked.body);
    // Stored as typed (trimmed), never rewritten: the storefront escapes it when showing it.
    expect(asked.body).toEqual(
      expect.objectContaining({ question: 'Is it <b>dishwasher</b> safe?', answer: null, user_id: ann.id }),
    );
    const publicList = await get(`/questions?product_id=${product.id}&limit=100`);
    expect(publicList.body.data.map((q: Body) => q.id)).not.toContain(asked.body.id);

    const mine = await get('/my-questions', ann.token);
    expect(mine.status).toBe(200);
    expectDocumented('get', '/my-questions', 200, mine.body);
    expect(mine.body.data[0]).toEqual(
      expect.objectContaining({
        id: asked.body.id,
        answer: null,
        product: expect.objectContaining({ id: product.id }),
      }),
    );
    // As the shop asks (SPEC §7): with the product and the asker, newest first.
    const asShopAsks = await get('/my-questions?with=product;user&orderBy=created_at&sortedBy=desc', ann.token);
    expect(asShopAsks.status, JSON.stringify(asShopAsks.body)).toBe(200);
    expectDocumented('get', '/my-questions', 200, asShopAsks.body);
    expect(asShopAsks.body.data[0]).toEqual(
      expect.objectContaining({ id: asked.body.id, user: expect.objectContaining({ id: ann.id }) }),
    );
    const bobs = await get('/my-questions', bob.token);
    expect(bobs.body.data.map((q: Body) => q.id)).not.toContain(asked.body.id);

    await t.database.rows(sql`update questions set answer = 'Yes, top rack.' where id = ${asked.body.id}`);
    const answered = await get('/my-questions', ann.token);
    expect(answered.body.data[0].answer).toBe('Yes, top rack.');
  });

  it('refuses a wrong shop, an unknown product, empty and over-long questions', async () => {
    const product = products[1]!;
    const wrongShop = await post('/questions', ann.token, {
      question: 'Which size?',
      product_id: product.id,
      shop_id: product.shop_id + 1000,
    });
    expect(wrongShop.status).toBe(422);
    expect(wrongShop.body.errors.shop_id).toBeDefined();
    expect(
      (await post('/questions', ann.token, { question: 'Which size?', product_id: 999_999, shop_id: 1 })).status,
    ).toBe(404);
    const empty = await post('/questions', ann.token, { question: '   ', product_id: product.id, shop_id: 1 });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.question).toEqual(['error-question-required']);
    const long = await post('/questions', ann.token, {
      question: 'x'.repeat(QUESTION_MAX_LENGTH + 1),
      product_id: product.id,
      shop_id: product.shop_id,
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.question).toEqual(['error-question-too-long']);
    expect(long.body.message).toContain(String(QUESTION_MAX_LENGTH));
  });

  it('holds settings.maximumQuestionLimit per shopper and product, also for questions sent at once', async () => {
    await setShopOption(t.database, 'maximumQuestionLimit', 2);
    try {
      const product = products[2]!;
      const body = (n: number) => ({ question: `Question ${n}?`, product_id: product.id, shop_id: product.shop_id });
      const shopper = await makeShopper(t.database, 'Curious');
      expect((await post('/questions', shopper.token, body(1))).status).toBe(201);
      expect((await post('/questions', shopper.token, body(2))).status).toBe(201);
      const third = await post('/questions', shopper.token, body(3));
      expect(third.status).toBe(422);
      expect(third.body.code).toBe('PICKBAZAR_ERROR.MAXIMUM_QUESTION_LIMIT_EXCEEDED');
      expect(third.body.message).toMatch(/2 questions/);
      // Another product is a new allowance; another shopper too.
      const other = products[3]!;
      expect(
        (await post('/questions', shopper.token, { question: 'Hi?', product_id: other.id, shop_id: other.shop_id }))
          .status,
      ).toBe(201);

      const racer = await makeShopper(t.database, 'Racing asker');
      const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => post('/questions', racer.token, body(n))));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
      expect(answers.filter((a) => a.status === 422)).toHaveLength(4);
      const [row] = await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from questions where user_id = ${racer.id}`,
      );
      expect(row!.n).toBe(2);
    } finally {
      await setShopOption(t.database, 'maximumQuestionLimit', 5);
    }
  });

  it('rate limits questions per client address', async () => {
    const app = createApp({
      database: t.database,
      cacheTtlMs: 0,
      rateLimits: { questionPerAddress: { max: 2, windowMs: 60_000 } },
    });
    const product = products[3]!;
    const shopper = await makeShopper(t.database, 'Fast typist');
    const statuses: number[] = [];
    // An address of its own: on PostgreSQL every app over the database shares the counts of 10.9.0.1.
    for (let n = 0; n < 3; n += 1) {
      const res = await call('POST', '/questions', {
        token: shopper.token,
        body: { question: `Q${n}?`, product_id: product.id, shop_id: product.shop_id },
        app,
        address: '10.9.0.77',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('helpful votes', () => {
  it('counts one vote per shopper and item, changeable and retractable', async () => {
    const review = await makeReview();
    const vote = (token: string, extra: Body) =>
      post('/feedbacks', token, { model_id: review, model_type: 'Review', ...extra });
    expect((await vote('', { positive: true })).status).toBe(401);

    const up = await vote(ann.token, { positive: true });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expectDocumented('post', '/feedbacks', 200, up.body);
    expect(up.body).toEqual(
      expect.objectContaining({
        positive: true,
        negative: false,
        positive_feedbacks_count: 1,
        negative_feedbacks_count: 0,
      }),
    );
    // The same vote again changes nothing.
    expect((await vote(ann.token, { positive: true })).body.positive_feedbacks_count).toBe(1);
    expect(await counters('reviews', review)).toEqual({ up: 1, down: 0, reports: 0 });
    // Flipping moves the vote from one side to the other.
    const down = await vote(ann.token, { negative: true });
    expect(down.body).toEqual(expect.objectContaining({ positive_feedbacks_count: 0, negative_feedbacks_count: 1 }));
    await vote(bob.token, { negative: true });
    expect(await counters('reviews', review)).toEqual({ up: 0, down: 2, reports: 0 });
    // Both false takes the vote back.
    const back = await vote(ann.token, { positive: false, negative: false });
    expect(back.body).toEqual(
      expect.objectContaining({ negative_feedbacks_count: 1, positive: false, negative: false }),
    );
    const [rows] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from feedbacks where model_type = 'Review' and model_id = ${review}`,
    );
    expect(rows!.n).toBe(1);
  });

  it('keeps counts that came without vote rows (imported or seeded) and moves them by each change', async () => {
    const review = await makeReview();
    await t.database.rows(
      sql`update reviews set positive_feedbacks_count = 5, negative_feedbacks_count = 2 where id = ${review}`,
    );
    const vote = (extra: Body) => post('/feedbacks', ann.token, { model_id: review, model_type: 'Review', ...extra });
    expect((await vote({ positive: true })).body.positive_feedbacks_count).toBe(6);
    const flipped = await vote({ negative: true });
    expect(flipped.body).toEqual(expect.objectContaining({ positive_feedbacks_count: 5, negative_feedbacks_count: 3 }));
    await vote({ positive: false, negative: false });
    expect(await counters('reviews', review)).toEqual({ up: 5, down: 2, reports: 0 });
  });

  it('refuses both sides at once, unknown types and items, and unanswered questions of others', async () => {
    const review = await makeReview();
    const both = await post('/feedbacks', ann.token, {
      model_id: review,
      model_type: 'Review',
      positive: true,
      negative: true,
    });
    expect(both.status).toBe(422);
    const badType = await post('/feedbacks', ann.token, { model_id: review, model_type: 'User', positive: true });
    expect(badType.status).toBe(422);
    expect(badType.body.errors.model_type).toBeDefined();
    expect(
      (await post('/feedbacks', ann.token, { model_id: 999_999, model_type: 'Review', positive: true })).status,
    ).toBe(404);
    const [question] = await t.database.rows<{ id: number }>(sql`
      insert into questions (user_id, product_id, shop_id, question)
      values (${bob.id}, ${products[0]!.id}, ${products[0]!.shop_id}, 'Unanswered?') returning id`);
    const hidden = await post('/feedbacks', ann.token, {
      model_id: question!.id,
      model_type: 'Question',
      positive: true,
    });
    expect(hidden.status).toBe(404);
  });

  it('keeps counters exact when many shoppers vote at once', async () => {
    const review = await makeReview();
    const voters = await Promise.all(Array.from({ length: 12 }, (_, n) => makeShopper(t.database, `Voter ${n}`)));
    const answers = await Promise.all(
      voters.map((voter, n) =>
        post('/feedbacks', voter.token, {
          model_id: review,
          model_type: 'Review',
          [n % 3 ? 'positive' : 'negative']: true,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await counters('reviews', review)).toEqual({ up: 8, down: 4, reports: 0 });
    // Everyone flipping at once, too.
    await Promise.all(
      voters.map((voter, n) =>
        post('/feedbacks', voter.token, {
          model_id: review,
          model_type: 'Review',
          [n % 3 ? 'negative' : 'positive']: true,
        }),
      ),
    );
    expect(await counters('reviews', review)).toEqual({ up: 4, down: 8, reports: 0 });
  });

  for (const cacheTtlMs of [60_000, 0]) {
    it(`shows my_feedback only to the voter, never in the shared answer (cache ${cacheTtlMs ? 'on' : 'off'})`, async () => {
      const app = createApp({ database: t.database, cacheTtlMs, rateLimit: { max: 100_000, windowMs: 60_000 } });
      const review = await makeReview(`Voted review ${cacheTtlMs}`);
      const [question] = await t.database.rows<{ id: number }>(sql`
        insert into questions (user_id, product_id, shop_id, question, answer)
        values (${bob.id}, ${products[0]!.id}, ${products[0]!.shop_id}, 'Answered?', 'Yes') returning id`);
      const reviews = `/reviews?product_id=${products[0]!.id}&limit=100`;
      const questions = `/questions?product_id=${products[0]!.id}&limit=100`;
      // Warm the shared cache before anyone votes.
      await get(reviews, undefined, app);
      await get(questions, undefined, app);

      const voter = await makeShopper(t.database, `Voter ${cacheTtlMs}`);
      expect(
        (await post('/feedbacks', voter.token, { model_id: review, model_type: 'Review', positive: true }, app)).status,
      ).toBe(200);
      expect(
        (await post('/feedbacks', voter.token, { model_id: question!.id, model_type: 'Question', negative: true }, app))
          .status,
      ).toBe(200);

      const find = (body: Body, id: number) => body.data.find((row: Body) => row.id === id);
      const mine = await get(reviews, voter.token, app);
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expectDocumented('get', '/reviews', 200, mine.body);
      expect(find(mine.body, review).my_feedback).toEqual(
        expect.objectContaining({ user_id: voter.id, model_id: review, positive: true, negative: false }),
      );
      // The vote emptied the cache: the counter is right for everyone.
      expect(find(mine.body, review).positive_feedbacks_count).toBe(1);
      const myQuestions = await get(questions, voter.token, app);
      expect(find(myQuestions.body, question!.id).my_feedback).toEqual(
        expect.objectContaining({ positive: false, negative: true }),
      );
      const one = await get(`/reviews/${review}`, voter.token, app);
      expect(one.body.my_feedback).toEqual(expect.objectContaining({ positive: true }));

      for (const token of [undefined, bob.token]) {
        const seen = await get(reviews, token, app);
        expect(find(seen.body, review).my_feedback).toBeNull();
        expect(find(seen.body, review).positive_feedbacks_count).toBe(1);
        expect(find((await get(questions, token, app)).body, question!.id).my_feedback).toBeNull();
        expect((await get(`/reviews/${review}`, token, app)).body.my_feedback).toBeNull();
      }
      const anonymous = await get(reviews, undefined, app);
      expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
      expect(JSON.stringify(anonymous.body)).not.toContain(`"user_id":${voter.id}`);
    });
  }
});

describe('abuse reports', () => {
  it('takes one report per shopper and item, counts it and lists it under /my-reports', async () => {
    const review = await makeReview('Rude words here');
    const body = { model_id: review, model_type: 'Review', message: '  Insulting <script>x</script> language ' };
    expect((await post('/abusive_reports', undefined, body)).status).toBe(401);
    const first = await post('/abusive_reports', ann.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expectDocumented('post', '/abusive_reports', 201, first.body);
    expect(first.body).toEqual(
      expect.objectContaining({
        user_id: ann.id,
        model_type: 'Review',
        model_id: review,
        message: 'Insulting <script>x</script> language',
        model: expect.objectContaining({ id: review, text: 'Rude words here' }),
      }),
    );
    const again = await post('/abusive_reports', ann.token, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reported this review.');
    expect((await post('/abusive_reports', bob.token, body)).status).toBe(201);
    expect((await counters('reviews', review)).reports).toBe(2);

    const mine = await get('/my-reports', ann.token);
    expect(mine.status).toBe(200);
    expectDocumented('get', '/my-reports', 200, mine.body);
    expect(mine.body.data[0]).toEqual(expect.objectContaining({ id: first.body.id, model_id: review }));
    const asShopAsks = await get('/my-reports?with=user&orderBy=created_at&sortedBy=desc', ann.token);
    expect(asShopAsks.status, JSON.stringify(asShopAsks.body)).toBe(200);
    expectDocumented('get', '/my-reports', 200, asShopAsks.body);
    expect(asShopAsks.body.data[0]).toEqual(
      expect.objectContaining({ id: first.body.id, user: expect.objectContaining({ id: ann.id }) }),
    );
    const bobs = await get('/my-reports', bob.token);
    expect(bobs.body.data.map((r: Body) => r.id)).not.toContain(first.body.id);
    expect((await get('/my-reports')).status).toBe(401);
  });

  it('counts exactly one report when the same shopper sends it twice at once', async () => {
    const review = await makeReview();
    const shopper = await makeShopper(t.database, 'Double reporter');
    const body = { model_id: review, model_type: 'Review', message: 'Spam' };
    const answers = await Promise.all([1, 2, 3].map(() => post('/abusive_reports', shopper.token, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect((await counters('reviews', review)).reports).toBe(1);
  });

  it('refuses empty or over-long messages and unknown items', async () => {
    const review = await makeReview();
    const empty = await post('/abusive_reports', ann.token, { model_id: review, model_type: 'Review', message: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual(['error-report-message-required']);
    const long = await post('/abusive_reports', ann.token, {
      model_id: review,
      model_type: 'Review',
      message: 'x'.repeat(1001),
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.message).toEqual(['error-report-too-long']);
    const missing = await post('/abusive_reports', ann.token, {
      model_id: 999_999,
      model_type: 'Question',
      message: 'x',
    });
    expect(missing.status).toBe(404);
  });
});
