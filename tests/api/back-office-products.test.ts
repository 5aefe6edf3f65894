import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAccount, makeMember, OPERATOR_EMAIL, twoShops, useAdminEmails } from './helpers/back-office';
import { editableProduct, newProductBody } from './helpers/back-office-products';
import { makeShopper, orderApi, type OrderApi, type Shopper } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The back office's products (issue 22 item 4) against the real router and database: what owners, staff and the
 * operator see and change, what an attacker tries (other shops' ids, tampered shop ids, a sale above the price,
 * negative stock, pictures that are not theirs, slugs that collide), and the storefront's answer after a change.
 */
let t: TestApp;
let api: OrderApi;
let restoreEnv: () => void;
let shops: Awaited<ReturnType<typeof twoShops>>;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
let operator: Shopper;

beforeAll(async () => {
  restoreEnv = useAdminEmails(OPERATOR_EMAIL);
  t = await createTestApp();
  api = await orderApi(t.database);
  shops = await twoShops(t.database);
  owner = await makeMember(t.database, shops.own.shop_id, 'owner');
  staff = await makeMember(t.database, shops.own.shop_id, 'staff');
  otherOwner = await makeMember(t.database, shops.other.shop_id, 'owner');
  operator = await makeAccount(t.database, OPERATOR_EMAIL);
});
afterAll(async () => {
  restoreEnv?.();
  await t?.close();
});

const as = (who: Shopper) => ({ token: who.token });

async function stored(id: number) {
  const [row] = await t.database.rows<{
    name: string;
    slug: string;
    price_cents: number | null;
    sale_price_cents: number | null;
    min_price_cents: number;
    max_price_cents: number;
    quantity: number;
    status: string;
    search_text: string;
    image: { id: number } | null;
  }>(sql`select name, slug, price_cents, sale_price_cents, min_price_cents, max_price_cents, quantity, status,
    search_text, image from products where id = ${id}`);
  return row!;
}

/** A simple product of the shop under test, made for one test so tests do not share rows. */
async function ownProduct(name: string, extra: Record<string, unknown> = {}) {
  const body = { ...(await newProductBody(t.database, shops.own.shop_id)), name, ...extra };
  const res = await api.post('/admin/products', body, as(owner));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; slug: string };
}

async function upload(who: Shopper): Promise<{ id: number }> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('attachment[]', new File([new Uint8Array(png)], 'shelf.png', { type: 'image/png' }));
  const res = await api.app.request('/api/attachments', {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }[])[0]!;
}

