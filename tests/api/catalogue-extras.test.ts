import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSellingPrice } from '@/shared/selling-price';
import { fromMinorUnits } from '@/shared/money';
import { expectDocumented } from './helpers/openapi';
import { makeShopper, orderApi, type OrderApi, placeOrder, verifyCart } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: OrderApi;
/** The seeded campaign that is running, and the one that ended a month ago. */
const ACTIVE = 'fresh-week';
const EXPIRED = 'spring-clearance';
const FUTURE = 'test-next-month';

beforeAll(async () => {
  t = await createTestApp();
  api = await orderApi(t.database);
  // A campaign that has not started yet: as hidden as an ended one.
  await t.database.rows(sql`insert into flash_sales (slug, title, start_date, end_date, type, rate)
    values (${FUTURE}, 'Next month', now() + interval '30 days', now() + interval '40 days', 'percentage', 50)`);
  await t.database.rows(sql`insert into flash_sale_products (flash_sale_id, product_id)
    select (select id from flash_sales where slug = ${FUTURE}), fsp.product_id from flash_sale_products fsp
    where fsp.flash_sale_id = (select id from flash_sales where slug = ${ACTIVE})`);
});
afterAll(() => t?.close());

async function campaignProductIds(slug: string): Promise<number[]> {
  const rows = await t.database.rows<{ product_id: number }>(sql`select fsp.product_id from flash_sale_products fsp
    join flash_sales fs on fs.id = fsp.flash_sale_id where fs.slug = ${slug} order by fsp.product_id`);
  return rows.map((r) => Number(r.product_id));
}

describe('GET /faqs', () => {
  it('lists the help page questions in order, as a documented Laravel page', async () => {
    const res = await t.get('/faqs');
    expect(res.status).toBe(200);
    expectDocumented('get', '/faqs', 200, res.body);
    expect(res.body.total).toBe(5);
    expect(res.body.data.map((f: any) => f.slug)).toEqual([
      'how-to-shop',
      'payment-methods',
      'delivery-times',
      'returns',
      'flash-sales',
    ]);
    expect(res.body.data[0]).toMatchObject({
      faq_title: 'How do I place an order?',
      faq_type: 'global',
      issued_by: 'Super Admin',
      shop_id: null,
      language: 'en',
      translated_languages: ['en', 'ar'],
    });
  });

  it('pages with limit and page', async () => {
    const res = await t.get('/faqs?limit=2&page=2');
    expect(res.body).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3, from: 3, to: 4 });
    expect(res.body.data.map((f: any) => f.slug)).toEqual(['delivery-times', 'returns']);
  });

  it('answers in Arabic with language=ar', async () => {
    const res = await t.get('/faqs?language=ar&limit=1');
    expect(res.body.data[0]).toMatchObject({ faq_title: 'كيف أقدّم طلبًا؟', language: 'ar' });
  });

  it('filters by faq_type, shop_id and title with the search grammar', async () => {
    const [shop] = await t.database.rows<{ id: number; name: string }>(
      sql`select id, name from shops where is_active order by id limit 1`,
    );
    await t.database.rows(sql`insert into faqs (slug, title, description, faq_type, issued_by, shop_id)
      values ('test-shop-faq', 'Do you bake on Sundays?', 'Yes, from 7 am.', 'shop', ${shop!.name}, ${shop!.id})`);
    const shopOnly = await t.get('/faqs?search=faq_type:shop');
    expect(shopOnly.body.data.map((f: any) => f.slug)).toEqual(['test-shop-faq']);
    const byShop = await t.get(`/faqs?search=shop_id:${shop!.id}`);
    expect(byShop.body.data.map((f: any) => f.shop_id)).toEqual([shop!.id]);
    const global = await t.get('/faqs?search=faq_type:global&limit=100');
    expect(global.body.total).toBe(5);
    const payment = await t.get('/faqs?search=faq_title:payment');
    expect(payment.body.data.map((f: any) => f.slug)).toEqual(['payment-methods']);
    const arabic = await t.get(`/faqs?search=${encodeURIComponent('faq_title:الدفع')}&language=ar`);
    expect(arabic.body.data.map((f: any) => f.slug)).toEqual(['payment-methods']);
    await t.database.rows(sql`delete from faqs where slug = 'test-shop-faq'`);
  });

  it('refuses a malformed query with a readable 400', async () => {
    const res = await t.get('/faqs?limit=abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/limit/);
  });
});

