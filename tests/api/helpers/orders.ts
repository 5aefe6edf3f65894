import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { fromMinorUnits, toMinorUnits } from '@/shared/money';
import { orderMoney } from '@/shared/order-money';
import { issueAccessToken } from '@/server/auth/access-tokens';
import { createApp, type AppOptions } from '@/server/app';
import type { Database } from '@/server/db/client';
import { hasDemoData } from '@/server/demo/seed';
import { createSmsSender } from '@/server/messaging/sms';
import { effectiveSalePriceCents } from '@/server/services/flash-sale/flash-sale-price';
import { createCustomer } from '@/server/services/user/create-customer';
import { type Answer, quietOutboxMailer, uniqueEmail } from './accounts';

/**
 * Checkout test helpers: shoppers made the way the account code makes them (no password hashing, so races
 * can have twenty of them), the storefront's flow (verify the cart, then send its figures back), and reads of
 * the rows the API must leave behind.
 */

export interface Shopper {
  id: number;
  name: string;
  email: string;
  token: string;
}

export async function makeShopper(database: Database, name = 'Order Shopper', walletPoints?: number): Promise<Shopper> {
  const email = uniqueEmail('buyer');
  const user = await database.db.transaction((tx) =>
    createCustomer(tx, { name, email, passwordHash: null, emailVerified: true }),
  );
  if (walletPoints !== undefined) {
    await database.rows(
      sql`update users set wallet_points = ${walletPoints}, wallet_points_used = 0 where id = ${user.id}`,
    );
  }
  const token = await issueAccessToken(database.db, user.id, 24);
  return { id: user.id, name, email, token };
}

export interface CallOptions {
  token?: string | null;
  headers?: Record<string, string>;
  /** The client address the request comes from (per-address limits). */
  address?: string;
}

/** The real app on a test database, with mail and texts kept quietly in the outbox and roomy write limits. */
export interface OrderApi {
  database: Database;
  /** The app itself, for requests that are not JSON (forms, raw webhook bodies). */
  app: Hono;
  get(path: string, options?: CallOptions): Promise<Answer>;
  post(path: string, body: unknown, options?: CallOptions): Promise<Answer>;
  put(path: string, body: unknown, options?: CallOptions): Promise<Answer>;
  delete(path: string, options?: CallOptions): Promise<Answer>;
}

