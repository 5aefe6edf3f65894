import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinorUnits } from '@/shared/money';
import { dashboardPeriods, LOW_STOCK_COUNTED } from '@/server/services/back-office/dashboard';
import { makeAccount, makeMember, OPERATOR_EMAIL, twoShops, useAdminEmails } from './helpers/back-office';
import { makeShopper, orderApi, type OrderApi, orderBody, type Shopper, verifyCart } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The back office's shops and dashboard (issue 22 items 5 and 6), on the database the suite runs on (PGlite, and
 * PostgreSQL in the api-postgres project): the operator deactivates a shop and its products leave every
 * storefront answer while its orders stay with their shoppers; owners edit their own shop only (another shop's id
 * answers the same 404 as a missing one); the dashboard's figures are the orders placed, exactly, for each role.
 */
let t: TestApp;
let api: OrderApi;
let restoreEnv: () => void;
let shops: Awaited<ReturnType<typeof twoShops>>;
let operator: Shopper;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
let buyer: Shopper;

beforeAll(async () => {
  restoreEnv = useAdminEmails(OPERATOR_EMAIL);
  t = await createTestApp();
  api = await orderApi(t.database);
  shops = await twoShops(t.database);
  operator = await makeAccount(t.database, OPERATOR_EMAIL);
  owner = await makeMember(t.database, shops.own.shop_id, 'owner');
  staff = await makeMember(t.database, shops.own.shop_id, 'staff');
  otherOwner = await makeMember(t.database, shops.other.shop_id, 'owner');
  buyer = await makeShopper(t.database, 'Shops Buyer');
});
afterAll(async () => {
  restoreEnv?.();
  await t?.close();
});