describe('GET /faqs/{id}', () => {
  it('reads one FAQ by slug or id, and 404s an unknown one', async () => {
    const bySlug = await t.get('/faqs/returns?language=ar');
    expect(bySlug.status).toBe(200);
    expectDocumented('get', '/faqs/{id}', 200, bySlug.body);
    expect(bySlug.body.faq_title).toBe('هل يمكنني إرجاع منتج؟');
    const byId = await t.get(`/faqs/${bySlug.body.id}`);
    expect(byId.body.slug).toBe('returns');
    const missing = await t.get('/faqs/no-such-question');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/not found/i);
  });
});

describe('GET /terms-and-conditions', () => {
  it('lists approved sections only, in order', async () => {
    const res = await t.get('/terms-and-conditions');
    expect(res.status).toBe(200);
    expectDocumented('get', '/terms-and-conditions', 200, res.body);
    expect(res.body.data.map((s: any) => s.slug)).toEqual([
      'using-the-marketplace',
      'prices-and-payment',
      'delivery-and-returns',
    ]);
    for (const section of res.body.data) expect(section.is_approved).toBe(true);
    const ar = await t.get('/terms-and-conditions?language=ar&limit=1&page=2');
    expect(ar.body).toMatchObject({ total: 3, current_page: 2, last_page: 3 });
    expect(ar.body.data[0]).toMatchObject({ title: 'الأسعار والدفع', language: 'ar' });
  });

  it('reads one approved section, and a draft is the same 404 as an unknown one', async () => {
    const one = await t.get('/terms-and-conditions/prices-and-payment');
    expect(one.status).toBe(200);
    expectDocumented('get', '/terms-and-conditions/{id}', 200, one.body);
    expect((await t.get(`/terms-and-conditions/${one.body.id}`)).body.slug).toBe('prices-and-payment');
    const [draft] = await t.database.rows<{ id: number }>(
      sql`select id from terms_and_conditions where not is_approved limit 1`,
    );
    expect(draft).toBeDefined();
    expect((await t.get(`/terms-and-conditions/${draft!.id}`)).status).toBe(404);
    expect((await t.get('/terms-and-conditions/draft-loyalty-programme')).status).toBe(404);
    expect((await t.get('/terms-and-conditions/nothing-here')).status).toBe(404);
  });
});

describe('GET /flash-sale', () => {
  it('lists running campaigns only, never ended or future ones', async () => {
    const res = await t.get('/flash-sale?limit=100');
    expect(res.status).toBe(200);
    expectDocumented('get', '/flash-sale', 200, res.body);
    expect(res.body.data.map((c: any) => c.slug)).toEqual([ACTIVE]);
    const [campaign] = res.body.data;
    expect(campaign).toMatchObject({ type: 'percentage', rate: 20, sale_status: true });
    expect(Date.parse(campaign.start_date)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(campaign.end_date)).toBeGreaterThan(Date.now());
    expect(campaign.products_count).toBe((await campaignProductIds(ACTIVE)).length);
    expect(campaign.products).toBeUndefined();
    // Not even when asked for by name.
    expect((await t.get(`/flash-sale?search=slug:${EXPIRED}`)).body.total).toBe(0);
    expect((await t.get(`/flash-sale?search=slug:${FUTURE}`)).body.total).toBe(0);
  });

  it('filters by the product type of its products, and translates', async () => {
    expect((await t.get('/flash-sale?search=type.slug:grocery')).body.total).toBe(1);
    expect((await t.get('/flash-sale?search=type.slug:books')).body.total).toBe(0);
    const ar = await t.get('/flash-sale?language=ar');
    expect(ar.body.data[0]).toMatchObject({ title: 'أسبوع الطازج', language: 'ar' });
  });

  it('embeds its products at campaign prices with with=products', async () => {
    const res = await t.get('/flash-sale?with=products');
    expectDocumented('get', '/flash-sale', 200, res.body);
    const products = res.body.data[0].products;
    expect(products.map((p: any) => p.id)).toEqual(await campaignProductIds(ACTIVE));
    for (const p of products) {
      expect(p.in_flash_sale).toBe(true);
      expect(p.sale_price).toBe(fromMinorUnits(Math.round(p.price * 100 * 0.8)));
    }
  });
});

