import { sql } from 'drizzle-orm';
import { generateCatalogue } from '@/server/demo/seed/generate-catalogue';
import { findProductPage } from '@/server/services/product/product-list-page';
import { productResource } from '@/server/services/product/product-resource';
import { toListParams } from '@/server/query/list-params';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Paging a grown catalogue (issue 23): pages read by cursor and by number concatenate to the full ordered list,
 * with no duplicate and no gap, also where many products share a sort key; totals stay consistent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await generateCatalogue({ database: t.database, products: 700 });
  // Ties: 120 products created at the same instant, all ratings equal (0) for generated ones.
  await t.database.rows(sql`update products set created_at = '2026-01-01T00:00:00Z'
    where id in (select id from products where sku like 'GEN-%' order by id limit 120)`);
  // A running campaign over 40 visible generated products (published, of active shops; which generated rows get
  // the last ids is not fixed): their selling price is below the stored span.
  const [sale] = await t.database.rows<{
    id: number;
  }>(sql`insert into flash_sales (slug, title, start_date, end_date, type, rate)
    values ('paging-test-sale', 'Paging test sale', now() - interval '1 day', now() + interval '1 day', 'percentage', 60)
    returning id`);
  await t.database.rows(sql`insert into flash_sale_products (flash_sale_id, product_id)
    select ${sale!.id}, p.id from products p join shops s on s.id = p.shop_id and s.is_active
    where p.sku like 'GEN-%' and p.product_type = 'simple' and p.status = 'publish' order by p.id desc limit 40`);
  // Own sale prices that the sale_price order must skip (0 is no price) or take (below the list price).
  await t.database.rows(sql`update products set sale_price_cents = 0
    where id in (select id from products where sku like 'GEN-%' and product_type = 'simple' order by id limit 30)`);
  await t.database.rows(sql`update products set sale_price_cents = greatest(1, min_price_cents / 3)
    where id in (select id from products where sku like 'GEN-%' and product_type = 'simple' order by id offset 30 limit 30)`);
}, 120_000);
afterAll(() => t?.close());

/** Each order's key as the wire shows it (a running campaign lowers the selling prices), straight from the resource. */
const KEYS = productResource.sortable;

/** Ids of every visible product in the order asked for, straight from the tables. */
async function expectedIds(orderBy: string, dir: 'asc' | 'desc', where = sql`true`): Promise<number[]> {
  const d = sql.raw(dir);
  const found = await t.database.rows<{ id: number }>(sql`
    select p.id from products p join shops s on s.id = p.shop_id and s.is_active join types ty on ty.id = p.type_id
    where p.status = 'publish' and ${where} order by ${KEYS[orderBy]} ${d}, p.id ${d}`);
  return found.map((r) => Number(r.id));
}

/** Follows next_page_url (which carries the cursor) from the first page to the last. */
async function byCursor(query: string): Promise<{ ids: number[]; pages: any[] }> {
  const pages: any[] = [];
  let res = await t.get(`/products?${query}`);
  for (;;) {
    expect(res.status).toBe(200);
    pages.push(res.body);
    if (!res.body.next_cursor) break;
    expect(res.body.last_page).toBeGreaterThan(res.body.current_page);
    const next = new URL(res.body.next_page_url);
    expect(next.searchParams.get('cursor')).toBe(res.body.next_cursor);
    expect(next.searchParams.get('page')).toBe(String(res.body.current_page + 1));
    res = await t.get(`/products?${next.searchParams.toString()}`);
  }
  return { ids: pages.flatMap((p) => p.data.map((x: any) => x.id)), pages };
}

/** Asks page=1,2,… by number until the shop's rule (last_page !== current_page) says there is no more. */
async function byNumber(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 500; page++) {
    const res = await t.get(`/products?${query}&page=${page}`);
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((x: any) => x.id));
    if (res.body.last_page === res.body.current_page) return ids;
  }
  throw new Error('paging did not end');
}