describe('the list', () => {
  it('shows owners their shop’s products in every status, searched, filtered and paged without repeats', async () => {
    const draft = await ownProduct('Quince paste for the list');
    const page = await api.get(`/admin/products?search=${encodeURIComponent('QUINCE paste')}`, as(owner));
    expect(page.status).toBe(200);
    expect(page.body.data.map((p: { id: number }) => p.id)).toEqual([draft.id]);
    expect(page.body.data[0]).toMatchObject({ status: 'draft', price: 12.5, quantity: 7 });
    const drafts = await api.get('/admin/products?status=draft&limit=100', as(owner));
    expect(drafts.body.data.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect(drafts.body.data.map((p: { id: number }) => p.id)).toContain(draft.id);
    // The other shop's owner does not find it; the operator does.
    const stranger = await api.get('/admin/products?search=quince%20paste', as(otherOwner));
    expect(stranger.body.data).toEqual([]);
    const all = await api.get('/admin/products?search=quince%20paste', as(operator));
    expect(all.body.data.map((p: { id: number }) => p.id)).toEqual([draft.id]);

    for (const lowStock of [false, true]) {
      const seen: { id: number; quantity: number; shop: { id: number } }[] = [];
      let after: string | null = null;
      do {
        const query = `limit=7&low_stock=${lowStock}${after ? `&after=${after}` : ''}`;
        const res = await api.get(`/admin/products?${query}`, as(staff));
        expect(res.status).toBe(200);
        seen.push(...res.body.data);
        after = res.body.has_more ? res.body.next_cursor : null;
      } while (after);
      const [count] = await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from products where shop_id = ${shops.own.shop_id}`,
      );
      expect(seen).toHaveLength(count!.n);
      expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
      expect(seen.every((p) => p.shop.id === shops.own.shop_id)).toBe(true);
      const order = seen.map((p) => (lowStock ? [p.quantity, p.id] : [-p.id, 0]));
      const sorted = [...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
      expect(order).toEqual(sorted);
    }
  });

  it('merges the shops of someone who works for several, in order and without repeats', async () => {
    const both = await makeMember(t.database, shops.own.shop_id, 'owner');
    await t.database.rows(
      sql`insert into shop_members (shop_id, user_id, role) values (${shops.other.shop_id}, ${both.id}, 'staff')`,
    );
    const [count] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from products where shop_id in (${shops.own.shop_id}, ${shops.other.shop_id})`,
    );
    for (const lowStock of [false, true]) {
      const seen: { id: number; quantity: number; shop: { id: number } }[] = [];
      let after: string | null = null;
      do {
        const res = await api.get(
          `/admin/products?limit=9&low_stock=${lowStock}${after ? `&after=${after}` : ''}`,
          as(both),
        );
        seen.push(...res.body.data);
        after = res.body.has_more ? res.body.next_cursor : null;
      } while (after);
      expect(seen).toHaveLength(count!.n);
      expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
      const order = seen.map((p) => (lowStock ? [p.quantity, p.id] : [-p.id, 0]));
      expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    }
    // shop_id narrows to one of them; a shop that is not theirs gives nothing.
    const one = await api.get(`/admin/products?shop_id=${shops.other.shop_id}&limit=100`, as(both));
    expect(one.body.data.every((p: { shop: { id: number } }) => p.shop.id === shops.other.shop_id)).toBe(true);
    const [third] = await t.database.rows<{ id: number }>(
      sql`select id from shops where id not in (${shops.own.shop_id}, ${shops.other.shop_id}) order by id limit 1`,
    );
    expect((await api.get(`/admin/products?shop_id=${third!.id}`, as(both))).body.data).toEqual([]);
  });

  it('refuses a cursor that is not one', async () => {
    const res = await api.get('/admin/products?after=1;drop', as(owner));
    expect([res.status, Object.keys(res.body.errors)]).toEqual([400, ['after']]);
  });
});

describe('editing', () => {
  it('changes price, sale price, stock, texts and status; the selling-price rule sets what shoppers pay', async () => {
    const { id } = await ownProduct('Pear cider');
    const body = await editableProduct(t.database, id);
    const res = await api.put(
      `/admin/products/${id}`,
      { ...body, name: 'Pear cider, dry', price: 20, sale_price: 15.5, quantity: 3, status: 'publish' },
      as(staff),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Pear cider, dry', price: 20, sale_price: 15.5, selling_price: 15.5 });
    expect(await stored(id)).toMatchObject({
      price_cents: 2000,
      sale_price_cents: 1550,
      min_price_cents: 1550,
      max_price_cents: 1550,
      quantity: 3,
      status: 'publish',
      search_text: 'pear cider, dry',
    });
    // A sale price of 0 means no sale; one equal to the price is allowed (nothing saved).
    const noSale = await api.put(`/admin/products/${id}`, { ...body, price: 20, sale_price: 0 }, as(owner));
    expect([noSale.body.sale_price, noSale.body.selling_price]).toEqual([null, 20]);
    const equal = await api.put(`/admin/products/${id}`, { ...body, price: 20, sale_price: 20 }, as(owner));
    expect([equal.status, equal.body.selling_price]).toEqual([200, 20]);
  });

  it('refuses a sale price above the price, a negative stock or price, three decimals: nothing changes', async () => {
    const { id } = await ownProduct('Plum jam');
    const before = await stored(id);
    const body = await editableProduct(t.database, id);
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 10, sale_price: 10.01 }, 'sale_price'],
      [{ quantity: -1 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ price: -3 }, 'price'],
      [{ price: 1.005 }, 'price'],
      [{ price: null }, 'price'],
      [{ status: 'approved' }, 'status'],
      [{ name: '  ' }, 'name'],
    ];
    for (const [change, field] of cases) {
      const res = await api.put(`/admin/products/${id}`, { ...body, ...change }, as(owner));
      expect([res.status, Object.keys(res.body.errors ?? {})], JSON.stringify(change)).toEqual([422, [field]]);
    }
    const above = await api.put(`/admin/products/${id}`, { ...body, price: 10, sale_price: 12 }, as(owner));
    expect(above.body.errors.sale_price).toEqual(['admin:error-sale-price-above-price']);
    expect(above.body.message).toContain('The sale price cannot be above the price.');
    expect(await stored(id)).toEqual(before);
  });

  it('answers another shop’s product as missing, and changes nothing', async () => {
    const id = shops.other.product_id;
    const before = await stored(id);
    const body = await editableProduct(t.database, id);
    for (const who of [owner, staff]) {
      const read = await api.get(`/admin/products/${id}`, as(who));
      const write = await api.put(
        `/admin/products/${id}`,
        { ...body, price: 0.01, sale_price: null, quantity: 0 },
        as(who),
      );
      const missing = await api.put('/admin/products/2000000000', body, as(who));
      expect([read.status, write.status, missing.status]).toEqual([404, 404, 404]);
      expect(write.body.code).toBe(missing.body.code);
    }
    // A shop id in the body is not an input of an update: it cannot move the product or widen the right.
    const tampered = await api.put(
      `/admin/products/${id}`,
      { ...body, shop_id: shops.own.shop_id, price: 0.01, sale_price: null },
      as(owner),
    );
    expect(tampered.status).toBe(404);
    expect(await stored(id)).toEqual(before);
    const [row] = await t.database.rows<{ shop_id: number }>(sql`select shop_id from products where id = ${id}`);
    expect(row!.shop_id).toBe(shops.other.shop_id);
  });

  it('links categories with their ancestors and tags; refuses unknown ones', async () => {
    const { id } = await ownProduct('Walnut bread');
    const [child] = await t.database.rows<{ id: number; parent_id: number }>(
      sql`select id, parent_id from categories where parent_id is not null order by id limit 1`,
    );
    const [tag] = await t.database.rows<{ id: number }>(sql`select id from tags order by id limit 1`);
    const body = await editableProduct(t.database, id);
    const res = await api.put(
      `/admin/products/${id}`,
      { ...body, category_ids: [child!.id], tag_ids: [tag!.id] },
      as(owner),
    );
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: { id: number }) => c.id).sort()).toEqual(
      [child!.id, child!.parent_id].sort((a, b) => a - b),
    );
    expect(res.body.tags.map((x: { id: number }) => x.id)).toEqual([tag!.id]);
    const unknown = await api.put(`/admin/products/${id}`, { ...body, category_ids: [2_000_000_000] }, as(owner));
    expect([unknown.status, Object.keys(unknown.body.errors)]).toEqual([422, ['category_ids']]);
    const badTag = await api.put(`/admin/products/${id}`, { ...body, tag_ids: [2_000_000_000] }, as(owner));
    expect([badTag.status, Object.keys(badTag.body.errors)]).toEqual([422, ['tag_ids']]);
  });

  it('takes the caller’s own uploads as pictures, never someone else’s', async () => {
    const { id } = await ownProduct('Fig tart');
    const body = await editableProduct(t.database, id);
    const mine = await upload(owner);
    const theirs = await upload(otherOwner);
    const res = await api.put(`/admin/products/${id}`, { ...body, image_id: mine.id, gallery_ids: [] }, as(owner));
    expect(res.status).toBe(200);
    expect(res.body.image.id).toBe(mine.id);
    expect(res.body.image.thumbnail).toMatch(/\/thumbnails\/uploads\/[0-9a-f]+\.webp$/);
    const stolen = await api.put(
      `/admin/products/${id}`,
      { ...body, image_id: mine.id, gallery_ids: [theirs.id] },
      as(owner),
    );
    expect([stolen.status, Object.keys(stolen.body.errors)]).toEqual([422, ['gallery_ids']]);
    // Pictures already on the product stay allowed to anyone who may edit it (the operator here).
    const kept = await api.put(`/admin/products/${id}`, { ...body, image_id: mine.id }, as(operator));
    expect(kept.status).toBe(200);
  });

  it('edits a variable product’s own fields and refuses its price and stock (they belong to its options)', async () => {
    const [variable] = await t.database.rows<{ id: number; shop_id: number }>(
      sql`select id, shop_id from products where product_type = 'variable' order by id limit 1`,
    );
    const body = await editableProduct(t.database, variable!.id);
    expect([body.price, body.quantity]).toEqual([null, null]);
    const before = await stored(variable!.id);
    const priced = await api.put(`/admin/products/${variable!.id}`, { ...body, price: 5, quantity: 2 }, as(operator));
    expect([priced.status, Object.keys(priced.body.errors).sort()]).toEqual([422, ['price', 'quantity']]);
    const renamed = await api.put(`/admin/products/${variable!.id}`, { ...body, name: 'Renamed shirt' }, as(operator));
    expect(renamed.status).toBe(200);
    expect(renamed.body.variation_count).toBeGreaterThan(0);
    const after = await stored(variable!.id);
    expect(after).toMatchObject({
      name: 'Renamed shirt',
      min_price_cents: before.min_price_cents,
      quantity: before.quantity,
    });
  });
});

