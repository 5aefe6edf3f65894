import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  makeShopper,
  orderApi,
  type OrderApi,
  orderBody,
  productRow,
  type ProductRow,
  simpleProducts,
  verifyCart,
} from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Real concurrency: every request of a race is in flight at once (Promise.all against the app). On PostgreSQL
 * the pool gives each its own connection and transaction; on PGlite the transactions queue on one session.
 */
let t: TestApp;
let api: OrderApi;
let product: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database);
  [product] = (await simpleProducts(
    t.database,
    sql`coalesce(p.sale_price_cents, p.price_cents) between 200 and 900`,
    1,
  )) as [ProductRow];
});
afterAll(() => t?.close());

async function ordersOf(productId: number): Promise<number> {
  const [row] = await t.database.rows<{ n: number }>(sql`
    select count(*)::int as n from order_products op join orders o on o.id = op.order_id
    where op.product_id = ${productId} and o.parent_id is null`);
  return row!.n;
}

describe('racing for the last units', () => {
  it('sells the last 5 units of a product to 5 of 20 buyers; stock never goes below 0', async () => {
    await t.database.rows(sql`update products set quantity = 5 where id = ${product.id}`);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => makeShopper(t.database, `Racer ${i}`)));
    const body = orderBody(await verifyCart(api, [{ product_id: product.id, order_quantity: 1 }]));
    const sold = (await productRow(t.database, product.id)).sold_quantity;
    const answers = await Promise.all(buyers.map((b) => api.post('/orders', body, { token: b.token })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body.errors).toEqual({ 'products[0].order_quantity': ['error-out-of-stock'] });
    }
    const after = await productRow(t.database, product.id);
    expect([after.quantity, after.sold_quantity - sold, await ordersOf(product.id)]).toEqual([0, 5, 5]);
  });

  it('sells the last units of a variation option to only as many buyers', async () => {
    const [option] = await t.database.rows<{ id: number; product_id: number }>(sql`
      select v.id, v.product_id from variation_options v join products p on p.id = v.product_id
      where p.status = 'publish' and not v.is_disable and v.quantity > 0 order by v.id limit 1`);
    await t.database.rows(sql`update variation_options set quantity = 3 where id = ${option!.id}`);
    const line = { product_id: option!.product_id, variation_option_id: option!.id, order_quantity: 1 };
    const body = orderBody(await verifyCart(api, [line]));
    const buyers = await Promise.all(Array.from({ length: 10 }, () => makeShopper(t.database)));
    const answers = await Promise.all(buyers.map((b) => api.post('/orders', body, { token: b.token })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const [after] = await t.database.rows<{ quantity: number }>(
      sql`select quantity from variation_options where id = ${option!.id}`,
    );
    expect(after!.quantity).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('answers ten simultaneous submits with one key with one and the same order', async () => {
    await t.database.rows(sql`update products set quantity = 100 where id = ${product.id}`);
    const shopper = await makeShopper(t.database);
    const body = orderBody(await verifyCart(api, [{ product_id: product.id, order_quantity: 2 }]));
    const key = randomUUID();
    const before = await ordersOf(product.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post('/orders', body, { token: shopper.token, headers: { 'Idempotency-Key': key } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await ordersOf(product.id)).toBe(before + 1);
    expect((await productRow(t.database, product.id)).quantity).toBe(98);

    // A retry later gets the same order; the same key with another body is refused.
    const retry = await api.post('/orders', body, { token: shopper.token, headers: { 'Idempotency-Key': key } });
    expect([retry.status, retry.body.id]).toEqual([201, answers[0]!.body.id]);
    const changed = await api.post(
      '/orders',
      { ...body, note: 'Leave it at the door' },
      { token: shopper.token, headers: { 'Idempotency-Key': key } },
    );
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('PICKBAZAR_ERROR.CONFLICT');
    expect(await ordersOf(product.id)).toBe(before + 1);
  });

  it('belongs to its caller: another shopper with the same key gets their own order', async () => {
    const key = randomUUID();
    const body = orderBody(await verifyCart(api, [{ product_id: product.id, order_quantity: 1 }]));
    const first = await api.post('/orders', body, {
      token: (await makeShopper(t.database)).token,
      headers: { 'Idempotency-Key': key },
    });
    const second = await api.post('/orders', body, {
      token: (await makeShopper(t.database)).token,
      headers: { 'Idempotency-Key': key },
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('is free again after a refused attempt, so the corrected retry places the order', async () => {
    const shopper = await makeShopper(t.database);
    const key = randomUUID();
    const body = orderBody(await verifyCart(api, [{ product_id: product.id, order_quantity: 1 }]));
    const stale = await api.post(
      '/orders',
      { ...body, total: 0.01 },
      { token: shopper.token, headers: { 'Idempotency-Key': key } },
    );
    expect(stale.status).toBe(422);
    const fixed = await api.post('/orders', body, { token: shopper.token, headers: { 'Idempotency-Key': key } });
    expect(fixed.status).toBe(201);
  });

  it('refuses a malformed key', async () => {
    const body = orderBody(await verifyCart(api, [{ product_id: product.id, order_quantity: 1 }]));
    const res = await api.post('/orders', body, {
      token: (await makeShopper(t.database)).token,
      headers: { 'Idempotency-Key': 'with spaces inside' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'Idempotency-Key': ['error-invalid-value'] });
  });
});

describe('wallet', () => {
  it('never spends more than the balance, whatever four simultaneous orders ask', async () => {
    await t.database.rows(sql`update products set quantity = 100 where id = ${product.id}`);
    // 30 points are worth 10.00 at 3 points per dollar; each order costs more than half of that.
    const shopper = await makeShopper(t.database, 'Four Orders', 30);
    const quantity = Math.ceil(600 / (product.sale_price_cents ?? product.price_cents!));
    const verified = await verifyCart(api, [{ product_id: product.id, order_quantity: quantity }], shopper.token);
    const body = orderBody(verified, { use_wallet_points: true });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.post('/orders', body, { token: shopper.token })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const [wallet] = await t.database.rows<{ used: number; spent_points: number; spent_cents: number }>(sql`
      select u.wallet_points_used as used,
        (select coalesce(sum(w.points), 0)::int from order_wallet_points w join orders o on o.id = w.order_id
          where o.customer_id = u.id) as spent_points,
        (select coalesce(sum(w.amount_cents), 0)::int from order_wallet_points w join orders o on o.id = w.order_id
          where o.customer_id = u.id) as spent_cents
      from users u where u.id = ${shopper.id}`);
    expect(wallet!.used).toBeLessThanOrEqual(30);
    expect(wallet!.spent_points).toBe(wallet!.used);
    expect(wallet!.spent_cents).toBeLessThanOrEqual(1000);
    // The balance was all spent, by at most two of the four.
    expect(wallet!.used).toBe(30);
    const paid = answers.map((a) => a.body.wallet_point?.amount ?? 0).filter((x: number) => x > 0);
    expect(paid.length).toBeLessThanOrEqual(2);
  });
});