describe('GET /flash-sale: filter', () => {
  it('narrows the embedded products to the fields named products.<field>, at the same prices', async () => {
    const whole = (await t.get('/flash-sale?with=products')).body.data[0];
    const res = await t.get(
      '/flash-sale?with=products&filter=id;title;end_date;products.id;products.name;products.sale_price;products.min_price',
    );
    expect(res.status).toBe(200);
    const [campaign] = res.body.data;
    expect(Object.keys(campaign).sort()).toEqual(['end_date', 'id', 'products', 'title']);
    expect(campaign.products).toEqual(
      whole.products.map((p: any) => ({ id: p.id, name: p.name, sale_price: p.sale_price, min_price: p.min_price })),
    );
    expect(campaign.products.length).toBeGreaterThan(0);
  });

  it('keeps the campaign whole when only its products are narrowed, and in another language', async () => {
    const whole = (await t.get('/flash-sale?with=products&language=ar')).body.data[0];
    const res = await t.get('/flash-sale?with=products&language=ar&filter=products.id;products.name');
    const [campaign] = res.body.data;
    expect({ ...campaign, products: undefined }).toEqual({ ...whole, products: undefined });
    expect(campaign.products).toEqual(whole.products.map((p: any) => ({ id: p.id, name: p.name })));
  });

  it('refuses a field the products do not have, and a relation that cannot be narrowed', async () => {
    for (const [filter, message] of [
      ['products.password', /products.password.*Fields: id, name/],
      ['shop.name', /shop.name/],
      ['products', /products/],
    ] as const) {
      const res = await t.get(`/flash-sale?with=products&filter=${filter}`);
      expect(res.status, filter).toBe(400);
      expect(JSON.stringify(res.body), filter).toMatch(message);
    }
  });
});

