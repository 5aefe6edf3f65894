import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/server/db/client';
import { type Cluster, dropDatabase, ensureDatabase, startCluster } from '../../scripts/cluster.mjs';
import { GOOD_PASSWORD, uniqueEmail, waitForMail } from '../api/helpers/accounts';
import { makeShopper, orderBody, productRow, type ProductRow, simpleProducts, verifyCart } from '../api/helpers/orders';
import { type ClusterAnswer, httpApi, type HttpApi, instancesOf, sleep } from './helpers';

/**
 * The shop as a load-balanced deployment: two production instances (dist/server.mjs) on one PostgreSQL
 * database and one media folder, nginx in front round-robin (scripts/cluster.mjs). Every request below goes
 * through nginx unless it names an instance; `X-Instance` on each answer tells which instance served it.
 */
const SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const API_CACHE_SECONDS = 2;
const PAGE_CACHE_SECONDS = 2;

let cluster: Cluster;
let database: Database;
let api: HttpApi;
let direct: Record<string, HttpApi>;
const name = `pickbazar_cluster_${Date.now().toString(36)}_${process.pid}`;

beforeAll(async () => {
  const url = await ensureDatabase(SERVER, name);
  cluster = await startCluster({
    databaseUrl: url,
    env: {
      API_CACHE_SECONDS: String(API_CACHE_SECONDS),
      PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS),
      // Every request here comes from 127.0.0.1: only the limits under test keep their defaults.
      RATE_LIMIT_WRITES_PER_WINDOW: '10000',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000',
    },
  });
  database = await openDatabase({ url, poolSize: 4 });
  api = httpApi(cluster.url);
  direct = Object.fromEntries(cluster.instances.map((i) => [i.name, httpApi(i.url)]));
});

afterAll(async () => {
  await database?.close();
  await cluster?.stop();
  await dropDatabase(SERVER, name);
});

const other = (instance: string | null) => (instance === 'a' ? 'b' : 'a');

describe('nginx in front of two instances', () => {
  it('sends requests to both instances in turn', async () => {
    const answers: ClusterAnswer[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await api.get('/types'));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(instancesOf(answers)).toEqual(['a', 'b']);
    // Round-robin: no instance answers twice in a row.
    for (let i = 1; i < answers.length; i += 1) expect(answers[i]!.instance).not.toBe(answers[i - 1]!.instance);
  });
});