export async function orderApi(
  database: Database,
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<OrderApi> {
  const app = createApp({
    database,
    cacheTtlMs: 0,
    mailer: await quietOutboxMailer(database),
    sms: createSmsSender({ database, twilio: null, log: () => {} }),
    rateLimit: { max: 100_000, windowMs: 60_000 },
    // As the shop's own start does (src/server/shared-app.ts).
    demoData: await hasDemoData(database.db),
    ...options,
  });
  const call = async (method: string, path: string, body: unknown, o: CallOptions = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(
      `/api${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      o.address ? { incoming: { socket: { remoteAddress: o.address } } } : undefined,
    );
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
    return { status: res.status, body: json, headers: res.headers };
  };
  return {
    database,
    app,
    get: (path, o) => call('GET', path, undefined, o),
    post: (path, body, o) => call('POST', path, body, o),
    put: (path, body, o) => call('PUT', path, body, o),
    delete: (path, o) => call('DELETE', path, undefined, o),
  };
}

export interface Line {
  product_id: number;
  variation_option_id?: number | null;
  order_quantity: number;
}

export interface ProductRow {
  id: number;
  shop_id: number;
  quantity: number;
  price_cents: number | null;
  sale_price_cents: number | null;
  sold_quantity: number;
}

/**
 * Published simple physical products of active shops with stock, in id order. `sale_price_cents` is the sale
 * price in effect (a running flash sale lowers it), as the server prices the line.
 */
export async function simpleProducts(database: Database, where = sql`true`, limit = 5): Promise<ProductRow[]> {
  return database.rows<ProductRow>(sql`
    select p.id, p.shop_id, p.quantity, p.price_cents, ${effectiveSalePriceCents('p')} as sale_price_cents,
      p.sold_quantity
    from products p join shops s on s.id = p.shop_id and s.is_active
    where p.status = 'publish' and p.product_type = 'simple' and not p.is_digital and p.quantity >= 20 and ${where}
    order by p.id limit ${limit}`);
}

export async function productRow(database: Database, id: number): Promise<ProductRow> {
  const [row] = await database.rows<ProductRow>(
    sql`select p.id, p.shop_id, p.quantity, p.price_cents, ${effectiveSalePriceCents('p')} as sale_price_cents,
      p.sold_quantity from products p where p.id = ${id}`,
  );
  return row!;
}

export const ADDRESS = {
  street_address: '12 Orchard Lane',
  city: 'New York',
  state: 'NY',
  zip: '10013',
  country: 'United States',
};

export interface Verified {
  total_tax: number;
  shipping_charge: number;
  unavailable_products: number[];
  wallet_amount: number;
  wallet_currency: number;
  amount: number;
  products: (Line & { unit_price: number; subtotal: number })[];
}

/** `api`: the in-process app, or anything that posts the same way (the cluster tests go over HTTP). */
export async function verifyCart(api: Pick<OrderApi, 'post'>, lines: Line[], token?: string): Promise<Verified> {
  const res = await api.post('/orders/checkout/verify', { products: lines }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Verified;
}

/** What the storefront sends after verify: the verified lines and totals, paid on delivery. */
export function orderBody(verified: Verified, extra: Record<string, unknown> = {}) {
  const discount = Number(extra.discount ?? 0);
  // The total by the shared rule, with the discount taken as given (tests send wrong ones on purpose).
  const money = orderMoney({
    amountCents: toMinorUnits(verified.amount),
    taxCents: toMinorUnits(verified.total_tax),
    shippingCents: toMinorUnits(verified.shipping_charge),
    coupon: discount ? { type: 'fixed', amount: toMinorUnits(discount) } : null,
  });
  const total = fromMinorUnits(money.totalCents);
  return {
    products: verified.products,
    amount: verified.amount,
    sales_tax: verified.total_tax,
    delivery_fee: verified.shipping_charge,
    discount,
    paid_total: total,
    total,
    customer_contact: '+12125550100',
    payment_gateway: 'CASH_ON_DELIVERY',
    delivery_time: 'Morning',
    billing_address: ADDRESS,
    shipping_address: ADDRESS,
    ...extra,
  };
}

/** Verify, then place: the whole storefront flow. */
export async function placeOrder(
  api: OrderApi,
  lines: Line[],
  options: CallOptions & { extra?: Record<string, unknown> } = {},
) {
  const verified = await verifyCart(api, lines, options.token ?? undefined);
  return api.post('/orders', orderBody(verified, options.extra), options);
}

export async function orderCount(database: Database): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from orders`);
  return row!.n;
}

/** Sets options of every settings row. */
export async function setOptions(database: Database, options: Record<string, unknown>): Promise<void> {
  await database.rows(sql`update settings set options = options || ${JSON.stringify(options)}::jsonb`);
}

/** The settings and charge classes as they are now; the returned function puts them back. */
export async function keepShopRules(database: Database): Promise<() => Promise<void>> {
  const settings = await database.rows<{ id: number; options: unknown }>(sql`select id, options from settings`);
  const shipping = await database.rows<{ id: number; type: string; amount: number }>(
    sql`select id, type, amount from shipping_classes`,
  );
  return async () => {
    for (const row of settings) {
      await database.rows(
        sql`update settings set options = ${JSON.stringify(row.options)}::jsonb where id = ${row.id}`,
      );
    }
    for (const row of shipping) {
      await database.rows(
        sql`update shipping_classes set type = ${row.type}, amount = ${row.amount} where id = ${row.id}`,
      );
    }
    await database.rows(sql`update products set shipping_class_id = null where shipping_class_id is not null`);
  };
}