describe('GET /products on a grown catalogue', () => {
  it.each([
    ['created_at', 'desc', ''],
    ['created_at', 'asc', 'orderBy=created_at&sortedBy=asc'],
    ['name', 'asc', 'orderBy=name&sortedBy=asc'],
    ['min_price', 'asc', 'orderBy=min_price&sortedBy=ASC'],
    ['max_price', 'desc', 'orderBy=max_price&sortedBy=DESC'],
    ['ratings', 'desc', 'orderBy=ratings&sortedBy=desc'],
    ['updated_at', 'desc', 'orderBy=updated_at&sortedBy=desc'],
    ['price', 'asc', 'orderBy=price&sortedBy=asc'],
    ['price', 'desc', 'orderBy=price&sortedBy=desc'],
    ['sale_price', 'asc', 'orderBy=sale_price&sortedBy=asc'],
    ['sale_price', 'desc', 'orderBy=sale_price&sortedBy=desc'],
    ['sold_quantity', 'desc', 'orderBy=sold_quantity&sortedBy=desc'],
    ['total_reviews', 'desc', 'orderBy=total_reviews&sortedBy=desc'],
    ['quantity', 'asc', 'orderBy=quantity&sortedBy=asc'],
    ['id', 'asc', 'orderBy=id&sortedBy=asc'],
  ] as const)('pages by %s %s concatenate to the whole ordered list, by cursor and by number', async (key, dir, q) => {
    const expected = await expectedIds(key, dir);
    expect(expected.length).toBeGreaterThan(600);
    const query = `limit=37${q ? `&${q}` : ''}`;
    const { ids, pages } = await byCursor(query);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected);
    expect(await byNumber(query)).toEqual(expected);
    const last = pages[pages.length - 1];
    expect(last.current_page).toBe(pages.length);
    expect(last.last_page).toBe(last.current_page);
    expect(last.next_page_url).toBe('');
    expect(last.next_cursor).toBeNull();
    pages.forEach((page, index) => {
      expectDocumented('get', '/products', 200, page);
      expect(page.total).toBe(expected.length);
      expect(page.total_exact).toBe(true);
      expect(page.last_page).toBe(Math.ceil(expected.length / 37));
      expect(page.current_page).toBe(index + 1);
    });
  });

  it('pages a category and a type the same way', async () => {
    const [category] = await t.database.rows<{ slug: string; id: number }>(sql`
      select c.slug, c.id from categories c join product_categories pc on pc.category_id = c.id
      group by c.id order by count(*) desc limit 1`);
    const expected = await expectedIds(
      'created_at',
      'desc',
      sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${category!.id})`,
    );
    expect(expected.length).toBeGreaterThan(40);
    const { ids } = await byCursor(`limit=15&searchJoin=and&search=categories.slug:${category!.slug}`);
    expect(ids).toEqual(expected);
    // Read from the category's links in created_at order: by number and oldest first too, and a product whose
    // created_at changes moves in the category's order with it.
    const oldest = `limit=15&searchJoin=and&search=categories.slug:${category!.slug}&orderBy=created_at&sortedBy=asc`;
    expect(await byNumber(oldest)).toEqual([...expected].reverse());
    const moved = expected[expected.length - 1]!;
    await t.database.rows(sql`update products set created_at = now() + interval '1 day' where id = ${moved}`);
    const first = await t.get(`/products?limit=3&searchJoin=and&search=categories.slug:${category!.slug}`);
    expect(first.body.data.map((x: any) => x.id)).toEqual([moved, ...expected.slice(0, 2)]);
    expect((await byCursor(oldest)).ids).toEqual([...expected.slice(0, -1)].reverse().concat(moved));
    const byType = await byCursor('limit=50&searchJoin=and&search=type.slug:grocery');
    expect(byType.ids).toEqual(await expectedIds('created_at', 'desc', sql`ty.slug = 'grocery'`));
  });

  it('pages a category and a tag in every storefront order, counted from their link index', async () => {
    const [category] = await t.database.rows<{ slug: string; id: number }>(sql`
      select c.slug, c.id from categories c join product_categories pc on pc.category_id = c.id
      group by c.id order by count(*) desc limit 1`);
    const [tag] = await t.database.rows<{ slug: string; id: number }>(sql`
      select tg.slug, tg.id from tags tg join product_tags pt on pt.tag_id = tg.id
      group by tg.id order by count(*) desc limit 1`);
    const inCategory = sql`exists (select 1 from product_categories pc
      where pc.product_id = p.id and pc.category_id = ${category!.id})`;
    const inTag = sql`exists (select 1 from product_tags pt where pt.product_id = p.id and pt.tag_id = ${tag!.id})`;
    for (const [filter, where, orders] of [
      [
        `categories.slug:${category!.slug}`,
        inCategory,
        [
          ['sale_price', 'asc'],
          ['sold_quantity', 'desc'],
          ['name', 'asc'],
        ],
      ],
      [
        `tags.slug:${tag!.slug}`,
        inTag,
        [
          ['price', 'desc'],
          ['ratings', 'desc'],
        ],
      ],
    ] as const) {
      for (const [key, dir] of orders) {
        const expected = await expectedIds(key, dir, where);
        expect(expected.length).toBeGreaterThan(20);
        const query = `limit=16&searchJoin=and&search=${filter}&orderBy=${key}&sortedBy=${dir}`;
        const { ids, pages } = await byCursor(query);
        expect(ids).toEqual(expected);
        expect(await byNumber(query)).toEqual(expected);
        for (const page of pages) {
          expect(page.total).toBe(expected.length);
          expect(page.total_exact).toBe(true);
        }
      }
      // One category or tag is totalled from the kept counts, exact whatever the count cap.
      const list = (search: string, cursor?: string) =>
        findProductPage({
          database: t.database,
          params: toListParams({ limit: 5, search, searchJoin: 'and' }),
          cursor,
          language: 'en',
          url: new URL('http://shop.test/api/products?limit=5'),
          totalCap: 12,
        }).then((json) => JSON.parse(json));
      const kept = await list(filter);
      expect(kept.total).toBe((await expectedIds('created_at', 'desc', where)).length);
      expect(kept.total_exact).toBe(true);
      // With another filter the kept counts cannot total, past the count cap: a lower bound counted from the
      // link index, and the cursor still walks to the exact end.
      const narrowed = `${filter};is_digital:false`;
      const capped = (cursor?: string) => list(narrowed, cursor);
      const expected = await expectedIds('created_at', 'desc', sql`${where} and not p.is_digital`);
      let page = await capped();
      expect(page.total_exact).toBe(false);
      expect(page.total).toBe(13);
      const ids = page.data.map((x: any) => x.id);
      while (page.next_cursor) {
        page = await capped(page.next_cursor);
        ids.push(...page.data.map((x: any) => x.id));
      }
      expect(ids).toEqual(expected);
      expect(page.total).toBe(expected.length);
    }
  }, 120_000);

  it('pages a running flash sale by cursor like the product list, sale prices first or last', async () => {
    const inSale = sql`exists (select 1 from flash_sale_products fsp join flash_sales fs on fs.id = fsp.flash_sale_id
      where fsp.product_id = p.id and fs.slug = 'paging-test-sale')`;
    for (const [key, dir, q] of [
      ['created_at', 'desc', ''],
      ['sale_price', 'asc', '&orderBy=sale_price&sortedBy=asc'],
      ['sale_price', 'desc', '&orderBy=sale_price&sortedBy=desc'],
    ] as const) {
      const expected = await expectedIds(key, dir, inSale);
      expect(expected).toHaveLength(40);
      const pages: any[] = [];
      let res = await t.get(`/products-by-flash-sale?slug=paging-test-sale&limit=7${q}`);
      for (;;) {
        expect(res.status).toBe(200);
        expectDocumented('get', '/products-by-flash-sale', 200, res.body);
        pages.push(res.body);
        if (!res.body.next_cursor) break;
        const next = new URL(res.body.next_page_url);
        expect(next.searchParams.get('cursor')).toBe(res.body.next_cursor);
        res = await t.get(`/products-by-flash-sale?${next.searchParams.toString()}`);
      }
      const ids = pages.flatMap((p) => p.data.map((x: any) => x.id));
      expect(ids).toEqual(expected);
      expect(pages).toHaveLength(6);
      for (const page of pages) expect(page.total).toBe(40);
      // The campaign's price is the sale price every row shows.
      for (const product of pages.flatMap((p) => p.data)) expect(product.sale_price).toBeLessThan(product.price);
    }
    expect((await t.get('/products-by-flash-sale?slug=paging-test-sale&cursor=nope')).status).toBe(400);
  });

  it('keeps totals consistent past the count cap: a lower bound, and last_page after current_page', async () => {
    // Not a list the kept counts total (those are exact: see above): every product that is not digital.
    const expected = await expectedIds('created_at', 'desc', sql`not p.is_digital`);
    const request = (page: number, cursor?: string) =>
      findProductPage({
        database: t.database,
        params: toListParams({ limit: 20, page, search: 'is_digital:false' }),
        cursor,
        language: 'en',
        url: new URL('http://shop.test/api/products?limit=20'),
        totalCap: 100,
      }).then((json) => JSON.parse(json));
    const first = await request(1);
    expect(first.total_exact).toBe(false);
    expect(first.total).toBe(101);
    expect(first.last_page).toBe(6);
    let page = first;
    const ids = [...first.data.map((x: any) => x.id)];
    while (page.next_cursor) {
      page = await request(1, page.next_cursor);
      ids.push(...page.data.map((x: any) => x.id));
      if (page.next_cursor) expect(page.last_page).toBeGreaterThan(page.current_page);
      expect(page.total).toBeGreaterThanOrEqual(page.to);
    }
    expect(ids).toEqual(expected);
    expect(page.last_page).toBe(page.current_page);
    expect(page.total).toBe(expected.length);
    expect(page.total_exact).toBe(true);
    // A page number past the end answers no rows and a last page before it.
    const past = await request(1000);
    expect(past.data).toEqual([]);
    expect(past.last_page).toBeLessThan(1000);
  });

  it('refuses a cursor it did not make, or one made for another order', async () => {
    const bad = await t.get('/products?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('cursor');
    const first = await t.get('/products?limit=5');
    const other = await t.get(`/products?limit=5&orderBy=name&cursor=${first.body.next_cursor}`);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/order/);
    const mismatch = await t.get(`/products?limit=5&page=7&cursor=${first.body.next_cursor}`);
    expect(mismatch.status).toBe(400);
    const tampered = Buffer.from(JSON.stringify([1, "x'); drop table products; --", 1, 'created_at:desc'])).toString(
      'base64url',
    );
    const injected = await t.get(`/products?limit=5&cursor=${tampered}`);
    expect(injected.status).toBe(400);
    expect(injected.body.errors).toHaveProperty('cursor');
    expect((await t.get('/products?limit=5')).status).toBe(200);
  });
});
