import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { expectDocumented } from './helpers/openapi';
import {
  makeShopper,
  orderApi,
  type OrderApi,
  placeOrder,
  type ProductRow,
  type Shopper,
  simpleProducts,
} from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
let owner: Shopper;
let stranger: Shopper;
let products: ProductRow[];
/** The owner's orders, oldest first. */
const placed: { id: number; tracking_number: string; children: { id: number; tracking_number: string }[] }[] = [];
let guestOrder: { id: number; tracking_number: string };

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database);
  owner = await makeShopper(t.database, 'Order Owner');
  stranger = await makeShopper(t.database, 'Someone Else');
  products = [
    ...(await simpleProducts(t.database, sql`p.shop_id = 1`, 1)),
    ...(await simpleProducts(t.database, sql`p.shop_id = 2`, 1)),
  ];
  for (let i = 0; i < 3; i++) {
    const res = await placeOrder(
      api,
      products.map((p) => ({ product_id: p.id, order_quantity: i + 1 })),
      { token: owner.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    placed.push(res.body);
  }
  await placeOrder(api, [{ product_id: products[0]!.id, order_quantity: 1 }], { token: stranger.token });
  const guest = await placeOrder(api, [{ product_id: products[0]!.id, order_quantity: 1 }], {
    extra: { customer_name: 'Guest', customer_contact: '+44 20 7946 0958', customer_email: 'Guest.Buyer@example.com' },
  });
  expect(guest.status, JSON.stringify(guest.body)).toBe(201);
  guestOrder = guest.body;
});
afterAll(() => t?.close());

describe('GET /orders', () => {
  it('lists the caller’s parent orders, newest first, with their children, 10 per page', async () => {
    const res = await api.get('/orders', { token: owner.token });
    expect(res.status).toBe(200);
    expectDocumented('get', '/orders', 200, res.body);
    expect(res.body).toMatchObject({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
    expect(res.body.data.map((o: { id: number }) => o.id)).toEqual(placed.map((o) => o.id).reverse());
    for (const order of res.body.data) {
      expect(order.shop_id).toBeNull();
      expect(order.children.map((c: { shop_id: number }) => c.shop_id)).toEqual([1, 2]);
    }
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('pages with limit and page, and accepts with=refund', async () => {
    const res = await api.get('/orders?limit=2&page=2&with=refund', { token: owner.token });
    expect(res.body).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(res.body.data.map((o: { id: number }) => o.id)).toEqual([placed[0]!.id]);
    expect(res.body.data[0].refund).toBeNull();
    expectDocumented('get', '/orders', 200, res.body);
  });

  it('needs a signed-in caller', async () => {
    const res = await api.get('/orders');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('PICKBAZAR_ERROR.NOT_AUTHORIZED');
  });
});

describe('GET /orders/{id}', () => {
  it('shows the owner an order by id or by tracking number, and a child by its own tracking number', async () => {
    const [order] = placed;
    const byId = await api.get(`/orders/${order!.id}`, { token: owner.token });
    expect(byId.status).toBe(200);
    expectDocumented('get', '/orders/{id}', 200, byId.body);
    const byNumber = await api.get(`/orders/${order!.tracking_number}`, { token: owner.token });
    expect(byNumber.body).toEqual(byId.body);
    const child = await api.get(`/orders/${order!.children[0]!.tracking_number}`, { token: owner.token });
    expect(child.body).toMatchObject({ id: order!.children[0]!.id, parent_id: order!.id, children: [] });
  });

  it('answers 404 to everyone else, the same as for an order that does not exist', async () => {
    const [order] = placed;
    const missing = await api.get('/orders/99999999', { token: owner.token });
    expect(missing.status).toBe(404);
    for (const key of [String(order!.id), order!.tracking_number]) {
      const other = await api.get(`/orders/${key}`, { token: stranger.token });
      const anonymous = await api.get(`/orders/${key}`);
      const guessing = await api.get(`/orders/${key}?contact=${encodeURIComponent('+12125550100')}`);
      for (const res of [other, anonymous, guessing]) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe(missing.body.code);
      }
    }
  });

  it('shows a guest order to whoever has its tracking number and the contact number or email used', async () => {
    const number = guestOrder.tracking_number;
    for (const contact of ['+442079460958', '44 20 7946 0958', 'guest.buyer@example.com']) {
      const res = await api.get(`/orders/${number}?contact=${encodeURIComponent(contact)}`);
      expect(res.status, contact).toBe(200);
      expect(res.body).toMatchObject({ id: guestOrder.id, customer_id: null });
    }
    // Neither the tracking number alone, nor the id with the contact, nor a wrong contact.
    for (const path of [
      `/orders/${number}`,
      `/orders/${guestOrder.id}?contact=%2B442079460958`,
      `/orders/${number}?contact=%2B442079460959`,
      `/orders/${number}?contact=other@example.com`,
    ]) {
      expect((await api.get(path)).status, path).toBe(404);
    }
  });

  it('limits guest look-ups per client address', async () => {
    const app = createApp({
      database: t.database,
      cacheTtlMs: 0,
      rateLimits: { guestOrderLookupPerAddress: { max: 2, windowMs: 60_000 } },
    });
    // An address of its own: on PostgreSQL the apps over one database share their counts.
    const look = () =>
      app.request(
        `/api/orders/${guestOrder.tracking_number}?contact=nobody%40example.com`,
        {},
        {
          incoming: { socket: { remoteAddress: '10.34.0.2' } },
        },
      );
    expect((await look()).status).toBe(404);
    expect((await look()).status).toBe(404);
    expect((await look()).status).toBe(429);
  });

  it('refuses keys that are neither an id nor a tracking number', async () => {
    const res = await api.get('/orders/abc', { token: owner.token });
    expect(res.status).toBe(400);
    expect((await api.get('/orders/123456789012345', { token: owner.token })).status).toBe(400);
  });
});