describe('GET /flash-sale/{slug}', () => {
  it('reads a running campaign by slug or id', async () => {
    const res = await t.get(`/flash-sale/${ACTIVE}?with=products`);
    expect(res.status).toBe(200);
    expectDocumented('get', '/flash-sale/{slug}', 200, res.body);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect((await t.get(`/flash-sale/${res.body.id}`)).body.slug).toBe(ACTIVE);
  });

  it('answers 404 for an ended, a future or an unknown campaign', async () => {
    for (const slug of [EXPIRED, FUTURE, 'no-such-sale']) {
      const res = await t.get(`/flash-sale/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.message).toMatch(/not found/i);
    }
    const [expired] = await t.database.rows<{ id: number }>(sql`select id from flash_sales where slug = ${EXPIRED}`);
    expect((await t.get(`/flash-sale/${expired!.id}`)).status).toBe(404);
  });
});

describe('GET /products-by-flash-sale', () => {
  it('pages the products of a running campaign with their sale prices', async () => {
    const ids = await campaignProductIds(ACTIVE);
    const res = await t.get(`/products-by-flash-sale?slug=${ACTIVE}&limit=100&orderBy=id&sortedBy=asc`);
    expect(res.status).toBe(200);
    expectDocumented('get', '/products-by-flash-sale', 200, res.body);
    expect(res.body.data.map((p: any) => p.id)).toEqual(ids);
    for (const p of res.body.data) {
      const price = productSellingPrice(p)!;
      expect(price.onSale).toBe(true);
      expect(price.discountPercent).toBe(20);
    }
    const first = await t.get(`/products-by-flash-sale?slug=${ACTIVE}&limit=2`);
    expect(first.body).toMatchObject({ per_page: 2, total: ids.length, current_page: 1 });
    expect(first.body.data).toHaveLength(2);
  });

  it('answers 404 for an ended or unknown campaign and 400 without a slug', async () => {
    expect((await t.get(`/products-by-flash-sale?slug=${EXPIRED}`)).status).toBe(404);
    expect((await t.get(`/products-by-flash-sale?slug=${FUTURE}`)).status).toBe(404);
    expect((await t.get('/products-by-flash-sale?slug=nothing')).status).toBe(404);
    const missing = await t.get('/products-by-flash-sale');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/slug/);
  });
});

describe('flash-sale prices', () => {
  it('are what the product page shows and what checkout charges', async () => {
    const [id] = await campaignProductIds(ACTIVE);
    const [row] = await t.database.rows<{ slug: string; price_cents: number }>(
      sql`select slug, price_cents from products where id = ${id}`,
    );
    const page = await t.get(`/products/${row!.slug}`);
    expect(page.body.in_flash_sale).toBe(true);
    const shown = productSellingPrice(page.body)!;
    expect(shown.unitMinor).toBe(Math.round(row!.price_cents * 0.8));
    const list = await t.get(`/products?search=in_flash_sale:1&searchJoin=and&limit=100`);
    expect(list.body.data.map((p: any) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      await campaignProductIds(ACTIVE),
    );

    const verified = await verifyCart(api, [{ product_id: id!, order_quantity: 3 }]);
    expect(verified.products[0]!.unit_price).toBe(shown.price);
    expect(verified.amount).toBe(fromMinorUnits(shown.unitMinor * 3));
    const shopper = await makeShopper(t.database);
    const order = await placeOrder(api, [{ product_id: id!, order_quantity: 3 }], { token: shopper.token });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.amount).toBe(fromMinorUnits(shown.unitMinor * 3));
    // The page's own figure is accepted as the line's unit price.
    const pagePrice = await api.post(
      '/orders/checkout/verify',
      { products: [{ product_id: id, order_quantity: 1, unit_price: shown.price, subtotal: shown.price }] },
      {},
    );
    expect(pagePrice.status).toBe(200);
  });

  it('end with the campaign: an ended campaign leaves the product at its own price', async () => {
    const [id] = await campaignProductIds(EXPIRED);
    const active = await campaignProductIds(ACTIVE);
    expect(active).not.toContain(id);
    const [row] = await t.database.rows<{ slug: string; price_cents: number; sale_price_cents: number | null }>(
      sql`select slug, price_cents, sale_price_cents from products where id = ${id}`,
    );
    const page = await t.get(`/products/${row!.slug}`);
    expect(page.body.in_flash_sale).toBe(false);
    expect(page.body.sale_price).toBe(row!.sale_price_cents === null ? null : fromMinorUnits(row!.sale_price_cents));
    const verified = await verifyCart(api, [{ product_id: id!, order_quantity: 1 }]);
    expect(verified.products[0]!.unit_price).toBe(productSellingPrice(page.body)!.price);
    expect(verified.products[0]!.unit_price).toBe(
      fromMinorUnits(Math.min(row!.price_cents, row!.sale_price_cents || Infinity)),
    );
  });

  it('switch off with the campaign: the rate no longer applies once it ends', async () => {
    const [id] = await campaignProductIds(ACTIVE);
    const [row] = await t.database.rows<{ price_cents: number; sale_price_cents: number | null }>(
      sql`select price_cents, sale_price_cents from products where id = ${id}`,
    );
    await t.database
      .rows(sql`update flash_sales set end_date = now() - interval '1 second', start_date = now() - interval '2 days'
      where slug = ${ACTIVE}`);
    try {
      const verified = await verifyCart(api, [{ product_id: id!, order_quantity: 1 }]);
      const own = row!.sale_price_cents && row!.sale_price_cents < row!.price_cents ? row!.sale_price_cents : null;
      expect(verified.products[0]!.unit_price).toBe(fromMinorUnits(own ?? row!.price_cents));
      expect((await t.get('/flash-sale')).body.total).toBe(0);
    } finally {
      await t.database.rows(sql`update flash_sales set end_date = now() + interval '30 days' where slug = ${ACTIVE}`);
    }
  });
});