describe('sessions', () => {
  it('a shopper signed in on one instance is signed in on the other, and signed out on both', async () => {
    const email = uniqueEmail('cluster');
    const registered = await api.post('/register', { name: 'Cluster Shopper', email, password: GOOD_PASSWORD });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const mail = await waitForMail(database, email, 'email_verification');
    expect((await api.post('/email/verify', { token: mail.meta.token })).status).toBe(200);

    const signIn = await api.post('/token', { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token as string;
    expect(token).toEqual(expect.any(String));
    // The other instance, asked directly, knows the token the first one issued.
    const there = await direct[other(signIn.instance)]!.get('/me', { token });
    expect([there.status, there.body.email, there.instance]).toEqual([200, email, other(signIn.instance)]);
    const spread = await Promise.all([api.get('/me', { token }), api.get('/me', { token })]);
    expect(spread.map((a) => a.status)).toEqual([200, 200]);
    expect(instancesOf(spread)).toEqual(['a', 'b']);

    const out = await api.post('/logout', {}, { token });
    expect(out.status).toBe(200);
    for (const instance of ['a', 'b']) expect((await direct[instance]!.get('/me', { token })).status).toBe(401);
  });
});

describe('sign-in limits', () => {
  /** Wrong passwords for `email`, one at a time, until refused with 429; answers how many were tried first. */
  async function guessesBeforeRefusal(target: HttpApi, email: string) {
    const served: ClusterAnswer[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await target.post('/token', { email, password: `Wrong guess number ${i}` });
      served.push(res);
      if (res.status === 429) return { allowed: i, served };
      expect([res.status, res.body.token]).toEqual([200, null]);
    }
    throw new Error(`40 wrong passwords for ${email} and no 429`);
  }

  it('a password brute force is refused after as many guesses as with one instance', async () => {
    const shoppers = await Promise.all(
      ['Solo', 'Spread'].map(async (label) => {
        const email = uniqueEmail(label.toLowerCase());
        expect((await api.post('/register', { name: label, email, password: GOOD_PASSWORD })).status).toBe(200);
        return email;
      }),
    );
    // One instance alone: the reference count (RATE_LIMIT_SIGN_IN_PER_EMAIL, 10 by default).
    const alone = await guessesBeforeRefusal(direct.a!, shoppers[0]!);
    expect(alone.allowed).toBe(10);
    // Through nginx the guesses alternate between the instances: the limit is the same, not twice it.
    const spread = await guessesBeforeRefusal(api, shoppers[1]!);
    expect(instancesOf(spread.served)).toEqual(['a', 'b']);
    expect(spread.allowed).toBe(alone.allowed);
    // The right password is refused too now, whichever instance is asked.
    for (const instance of ['a', 'b']) {
      const res = await direct[instance]!.post('/token', { email: shoppers[1], password: GOOD_PASSWORD });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

describe('orders across instances', () => {
  let product: ProductRow;
  beforeAll(async () => {
    [product] = (await simpleProducts(
      database,
      sql`coalesce(p.sale_price_cents, p.price_cents) between 200 and 900`,
      1,
    )) as [ProductRow];
  });

  async function ordersOf(productId: number): Promise<number> {
    const [row] = await database.rows<{ n: number }>(sql`
      select count(*)::int as n from order_products op join orders o on o.id = op.order_id
      where op.product_id = ${productId} and o.parent_id is null`);
    return row!.n;
  }

  it('20 buyers spread over both instances racing for the last 5 units: 5 orders, never oversold', async () => {
    await database.rows(sql`update products set quantity = 5 where id = ${product.id}`);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => makeShopper(database, `Racer ${i}`)));
    const body = orderBody(await verifyCart(api, [{ product_id: product.id, order_quantity: 1 }]));
    const before = await productRow(database, product.id);
    const ordersBefore = await ordersOf(product.id);
    const answers = await Promise.all(buyers.map((b) => api.post('/orders', body, { token: b.token })));
    expect(instancesOf(answers)).toEqual(['a', 'b']);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(15).fill(422));
    for (const r of refused) expect(r.body.errors).toEqual({ 'products[0].order_quantity': ['error-out-of-stock'] });
    const after = await productRow(database, product.id);
    expect([
      after.quantity,
      after.sold_quantity - before.sold_quantity,
      (await ordersOf(product.id)) - ordersBefore,
    ]).toEqual([0, 5, 5]);
  });

  it('ten retries with one Idempotency-Key spread over both instances make one order', async () => {
    await database.rows(sql`update products set quantity = 100 where id = ${product.id}`);
    const shopper = await makeShopper(database);
    const body = orderBody(await verifyCart(api, [{ product_id: product.id, order_quantity: 2 }]));
    const key = randomUUID();
    const before = await ordersOf(product.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post('/orders', body, { token: shopper.token, headers: { 'Idempotency-Key': key } }),
      ),
    );
    expect(instancesOf(answers)).toEqual(['a', 'b']);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await ordersOf(product.id)).toBe(before + 1);
    expect((await productRow(database, product.id)).quantity).toBe(98);
  });
});

describe('catalogue caches', () => {
  const left = (html: string) => Number(/data-testid="product-stock"[\s\S]*?(\d+) left/.exec(html)?.[1] ?? NaN);

  it('converge on every instance within their stated staleness after a stock change', async () => {
    const [product] = (await simpleProducts(database, sql`p.quantity between 20 and 500`, 3)).slice(-1) as [ProductRow];
    const [{ slug }] = (await database.rows<{ slug: string }>(
      sql`select slug from products where id = ${product.id}`,
    )) as [{ slug: string }];
    const apiQuantity = async () => {
      const res = await api.get(`/products/${slug}`);
      expect(res.status).toBe(200);
      return { instance: res.instance, quantity: res.body.quantity as number };
    };
    const pageQuantity = async () => {
      const res = await fetch(`${cluster.url}/products/${slug}`);
      expect(res.status).toBe(200);
      return { instance: res.headers.get('x-instance'), quantity: left(await res.text()) };
    };
    // Two reads in a row reach both instances (round-robin).
    const fromBoth = async (read: typeof apiQuantity) => {
      const both = [await read(), await read()];
      expect(instancesOf(both)).toEqual(['a', 'b']);
      return both;
    };
    const buyer = await makeShopper(database);
    const body = orderBody(await verifyCart(api, [{ product_id: product.id, order_quantity: 3 }]));
    // Both instances hold the product in their API and page caches.
    const warm = [...(await fromBoth(apiQuantity)), ...(await fromBoth(pageQuantity))];
    expect(warm.map((w) => w.quantity)).toEqual(Array(4).fill(product.quantity));

    // The stock changes through a real order on one instance.
    const ordered = await api.post('/orders', body, { token: buyer.token });
    expect(ordered.status).toBe(201);
    const changedAt = Date.now();
    const target = product.quantity - 3;

    // Polled through nginx until every instance shows the new stock, and never the old one again after that.
    const seen: Record<string, Record<string, number>> = { api: {}, page: {} };
    const deadline = changedAt + (API_CACHE_SECONDS + PAGE_CACHE_SECONDS + 6) * 1000;
    while (Date.now() < deadline) {
      for (const [kind, read] of [
        ['api', apiQuantity],
        ['page', pageQuantity],
      ] as const) {
        for (const { instance, quantity } of await fromBoth(read)) {
          const at = Date.now() - changedAt;
          if (quantity === target) seen[kind]![instance!] ??= at;
          else {
            expect(quantity, `${kind} of ${instance}`).toBe(product.quantity);
            expect(seen[kind]![instance!], `${kind} of ${instance} went back to the old stock`).toBeUndefined();
          }
        }
      }
      if (Object.keys(seen.api!).length === 2 && Object.keys(seen.page!).length === 2) break;
      await sleep(50);
    }
    console.log(`[cluster] stock change seen after (ms): ${JSON.stringify(seen)}`);
    // An API answer is kept API_CACHE_SECONDS; a page PAGE_CACHE_SECONDS, and it may have been rendered from an
    // API answer that was already that old. The margin covers polling and rendering on a busy machine.
    const margin = 2000;
    for (const instance of ['a', 'b']) {
      expect(seen.api![instance]).toBeLessThanOrEqual(API_CACHE_SECONDS * 1000 + margin);
      expect(seen.page![instance]).toBeLessThanOrEqual((API_CACHE_SECONDS + PAGE_CACHE_SECONDS) * 1000 + margin);
    }
  });
});

describe('uploads', () => {
  it('a picture uploaded through one instance is served by the other', async () => {
    const shopper = await makeShopper(database);
    // Noise does not compress: a 3 MB upload, larger than nginx keeps in memory (it goes through its temp folder).
    const noise = new Uint8Array(1000 * 1000 * 3).map(() => Math.floor(Math.random() * 256));
    const png = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
    const form = new FormData();
    form.append('attachment[]', new File([new Uint8Array(png)], 'shelf.png', { type: 'image/png' }));
    const uploaded = await api.send('/attachments', { method: 'POST', body: form, token: shopper.token });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const [item] = uploaded.body as { original: string; thumbnail: string }[];
    const elsewhere = cluster.instances.find((i) => i.name === other(uploaded.instance))!;
    for (const url of [item!.original, item!.thumbnail]) {
      const res = await fetch(`${elsewhere.url}${url}`);
      expect([res.status, res.headers.get('content-type'), res.headers.get('x-instance')]).toEqual([
        200,
        'image/webp',
        elsewhere.name,
      ]);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
    }
  });
});