/** A checkout of one line; its shop order's id and amount (cents) as the verified cart priced it. */
async function place(productId: number, quantity: number) {
  const verified = await verifyCart(api, [{ product_id: productId, order_quantity: quantity }], buyer.token);
  const res = await api.post('/orders', orderBody(verified), { token: buyer.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [child] = await t.database.rows<{ id: number }>(sql`select id from orders where parent_id = ${res.body.id}`);
  return {
    parentId: res.body.id as number,
    childId: child!.id,
    trackingNumber: res.body.tracking_number as string,
    cents: toMinorUnits(verified.amount),
  };
}

async function storefrontIds(path: string): Promise<number[]> {
  const res = await api.get(path);
  expect(res.status, path).toBe(200);
  const items = (Array.isArray(res.body) ? res.body : res.body.data) as { id: number }[];
  return items.map((p) => p.id);
}

describe('the operator approves and deactivates a shop', () => {
  it('takes its products off the storefront and keeps its orders with their shoppers', async () => {
    const { shop_id: shopId, product_id: productId } = shops.own;
    const [product] = await t.database.rows<{ slug: string; name: string; shop_slug: string }>(sql`
      select p.slug, p.name, s.slug as shop_slug from products p join shops s on s.id = p.shop_id
      where p.id = ${productId}`);
    await t.database.rows(sql`update products set is_featured = true where id = ${productId}`);
    const order = await place(productId, 1);
    const byShop = `/products?searchJoin=and&search=shop_id:${shopId}&limit=100`;
    const byName = `/products?searchJoin=and&search=name:${encodeURIComponent(product!.name)}&limit=100`;
    const featured = `/product-featured?shop_id=${shopId}&limit=50`;
    expect(await storefrontIds(byShop)).toContain(productId);
    expect(await storefrontIds(byName)).toContain(productId);
    expect(await storefrontIds(featured)).toContain(productId);

    const off = await api.put(`/admin/shops/${shopId}/status`, { is_active: false }, { token: operator.token });
    expect([off.status, off.body.is_active]).toEqual([200, false]);
    try {
      expect(await storefrontIds(byShop)).toEqual([]);
      expect(await storefrontIds(byName)).not.toContain(productId);
      expect(await storefrontIds(featured)).toEqual([]);
      for (const shelf of ['/popular-products', '/best-selling-products']) {
        expect(await storefrontIds(`${shelf}?shop_id=${shopId}&limit=50&range=30`)).toEqual([]);
      }
      expect((await api.get(`/products/${product!.slug}`)).status).toBe(404);
      expect((await api.get(`/shops/${product!.shop_slug}`)).status).toBe(404);
      expect(await storefrontIds('/shops?limit=100')).not.toContain(shopId);
      const verified = await verifyCart(api, [{ product_id: productId, order_quantity: 1 }], buyer.token);
      expect(verified.unavailable_products).toEqual([productId]);

      // The shopper still reads the order, its line and its shop; the shop's people no longer do.
      const mine = await api.get(`/orders/${order.trackingNumber}`, { token: buyer.token });
      expect(mine.status).toBe(200);
      expect(mine.body.products.map((p: { id: number }) => p.id)).toEqual([productId]);
      const list = await api.get('/orders?limit=50', { token: buyer.token });
      expect(list.body.data.map((o: { id: number }) => o.id)).toContain(order.parentId);
      expect((await api.get(`/admin/orders/${order.childId}`, { token: owner.token })).status).toBe(404);
      expect((await api.get(`/admin/shops/${shopId}`, { token: operator.token })).body.is_active).toBe(false);
    } finally {
      // Whatever failed above, the other tests need the shop open.
      const on = await api.put(`/admin/shops/${shopId}/status`, { is_active: true }, { token: operator.token });
      expect([on.status, on.body.is_active]).toEqual([200, true]);
    }
    expect(await storefrontIds(byShop)).toContain(productId);
    expect((await api.get(`/products/${product!.slug}`)).status).toBe(200);
    expect((await api.get(`/admin/orders/${order.childId}`, { token: owner.token })).status).toBe(200);
  });

  it('refuses a status that is not true or false, with a field error', async () => {
    const res = await api.put(
      `/admin/shops/${shops.own.shop_id}/status`,
      { is_active: 'maybe' },
      { token: operator.token },
    );
    expect([res.status, Object.keys(res.body.errors)]).toEqual([422, ['is_active']]);
  });
});

describe('an owner edits their shop', () => {
  const address = { street_address: '1 Market Row', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1', country: 'UK' };

  it('changes name, description, address and pictures; the storefront shows them; the slug stays', async () => {
    const shopId = shops.own.shop_id;
    const [before] = await t.database.rows<{ slug: string; logo: { id: number } | null }>(
      sql`select slug, logo from shops where id = ${shopId}`,
    );
    await t.database.rows(
      sql`update shops set translations = '{"ar": {"name": "old", "description": "old"}}'::jsonb where id = ${shopId}`,
    );
    const [upload] = await t.database.rows<{ id: number }>(sql`
      insert into attachments (file_name, owner_id) values (${`cover-${owner.id}.webp`}, ${owner.id}) returning id`);
    const res = await api.put(
      `/admin/shops/${shopId}`,
      {
        name: '  Fresh Corner  ',
        description: 'Vegetables, daily.',
        logo: before!.logo,
        cover_image: { id: upload!.id, original: 'https://evil.example/x.png' },
        address,
      },
      { token: owner.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Fresh Corner', slug: before!.slug, description: 'Vegetables, daily.' });
    expect(res.body.logo).toEqual(before!.logo);
    expect(res.body.cover_image.id).toBe(upload!.id);
    expect(res.body.cover_image.original).not.toContain('evil.example');
    expect(res.body.address).toEqual(address);
    const shop = await api.get(`/shops/${before!.slug}`);
    expect([shop.body.name, shop.body.description]).toEqual(['Fresh Corner', 'Vegetables, daily.']);
    const arabic = await api.get(`/shops/${before!.slug}?language=ar`);
    expect(arabic.body.name).toBe('Fresh Corner');
  });

  it('answers field errors for a bad name, address or a picture that is not the caller’s', async () => {
    const shopId = shops.own.shop_id;
    const empty = await api.put(`/admin/shops/${shopId}`, { name: ' ', address: {} }, { token: owner.token });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(
      ['address.city', 'address.country', 'address.state', 'address.street_address', 'address.zip', 'name'].sort(),
    );
    const [theirs] = await t.database.rows<{ id: number }>(sql`
      insert into attachments (file_name, owner_id) values (${`theirs-${buyer.id}.webp`}, ${buyer.id}) returning id`);
    const foreign = await api.put(
      `/admin/shops/${shopId}`,
      { name: 'Fresh Corner', logo: { id: theirs!.id }, address },
      { token: owner.token },
    );
    expect([foreign.status, foreign.body.errors]).toEqual([422, { logo: ['admin:error-shop-picture'] }]);
  });

  it('cannot touch another shop: a tampered id answers the 404 of a missing shop', async () => {
    const [other] = await t.database.rows<{ name: string }>(
      sql`select name from shops where id = ${shops.other.shop_id}`,
    );
    const body = { name: 'Hijacked', address };
    for (const who of [owner, staff]) {
      const tampered = await api.put(`/admin/shops/${shops.other.shop_id}`, body, { token: who.token });
      const missing = await api.put('/admin/shops/2000000000', body, { token: who.token });
      expect([tampered.status, tampered.body.code]).toEqual([404, missing.body.code]);
      const status = await api.put(
        `/admin/shops/${shops.other.shop_id}/status`,
        { is_active: false },
        { token: who.token },
      );
      expect(status.status).toBe(404);
      expect((await api.get(`/admin/shops/${shops.other.shop_id}`, { token: who.token })).status).toBe(404);
    }
    expect((await api.put(`/admin/shops/${shops.own.shop_id}`, body, { token: staff.token })).status).toBe(404);
    const [after] = await t.database.rows<{ name: string; is_active: boolean }>(
      sql`select name, is_active from shops where id = ${shops.other.shop_id}`,
    );
    expect(after).toEqual({ name: other!.name, is_active: true });
  });
});

describe('the dashboard', () => {
  type Figures = {
    today: { orders: number; revenue_cents: number };
    month: { orders: number; revenue_cents: number };
    open_refunds: number;
    unanswered_questions: number;
    low_stock: { count: number; products: { id: number }[] };
  };
  const read = async (who: Shopper): Promise<Figures> => {
    const res = await api.get('/admin/dashboard', { token: who.token });
    expect(res.status).toBe(200);
    expect(res.body.time_zone).toBe('UTC');
    return res.body;
  };
  const delta = (after: Figures, before: Figures) => ({
    today: [after.today.orders - before.today.orders, after.today.revenue_cents - before.today.revenue_cents],
    month: [after.month.orders - before.month.orders, after.month.revenue_cents - before.month.revenue_cents],
    refunds: after.open_refunds - before.open_refunds,
    questions: after.unanswered_questions - before.unanswered_questions,
    lowStock: after.low_stock.count - before.low_stock.count,
  });

  it('counts the orders placed, revenue, refunds, questions and low stock of each role’s shops, exactly', async () => {
    const people = { operator, owner, staff, otherOwner };
    const before = Object.fromEntries(
      await Promise.all(Object.entries(people).map(async ([k, who]) => [k, await read(who)] as const)),
    ) as Record<keyof typeof people, Figures>;

    const a = await place(shops.own.product_id, 2);
    const b = await place(shops.own.product_id, 3);
    const c = await place(shops.other.product_id, 1);
    const lastMonth = await place(shops.own.product_id, 1);
    const earlier = await place(shops.own.product_id, 1);
    const { day, month } = dashboardPeriods();
    await t.database
      .rows(sql`update orders set created_at = ${new Date(month.getTime() - 3_600_000).toISOString()}::timestamptz
      where id in (${lastMonth.parentId}, ${lastMonth.childId})`);
    // Earlier this month but not today, when today is not the 1st; otherwise last month as well.
    const earlierAt = day.getTime() > month.getTime() ? day.getTime() - 60_000 : month.getTime() - 60_000;
    await t.database.rows(sql`update orders set created_at = ${new Date(earlierAt).toISOString()}::timestamptz
      where id in (${earlier.parentId}, ${earlier.childId})`);
    const earlierCounts = day.getTime() > month.getTime() ? 1 : 0;
    const cancel = await api.put(
      `/admin/orders/${b.childId}/status`,
      { status: 'order-cancelled', from: 'order-processing' },
      { token: owner.token },
    );
    expect(cancel.status).toBe(200);

    await t.database.rows(sql`
      with parent as (
        insert into refunds (order_id, customer_id, title, description, amount_cents, status)
        values (${a.parentId}, ${buyer.id}, 'Bruised', 'Bruised apples', ${a.cents}, 'pending') returning id)
      insert into refunds (parent_id, order_id, customer_id, shop_id, title, description, amount_cents, status)
      select id, ${a.childId}, ${buyer.id}, ${shops.own.shop_id}, 'Bruised', 'Bruised apples', ${a.cents}, 'pending'
      from parent`);
    const asked = await api.post(
      '/questions',
      { question: 'Is it organic?', product_id: shops.own.product_id, shop_id: shops.own.shop_id },
      { token: buyer.token },
    );
    expect(asked.status).toBe(201);
    await t.database.rows(sql`update products set quantity = 3 where id = ${shops.own.product_id}`);

    const own = {
      today: [1, a.cents],
      month: [1 + earlierCounts, a.cents + earlierCounts * earlier.cents],
      refunds: 1,
      questions: 1,
      lowStock: 1,
    };
    const after = {
      operator: await read(operator),
      owner: await read(owner),
      staff: await read(staff),
      otherOwner: await read(otherOwner),
    };
    expect(delta(after.owner, before.owner)).toEqual(own);
    expect(delta(after.staff, before.staff)).toEqual(own);
    expect(delta(after.otherOwner, before.otherOwner)).toEqual({
      today: [1, c.cents],
      month: [1, c.cents],
      refunds: 0,
      questions: 0,
      lowStock: 0,
    });
    expect(delta(after.operator, before.operator)).toEqual({
      ...own,
      today: [2, a.cents + c.cents],
      month: [2 + earlierCounts, a.cents + c.cents + earlierCounts * earlier.cents],
    });
    expect(after.owner.low_stock.products.map((p) => p.id)).toContain(shops.own.product_id);

    // An answer takes the question off; a blank one does not.
    await t.database.rows(sql`update questions set answer = '  ' where id = ${asked.body.id}`);
    expect((await read(owner)).unanswered_questions).toBe(after.owner.unanswered_questions);
    await t.database.rows(sql`update questions set answer = 'Yes.' where id = ${asked.body.id}`);
    expect((await read(owner)).unanswered_questions).toBe(after.owner.unanswered_questions - 1);
  });

  it('counts low stock up to 1,000 and says so past it, still listing the five lowest', async () => {
    const before = (await api.get('/admin/dashboard', { token: otherOwner.token })).body.low_stock;
    expect(before.count_exact).toBe(true);
    // Enough low-stock products in the other shop to pass the cap, one of them with none left.
    const added = LOW_STOCK_COUNTED + 1 - before.count;
    const [template] = await t.database.rows<{ type_id: number }>(
      sql`select type_id from products where id = ${shops.other.product_id}`,
    );
    const rows = await t.database.rows<{ id: number }>(sql`
      insert into products (slug, name, type_id, shop_id, status, quantity, min_price_cents, max_price_cents)
      select 'low-stock-cap-' || g, 'Low stock cap ' || g, ${template!.type_id}, ${shops.other.shop_id}, 'publish',
        case when g = 1 then 0 else 1 + g % 9 end, 500, 500
      from generate_series(1, ${added}) g returning id`);
    try {
      const capped = (await api.get('/admin/dashboard', { token: otherOwner.token })).body.low_stock;
      expect([capped.count, capped.count_exact]).toEqual([LOW_STOCK_COUNTED, false]);
      const lowest = await t.database.rows<{ id: number }>(sql`select id from products
        where shop_id = ${shops.other.shop_id} and status = 'publish' and quantity <= 10 order by quantity, id limit 5`);
      expect(capped.products.map((p: { id: number }) => p.id)).toEqual(lowest.map((p) => p.id));
      expect(lowest.map((p) => p.id)).toContain(rows[0]!.id);
      // The owner of the first shop counts only their own, exactly as before.
      expect((await api.get('/admin/dashboard', { token: owner.token })).body.low_stock.count_exact).toBe(true);
    } finally {
      await t.database.rows(sql`delete from products where slug like 'low-stock-cap-%'`);
    }
    const again = (await api.get('/admin/dashboard', { token: otherOwner.token })).body.low_stock;
    expect([again.count, again.count_exact]).toEqual([before.count, true]);
  });

  it('is refused to callers with no role in the back office', async () => {
    const customer = await makeShopper(t.database, 'Nosy Customer');
    expect((await api.get('/admin/dashboard', { token: customer.token })).status).toBe(404);
    expect((await api.get('/admin/dashboard')).status).toBe(401);
  });
});
