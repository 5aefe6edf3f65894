import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOutboxId, mailCount, waitForMail } from './helpers/accounts';
import { makeAccount, makeMember, OPERATOR_EMAIL, twoShops, useAdminEmails } from './helpers/back-office';
import { askQuestion, ratingsOf, reportItem, writeReview } from './helpers/back-office-community';
import { makeShopper, orderApi, type OrderApi, type Shopper } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The questions inbox and the abuse reports of the back office (issue 22), on the stored rows: answers are
 * authorised against the stored question's shop and write only the answer; hiding a review takes it off the
 * product page and recounts the product's ratings, also when hides and review edits of one product race.
 */
let t: TestApp;
let api: OrderApi;
let restoreEnv: () => void;
let shops: Awaited<ReturnType<typeof twoShops>>;
let ownStaff: Shopper;
let otherOwner: Shopper;
let operator: Shopper;
let asker: Shopper;

beforeAll(async () => {
  restoreEnv = useAdminEmails(OPERATOR_EMAIL);
  t = await createTestApp();
  api = await orderApi(t.database);
  shops = await twoShops(t.database);
  ownStaff = await makeMember(t.database, shops.own.shop_id, 'staff');
  otherOwner = await makeMember(t.database, shops.other.shop_id, 'owner');
  operator = await makeAccount(t.database, OPERATOR_EMAIL);
  asker = await makeShopper(t.database, 'Curious Asker');
});
afterAll(async () => {
  restoreEnv?.();
  await t?.close();
});

const questionRow = async (id: number) =>
  (
    await t.database.rows<{
      user_id: number;
      product_id: number;
      shop_id: number;
      question: string;
      answer: string | null;
      answered_by: number | null;
      abusive_reports_count: number;
    }>(sql`select user_id, product_id, shop_id, question, answer, answered_by, abusive_reports_count
      from questions where id = ${id}`)
  )[0]!;

const slugOf = async (productId: number) =>
  (await t.database.rows<{ slug: string }>(sql`select slug from products where id = ${productId}`))[0]!.slug;