describe('creating', () => {
  it('puts a product in a shop the caller works for; another shop or no shop answers 404', async () => {
    const body = await newProductBody(t.database, shops.own.shop_id);
    const created = await api.post('/admin/products', { ...body, name: 'Staff made loaf' }, as(staff));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ shop: { id: shops.own.shop_id }, product_type: 'simple', status: 'draft' });
    for (const shopId of [shops.other.shop_id, 2_000_000_000]) {
      const res = await api.post('/admin/products', { ...body, shop_id: shopId, name: 'Smuggled loaf' }, as(owner));
      expect(res.status).toBe(404);
    }
    const smuggled = await t.database.rows(sql`select 1 from products where name = 'Smuggled loaf'`);
    expect(smuggled).toEqual([]);
    const byOperator = await api.post(
      '/admin/products',
      { ...body, shop_id: shops.other.shop_id, name: 'Operator loaf' },
      as(operator),
    );
    expect([byOperator.status, byOperator.body.shop.id]).toEqual([201, shops.other.shop_id]);
    const customer = await makeShopper(t.database, 'Curious Customer');
    expect((await api.post('/admin/products', body, as(customer))).status).toBe(404);
  });

  it('refuses a sale above the price, negative stock, an unknown type', async () => {
    const body = await newProductBody(t.database, shops.own.shop_id);
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 5, sale_price: 6 }, 'sale_price'],
      [{ quantity: -2 }, 'quantity'],
      [{ quantity: null }, 'quantity'],
      [{ type_id: 2_000_000_000 }, 'type_id'],
    ];
    for (const [change, field] of cases) {
      const res = await api.post('/admin/products', { ...body, ...change, name: 'Refused tart' }, as(owner));
      expect([res.status, Object.keys(res.body.errors ?? {})], JSON.stringify(change)).toEqual([422, [field]]);
    }
    expect(await t.database.rows(sql`select 1 from products where name = 'Refused tart'`)).toEqual([]);
  });

  it('gives colliding names distinct slugs, also when created at once', async () => {
    const [existing] = await t.database.rows<{ name: string; slug: string }>(
      sql`select name, slug from products where id = ${shops.other.product_id}`,
    );
    const body = await newProductBody(t.database, shops.own.shop_id);
    const same = await api.post('/admin/products', { ...body, name: existing!.name }, as(owner));
    expect(same.status).toBe(201);
    expect(same.body.slug).not.toBe(existing!.slug);
    const first = await api.post('/admin/products', { ...body, name: 'Crème Brûlée!' }, as(owner));
    expect(first.body.slug).toBe('creme-brulee');
    const racing = await Promise.all(
      [1, 2, 3].map(() => api.post('/admin/products', { ...body, name: 'Crème brûlée' }, as(owner))),
    );
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201]);
    const slugs = racing.map((r) => r.body.slug as string);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs.sort()).toEqual(['creme-brulee-2', 'creme-brulee-3', 'creme-brulee-4']);
    const arabic = await api.post('/admin/products', { ...body, name: 'تمر' }, as(owner));
    expect(arabic.body.slug).toMatch(/^product(-\d+)?$/);
  });
});

describe('the storefront', () => {
  it('shows a new price at once on this instance (its cache is emptied), and hides a draft', async () => {
    const cached = await orderApi(t.database, { cacheTtlMs: 60_000 });
    const { id, slug } = await ownProduct('Cached apricots', { status: 'publish', price: 8 });
    expect((await cached.get(`/products/${slug}`)).body.price).toBe(8);
    const body = await editableProduct(t.database, id);
    const res = await cached.put(`/admin/products/${id}`, { ...body, price: 9.25 }, as(owner));
    expect(res.status).toBe(200);
    expect((await cached.get(`/products/${slug}`)).body.price).toBe(9.25);
    await cached.put(`/admin/products/${id}`, { ...body, status: 'draft' }, as(owner));
    expect((await cached.get(`/products/${slug}`)).status).toBe(404);
    await cached.put(`/admin/products/${id}`, { ...body, status: 'publish' }, as(owner));
    expect((await cached.get(`/products/${slug}`)).status).toBe(200);
  });

  it('another instance shows it once its cache time has passed (API_CACHE_SECONDS)', async () => {
    const ttlMs = 5_000;
    const other = await orderApi(t.database, { cacheTtlMs: ttlMs });
    const { id, slug } = await ownProduct('Other instance figs', { status: 'publish', price: 4 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await other.get(`/products/${slug}`)).body.price).toBe(4);
      const body = await editableProduct(t.database, id);
      expect((await api.put(`/admin/products/${id}`, { ...body, price: 4.5 }, as(owner))).status).toBe(200);
      vi.advanceTimersByTime(ttlMs - 1_000);
      expect((await other.get(`/products/${slug}`)).body.price).toBe(4);
      vi.advanceTimersByTime(1_001);
      expect((await other.get(`/products/${slug}`)).body.price).toBe(4.5);
    } finally {
      vi.useRealTimers();
    }
  });
});