describe('answering a question', () => {
  it('refuses another shop’s owner with the 404 of a missing question, whatever shop_id the body names', async () => {
    const id = await askQuestion(t.database, {
      userId: asker.id,
      productId: shops.own.product_id,
      shopId: shops.own.shop_id,
    });
    // PickBazar's update trusts the request's shop_id: an owner names their own shop and edits anyone's question.
    const tampered = await api.put(
      `/admin/questions/${id}`,
      { answer: 'Not from this shop', shop_id: shops.other.shop_id },
      { token: otherOwner.token },
    );
    const missing = await api.put('/admin/questions/2000000000', { answer: 'x' }, { token: otherOwner.token });
    expect(tampered.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(tampered.body.code).toBe(missing.body.code);
    expect((await questionRow(id)).answer).toBeNull();
    const inbox = await api.get(`/admin/questions?shop_id=${shops.own.shop_id}&limit=100`, {
      token: otherOwner.token,
    });
    expect(inbox.body.data).toEqual([]);
  });

  it('writes only the answer: the question, its shop, product and asker in the body are ignored', async () => {
    const id = await askQuestion(t.database, {
      userId: asker.id,
      productId: shops.own.product_id,
      shopId: shops.own.shop_id,
      question: 'Does it keep a week?',
    });
    const before = await questionRow(id);
    const res = await api.put(
      `/admin/questions/${id}`,
      {
        answer: '  About five days in the fridge.  ',
        question: 'Rewritten by the shop',
        shop_id: shops.other.shop_id,
        product_id: shops.other.product_id,
        user_id: ownStaff.id,
        abusive_reports_count: 99,
      },
      { token: ownStaff.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.answer).toBe('About five days in the fridge.');
    expect(await questionRow(id)).toEqual({
      ...before,
      answer: 'About five days in the fridge.',
      answered_by: ownStaff.id,
    });
    const empty = await api.put(`/admin/questions/${id}`, { answer: '   ' }, { token: ownStaff.token });
    expect([empty.status, Object.keys(empty.body.errors)]).toEqual([422, ['answer']]);
  });

  it('shows the answer on the product page at once (the API cache is emptied) and tells the asker once, in their language', async () => {
    const cached = await orderApi(t.database, { cacheTtlMs: 60_000 });
    const asked = await api.post(
      '/questions?language=de',
      { question: 'Ist es bio?', product_id: shops.own.product_id, shop_id: shops.own.shop_id },
      { token: asker.token },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.id as number;
    const list = () => cached.get(`/questions?product_id=${shops.own.product_id}&limit=100`);
    expect((await list()).body.data.map((q: { id: number }) => q.id)).not.toContain(id);

    const after = await lastOutboxId(t.database);
    const res = await cached.put(`/admin/questions/${id}`, { answer: 'Ja, zertifiziert.' }, { token: ownStaff.token });
    expect(res.status).toBe(200);
    const shown = (await list()).body.data.find((q: { id: number }) => q.id === id);
    expect(shown?.answer).toBe('Ja, zertifiziert.');

    const mail = await waitForMail(t.database, asker.email, 'question_answered', { after });
    expect(mail.subject).toContain('beantwortet');
    expect(mail.body).toContain('Ist es bio?');
    expect(mail.body).toContain('Ja, zertifiziert.');
    expect(mail.body).toContain(`/products/${await slugOf(shops.own.product_id)}`);

    // Editing the answer changes what shows, and sends no second mail.
    const mailsBefore = await mailCount(t.database, asker.email, 'question_answered');
    const edit = await cached.put(`/admin/questions/${id}`, { answer: 'Ja, EU-Bio.' }, { token: operator.token });
    expect(edit.status).toBe(200);
    expect((await list()).body.data.find((q: { id: number }) => q.id === id)?.answer).toBe('Ja, EU-Bio.');
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailCount(t.database, asker.email, 'question_answered')).toBe(mailsBefore);
  });

  it('lists the shop’s unanswered questions first, and not the hidden ones', async () => {
    const product = { productId: shops.own.product_id, shopId: shops.own.shop_id, userId: asker.id };
    const unanswered = await askQuestion(t.database, { ...product, question: 'Unanswered one' });
    const answered = await askQuestion(t.database, { ...product, question: 'Answered one' });
    const hidden = await askQuestion(t.database, { ...product, question: 'Hidden one' });
    await api.put(`/admin/questions/${answered}`, { answer: 'Yes' }, { token: ownStaff.token });
    await t.database.rows(sql`update questions set hidden_at = now() where id = ${hidden}`);
    const res = await api.get(`/admin/questions?shop_id=${shops.own.shop_id}&limit=100`, { token: ownStaff.token });
    const ids = res.body.data.map((q: { id: number }) => q.id);
    expect(ids).toContain(unanswered);
    expect(ids).not.toContain(hidden);
    const firstAnswered = res.body.data.findIndex((q: { answer: string | null }) => q.answer !== null);
    expect(res.body.data.slice(firstAnswered).every((q: { answer: string | null }) => q.answer !== null)).toBe(true);
    expect(ids.indexOf(unanswered)).toBeLessThan(ids.indexOf(answered));
    const onlyOpen = await api.get(`/admin/questions?status=unanswered&limit=100`, { token: ownStaff.token });
    expect(onlyOpen.body.data.every((q: { answer: string | null }) => q.answer === null)).toBe(true);
    const hiddenAnswer = await api.put(`/admin/questions/${hidden}`, { answer: 'x' }, { token: ownStaff.token });
    expect(hiddenAnswer.status).toBe(404);
  });
});

describe('abuse reports', () => {
  it('hiding a review takes it off the product page, recounts the ratings and closes every report on it', async () => {
    const product = { productId: shops.other.product_id, shopId: shops.other.shop_id };
    const reviewer = await makeShopper(t.database, 'Rude Reviewer');
    const reporters = [await makeShopper(t.database, 'Reporter One'), await makeShopper(t.database, 'Reporter Two')];
    const kept = await writeReview(t.database, { ...product, userId: asker.id, rating: 5 });
    const rude = await writeReview(t.database, { ...product, userId: reviewer.id, rating: 1, comment: 'Rude words' });
    const [first, second] = [
      await reportItem(t.database, { userId: reporters[0]!.id, modelType: 'Review', modelId: rude }),
      await reportItem(t.database, { userId: reporters[1]!.id, modelType: 'Review', modelId: rude }),
    ];
    const slug = await slugOf(product.productId);
    const before = (await api.get(`/products/${slug}`)).body;

    const res = await api.put(`/admin/reports/${first}`, { action: 'hide' }, { token: operator.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'hidden', decided_by: operator.name, item: { hidden: true } });

    const reviews = await api.get(`/reviews?product_id=${product.productId}&limit=100`);
    const reviewIds = reviews.body.data.map((r: { id: number }) => r.id);
    expect(reviewIds).toContain(kept);
    expect(reviewIds).not.toContain(rude);
    expect((await api.get(`/reviews/${rude}`)).status).toBe(404);
    const detail = (await api.get(`/products/${slug}`)).body;
    expect(detail.total_reviews).toBe(before.total_reviews - 1);
    const ones = (d: { rating_count: { rating: number; total: number }[] }) =>
      d.rating_count.find((c) => c.rating === 1)?.total ?? 0;
    expect(ones(detail)).toBe(ones(before) - 1);
    const stored = await ratingsOf(t.database, product.productId);
    expect([stored.ratings, stored.total]).toEqual([stored.expectedRatings, stored.expectedTotal]);
    expect(detail.ratings).toBe(stored.ratings);

    // Both reporters see the outcome; nobody can vote on or report the hidden review any more.
    for (const reporter of reporters) {
      const mine = await api.get('/my-reports', { token: reporter.token });
      expect(mine.body.data[0]).toMatchObject({ model_id: rude, outcome: 'hidden' });
    }
    const [secondRow] = await t.database.rows<{ outcome: string }>(
      sql`select outcome from abusive_reports where id = ${second}`,
    );
    expect(secondRow!.outcome).toBe('hidden');
    const vote = await api.post(
      '/feedbacks',
      { model_id: rude, model_type: 'Review', positive: true },
      { token: asker.token },
    );
    expect(vote.status).toBe(404);
    const again = await api.put(`/admin/reports/${second}`, { action: 'hide' }, { token: operator.token });
    expect(again.status).toBe(200);
    const other = await api.put(`/admin/reports/${second}`, { action: 'dismiss' }, { token: operator.token });
    expect(other.status).toBe(409);
    // The author cannot edit it back onto the page.
    const edit = await api.put(`/reviews/${rude}`, { comment: 'Nice now', rating: 5 }, { token: reviewer.token });
    expect(edit.status).toBe(404);
  });

  it('dismissing keeps the item; a hidden question leaves the public list', async () => {
    const product = { productId: shops.own.product_id, shopId: shops.own.shop_id };
    const review = await writeReview(t.database, { ...product, userId: asker.id, rating: 4 });
    const reporter = await makeShopper(t.database, 'Picky Reporter');
    const onReview = await reportItem(t.database, { userId: reporter.id, modelType: 'Review', modelId: review });
    const dismissed = await api.put(`/admin/reports/${onReview}`, { action: 'dismiss' }, { token: operator.token });
    expect(dismissed.body.outcome).toBe('dismissed');
    const reviews = await api.get(`/reviews?product_id=${product.productId}&limit=100`);
    expect(reviews.body.data.map((r: { id: number }) => r.id)).toContain(review);
    expect((await api.get('/my-reports', { token: reporter.token })).body.data[0].outcome).toBe('dismissed');

    const question = await askQuestion(t.database, { ...product, userId: asker.id, question: 'Spam question' });
    await api.put(`/admin/questions/${question}`, { answer: 'Answered' }, { token: ownStaff.token });
    const list = () => api.get(`/questions?product_id=${product.productId}&limit=100`);
    expect((await list()).body.data.map((q: { id: number }) => q.id)).toContain(question);
    const onQuestion = await reportItem(t.database, { userId: reporter.id, modelType: 'Question', modelId: question });
    const pending = await api.get('/admin/reports?limit=100', { token: operator.token });
    const firstDecided = pending.body.data.findIndex((r: { outcome: string | null }) => r.outcome !== null);
    expect(pending.body.data.slice(0, firstDecided).map((r: { id: number }) => r.id)).toContain(onQuestion);
    const hide = await api.put(`/admin/reports/${onQuestion}`, { action: 'hide' }, { token: operator.token });
    expect(hide.status).toBe(200);
    expect((await list()).body.data.map((q: { id: number }) => q.id)).not.toContain(question);
    const bad = await api.put(`/admin/reports/${onQuestion}`, { action: 'delete' }, { token: operator.token });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['action']]);
  });

  it('racing hides, repeated hides and rating edits of one product leave the ratings of the visible reviews', async () => {
    const [product] = await t.database.rows<{ id: number; shop_id: number }>(sql`
      select p.id, p.shop_id from products p join shops s on s.id = p.shop_id and s.is_active
      where p.status = 'publish' and not exists (select 1 from reviews r where r.product_id = p.id)
      order by p.id limit 1`);
    const base = { productId: product!.id, shopId: product!.shop_id };
    const writers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => makeShopper(t.database, `Writer ${n}`)));
    const reporter = await makeShopper(t.database, 'Race Reporter');
    const reviews = [];
    for (const [i, writer] of writers.entries()) {
      reviews.push(await writeReview(t.database, { ...base, userId: writer.id, rating: (i % 5) + 1 }));
    }
    const reports = [];
    for (const id of reviews.slice(0, 4)) {
      reports.push(await reportItem(t.database, { userId: reporter.id, modelType: 'Review', modelId: id }));
    }
    const hide = (id: number) => api.put(`/admin/reports/${id}`, { action: 'hide' }, { token: operator.token });
    const answers = await Promise.all([
      ...reports.map(hide),
      hide(reports[0]!),
      hide(reports[1]!),
      // The two reviews nobody reported change their stars meanwhile.
      api.put(`/reviews/${reviews[4]}`, { comment: 'Changed my mind', rating: 2 }, { token: writers[4]!.token }),
      api.put(`/reviews/${reviews[5]}`, { comment: 'Still great', rating: 5 }, { token: writers[5]!.token }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    const stored = await ratingsOf(t.database, base.productId);
    expect(stored.total).toBe(2);
    expect(stored.ratings).toBe(3.5);
    expect([stored.ratings, stored.total]).toEqual([stored.expectedRatings, stored.expectedTotal]);
  });
});
