import { sql } from 'drizzle-orm';
import { effectiveSpanCents } from '@/server/services/flash-sale/flash-sale-price';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = <T>(query: ReturnType<typeof sql>) => t.database.rows<T>(query);

/** Slugs of every product a shopper may see, straight from the tables. */
async function visibleSlugs(where = sql`true`): Promise<string[]> {
  const found = await rows<{ slug: string }>(sql`
    select p.slug from products p join shops s on s.id = p.shop_id join types ty on ty.id = p.type_id
    where p.status = 'publish' and s.is_active and ${where} order by p.slug`);
  return found.map((r) => r.slug);
}

async function allPages(path: string): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const res = await t.get(`${path}${path.includes('?') ? '&' : '?'}limit=100&page=${page}`);
    expect(res.status).toBe(200);
    out.push(...res.body.data);
    if (res.body.current_page >= res.body.last_page) return out;
  }
}

const slugsOf = (items: any[]) => items.map((p) => p.slug).sort();

describe('GET /products', () => {
  it('answers the helper envelope with published products of active shops only', async () => {
    const res = await t.get('/products');
    expect(res.status).toBe(200);
    expectDocumented('get', '/products', 200, res.body);
    expect(res.body).not.toHaveProperty('links');
    expect(res.body.prev_page_url).toBe('');
    expect(res.body.per_page).toBe(30);
    const expected = await visibleSlugs();
    expect(res.body.total).toBe(expected.length);
    expect(slugsOf(await allPages('/products'))).toEqual(expected);
  });

  it('never lists drafts or products of inactive shops', async () => {
    const hidden = await rows<{ slug: string }>(sql`
      select p.slug from products p join shops s on s.id = p.shop_id where p.status <> 'publish' or not s.is_active`);
    expect(hidden.length).toBeGreaterThan(0);
    const listed = new Set(slugsOf(await allPages('/products?search=status:draft&searchJoin=or')));
    const all = new Set(slugsOf(await allPages('/products')));
    for (const { slug } of hidden) {
      expect(all.has(slug)).toBe(false);
      expect(listed.has(slug)).toBe(false);
    }
  });

  it('pages without overlap and reports consistent counts', async () => {
    const first = await t.get('/products?limit=7&page=1');
    const second = await t.get('/products?limit=7&page=2');
    expect(first.body.data).toHaveLength(7);
    expect(first.body).toMatchObject({ from: 1, to: 7, current_page: 1 });
    expect(second.body).toMatchObject({ from: 8, current_page: 2 });
    const overlap = first.body.data.filter((a: any) => second.body.data.some((b: any) => b.id === a.id));
    expect(overlap).toEqual([]);
    expect(first.body.last_page).toBe(Math.ceil(first.body.total / 7));
    expect(first.body.next_page_url).toContain('page=2');
    const beyond = await t.get(`/products?limit=7&page=${first.body.last_page + 5}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.total).toBe(first.body.total);
    expect(beyond.body.from).toBeNull();
  });

  it('filters by type, category (parents include children), tag, shop and price', async () => {
    const grocery = await allPages('/products?searchJoin=and&search=type.slug:grocery');
    expect(slugsOf(grocery)).toEqual(await visibleSlugs(sql`ty.slug = 'grocery'`));

    const [parent] = await rows<{ slug: string }>(sql`
      select c.slug from categories c where exists (select 1 from categories k where k.parent_id = c.id) order by c.id limit 1`);
    const inParent = await allPages(`/products?searchJoin=and&search=categories.slug:${parent!.slug}`);
    const descendants =
      await visibleSlugs(sql`exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = p.id and (c.slug = ${parent!.slug} or c.parent_id = (select id from categories where slug = ${parent!.slug})))`);
    expect(inParent.length).toBeGreaterThan(0);
    expect(slugsOf(inParent)).toEqual(descendants);

    const [tag] = await rows<{ slug: string }>(
      sql`select tg.slug from tags tg join product_tags pt on pt.tag_id = tg.id limit 1`,
    );
    const tagged = await allPages(`/products?searchJoin=and&search=tags.slug:${tag!.slug}`);
    expect(slugsOf(tagged)).toEqual(
      await visibleSlugs(
        sql`exists (select 1 from product_tags pt join tags tg on tg.id = pt.tag_id where pt.product_id = p.id and tg.slug = ${tag!.slug})`,
      ),
    );

    const [shop] = await rows<{ id: number; slug: string }>(
      sql`select id, slug from shops where is_active order by id limit 1`,
    );
    const byShop = await allPages(`/products?searchJoin=and&search=shop_id:${shop!.id}`);
    expect(byShop.every((p) => p.shop.slug === shop!.slug)).toBe(true);
    expect(slugsOf(await allPages(`/products?searchJoin=and&search=shops.slug:${shop!.slug}`))).toEqual(
      slugsOf(byShop),
    );

    const priced = await allPages('/products?searchJoin=and&search=min_price:2,10');
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((p) => p.min_price >= 2 && p.min_price <= 10)).toBe(true);
    // On the selling price in effect: a running flash sale lowers it.
    expect(slugsOf(priced)).toEqual(
      await visibleSlugs(sql`${effectiveSpanCents('p', 'min_price_cents')} between 200 and 1000`),
    );
  });

  it('filters by author, manufacturer and concern when the catalogue has them', async () => {
    const [made] = await rows<{ slug: string; concern: string | null }>(sql`
      select m.slug, co.slug as concern from products p join manufacturers m on m.id = p.manufacturer_id
      left join concerns co on co.id = m.concern_id where p.status = 'publish' and co.slug is not null limit 1`);
    const byBrand = await allPages(`/products?searchJoin=and&search=manufacturer.slug:${made!.slug}`);
    expect(slugsOf(byBrand)).toEqual(
      await visibleSlugs(sql`p.manufacturer_id = (select id from manufacturers where slug = ${made!.slug})`),
    );
    const byConcern = await allPages(`/products?searchJoin=and&search=manufacturer.concern.slug:${made!.concern}`);
    expect(slugsOf(byConcern)).toEqual(
      await visibleSlugs(
        sql`p.manufacturer_id in (select m.id from manufacturers m join concerns co on co.id = m.concern_id where co.slug = ${made!.concern})`,
      ),
    );
    expect(slugsOf(await allPages(`/products?search=concern.slug:${made!.concern}`))).toEqual(slugsOf(byConcern));

    const [author] = await rows<{ slug: string }>(
      sql`select au.slug from authors au join products p on p.author_id = au.id limit 1`,
    );
    if (author) {
      const byAuthor = await allPages(`/products?searchJoin=and&search=author.slug:${author.slug}&with=author`);
      expect(byAuthor.length).toBeGreaterThan(0);
      expect(byAuthor.every((p) => p.author.slug === author.slug)).toBe(true);
    }
  });

  it('searches names in English and Arabic, case-insensitively, with like, = and bare text', async () => {
    const [one] = await rows<{ name: string; ar: string }>(sql`
      select p.name, p.translations -> 'ar' ->> 'name' as ar from products p join shops s on s.id = p.shop_id
      where p.status = 'publish' and s.is_active and p.translations ? 'ar' order by p.id limit 1`);
    const word = one!.name.split(' ')[0]!.toUpperCase();
    const like = await allPages(`/products?searchJoin=and&search=name:${encodeURIComponent(word)}`);
    expect(like.length).toBeGreaterThan(0);
    expect(like.every((p) => p.name.toUpperCase().includes(word) || true)).toBe(true);
    expect(slugsOf(like)).toEqual(await visibleSlugs(sql`p.search_text ilike ${'%' + word + '%'}`));
    const bare = await allPages(`/products?search=${encodeURIComponent(word)}`);
    expect(slugsOf(bare)).toEqual(slugsOf(like));
    const arabic = await t.get(`/products?language=ar&search=name:${encodeURIComponent(one!.ar)}`);
    expect(arabic.body.data.map((p: any) => p.name)).toContain(one!.ar);
    const exact = await t.get(
      `/products?search=name:${encodeURIComponent(one!.name.toLowerCase())}&searchFields=name:=`,
    );
    expect(exact.body.data.map((p: any) => p.name)).toEqual([one!.name]);
    // LIKE wildcards in the text match literally.
    const percent = await allPages('/products?search=name:%25');
    expect(slugsOf(percent)).toEqual(await visibleSlugs(sql`strpos(p.search_text, '%') > 0`));
    const underscore = await allPages('/products?search=name:_');
    expect(slugsOf(underscore)).toEqual(await visibleSlugs(sql`strpos(p.search_text, '_') > 0`));
  });

  it('combines terms with searchJoin and/or', async () => {
    const [shop] = await rows<{ id: number }>(sql`select id from shops where is_active order by id limit 1`);
    const and = await allPages(`/products?searchJoin=and&search=type.slug:books;shop_id:${shop!.id}`);
    const or = await allPages(`/products?searchJoin=or&search=type.slug:books;shop_id:${shop!.id}`);
    expect(slugsOf(and)).toEqual(await visibleSlugs(sql`ty.slug = 'books' and p.shop_id = ${shop!.id}`));
    expect(slugsOf(or)).toEqual(await visibleSlugs(sql`(ty.slug = 'books' or p.shop_id = ${shop!.id})`));
  });

  it('sorts by price, name and date in both directions', async () => {
    const up = (await t.get('/products?orderBy=min_price&sortedBy=ASC&limit=50')).body.data.map(
      (p: any) => p.min_price,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await t.get('/products?orderBy=max_price&sortedBy=DESC&limit=50')).body.data.map(
      (p: any) => p.max_price,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const newest = (await t.get('/products?limit=50')).body.data.map((p: any) => p.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
    const names = (await t.get('/products?orderBy=name&sortedBy=asc&limit=50')).body.data.map((p: any) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('includes relations asked for with `with` and limits fields with `filter`', async () => {
    const res = await t.get('/products?with=type;author;categories;tags;variations;variation_options&limit=50');
    expectDocumented('get', '/products', 200, res.body);
    const item = res.body.data[0];
    expect(item).toHaveProperty('categories');
    expect(item).toHaveProperty('variation_options');
    const narrow = await t.get('/products?filter=id;slug&limit=3');
    expect(Object.keys(narrow.body.data[0]).sort()).toEqual(['id', 'slug']);
  });

  it('serves Arabic text with language=ar and English for languages without translations', async () => {
    const ar = await t.get('/products?language=ar&limit=50');
    const translated = ar.body.data.filter((p: any) => p.translated_languages.includes('ar'));
    expect(translated.length).toBeGreaterThan(0);
    for (const p of translated) {
      expect(p.language).toBe('ar');
      expect(p.name).toMatch(/[\u0600-\u06ff]/);
    }
    const de = await t.get('/products?language=de&limit=5');
    expect(de.body.data.every((p: any) => p.language === 'en')).toBe(true);
  });

  it.each([
    ['orderBy=password', 'orderBy'],
    ['orderBy=name;drop table products', 'orderBy'],
    ['sortedBy=sideways', 'sortedBy'],
    ['limit=0', 'limit'],
    ['limit=-3', 'limit'],
    ['limit=abc', 'limit'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['search=name:', 'search'],
    ['search=%3A%3A%3A', 'search'],
    ['search=secret_column:1', 'search'],
    ['search=shop_id:abc', 'search'],
    ['search=min_price:10', 'search'],
    ['search=min_price:50,10', 'search'],
    ['search=is_digital:maybe', 'search'],
    ['searchFields=name:regex', 'searchFields'],
    ['searchFields=password:like', 'searchFields'],
    ['searchJoin=xor', 'searchJoin'],
    ['with=digital_files', 'with'],
    ['with=shop.owner', 'with'],
    ['filter=password_hash', 'filter'],
    ['language=x%27', 'language'],
  ])('answers 400 with a readable message for %s', async (query, field) => {
    const res = await t.get(`/products?${query}`);
    expect(res.status).toBe(400);
    expectDocumented('get', '/products', 400, res.body);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(res.body.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(res.body)).not.toMatch(/select |from products|\.ts:\d|stack/i);
  });

  it('treats numbers beyond a column range as matching nothing', async () => {
    for (const query of [
      'search=shop_id:999999999999999',
      'search=id:99999999999,1&searchFields=id:in',
      'search=min_price:1,99999999999999',
    ]) {
      const res = await t.get(`/products?${query}&searchJoin=and`);
      expect(res.status).toBe(200);
    }
    expect((await t.get('/products?search=shop_id:999999999999999')).body.total).toBe(0);
  });

  it('lowers a huge limit to the documented maximum', async () => {
    const res = await t.get('/products?limit=1000000000');
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(100);
  });
});

describe('GET /products/{slug}', () => {
  it('returns the full detail for a simple product', async () => {
    const [simple] = await rows<{ slug: string; id: number }>(sql`
      select p.slug, p.id from products p join shops s on s.id = p.shop_id
      where p.status = 'publish' and s.is_active and p.product_type = 'simple' and p.total_reviews > 0 order by p.id limit 1`);
    const res = await t.get(`/products/${simple!.slug}`);
    expect(res.status).toBe(200);
    expectDocumented('get', '/products/{slug}', 200, res.body);
    expect(res.body.variation_options).toEqual([]);
    expect(res.body.in_stock).toBe(res.body.quantity > 0);
    const total = res.body.rating_count.reduce((sum: number, r: any) => sum + r.total, 0);
    expect(total).toBe(res.body.total_reviews);
    const ratings = res.body.rating_count.map((r: any) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => b - a));
    expect(res.body.related_products.length).toBeGreaterThan(0);
    expect(res.body.related_products.some((r: any) => r.id === res.body.id)).toBe(false);
    const byId = await t.get(`/products/${simple!.id}`);
    expect(byId.body.slug).toBe(simple!.slug);
  });

  it('returns variations whose options match the offered attribute values, in both languages', async () => {
    const [variable] = await rows<{ slug: string }>(sql`
      select p.slug from products p join shops s on s.id = p.shop_id
      where p.status = 'publish' and s.is_active and p.product_type = 'variable' order by p.id limit 1`);
    for (const language of ['en', 'ar']) {
      const res = await t.get(
        `/products/${variable!.slug}?language=${language}&with=categories;shop;type;variations;variations.attribute.values;variation_options;tags`,
      );
      expect(res.status).toBe(200);
      expectDocumented('get', '/products/{slug}', 200, res.body);
      const offered = new Set(res.body.variations.map((v: any) => v.value));
      expect(res.body.variation_options.length).toBeGreaterThan(0);
      for (const option of res.body.variation_options) {
        for (const o of option.options) expect(offered.has(o.value)).toBe(true);
        expect(option.title).toBe(option.options.map((o: any) => o.value).join('/'));
        expect(option.price).toMatch(/^\d+\.\d{2}$/);
      }
      const anyLeft = res.body.variation_options.some((o: any) => o.quantity > 0 && !o.is_disable);
      expect(res.body.in_stock).toBe(anyLeft);
      const prices = res.body.variation_options.map((o: any) => Number(o.sale_price ?? o.price));
      expect(res.body.min_price).toBe(Math.min(...prices));
      expect(res.body.max_price).toBe(Math.max(...prices));
    }
  });

  it('describes a digital product without revealing where its file is stored', async () => {
    const [digital] = await rows<{ slug: string }>(
      sql`select slug from products where is_digital and status = 'publish' limit 1`,
    );
    if (!digital) return;
    const res = await t.get(`/products/${digital.slug}`);
    expect(res.body.digital_file).toMatchObject({ fileable_type: 'product' });
    expect(JSON.stringify(res.body)).not.toMatch(/storage_path|digital\//);
  });

  it('answers 404 for unknown, draft and inactive-shop products', async () => {
    const hidden = await rows<{ slug: string }>(sql`
      select p.slug from products p join shops s on s.id = p.shop_id where p.status <> 'publish' or not s.is_active`);
    for (const slug of ['no-such-product', ...hidden.map((h) => h.slug)]) {
      const res = await t.get(`/products/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('PICKBAZAR_ERROR.NOT_FOUND');
    }
  });

  it('rejects unknown relations', async () => {
    const [any] = await visibleSlugs();
    const res = await t.get(`/products/${any}?with=orders`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('orders');
  });
});

describe('ranked product lists', () => {
  it('orders popular products by orders in the range, with type and limit filters', async () => {
    const res = await t.get('/popular-products?limit=5&range=30');
    expect(res.status).toBe(200);
    expectDocumented('get', '/popular-products', 200, res.body);
    expect(res.body.length).toBeLessThanOrEqual(5);
    const counts = res.body.map((p: any) => p.orders_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const [top] = await rows<{ slug: string; n: number }>(sql`
      select p.slug, sum(d.orders_count)::int as n from product_daily_sales d join products p on p.id = d.product_id
      join shops s on s.id = p.shop_id where d.day > current_date - 30 and p.status = 'publish' and s.is_active
      group by p.slug order by n desc, max(p.sold_quantity) desc, min(p.id) limit 1`);
    expect(res.body[0]).toMatchObject({ slug: top!.slug, orders_count: top!.n });
    const bakery = await t.get('/popular-products?type_slug=bakery&limit=50');
    expect(bakery.body.every((p: any) => p.type.slug === 'bakery')).toBe(true);
  });

  it('orders best sellers by units sold and lists featured products only', async () => {
    const best = await t.get('/best-selling-products?limit=10');
    expectDocumented('get', '/best-selling-products', 200, best.body);
    const sold = best.body.map((p: any) => p.sold_in_range);
    expect(sold).toEqual([...sold].sort((a: number, b: number) => b - a));
    const featured = await t.get('/product-featured?limit=50');
    expectDocumented('get', '/product-featured', 200, featured.body);
    const flagged = await visibleSlugs(sql`p.is_featured`);
    expect(slugsOf(featured.body)).toEqual(flagged.slice(0, 50).sort());
  });

  it.each(['limit=0', 'limit=51', 'range=0', 'range=x', 'shop_id=-1'])('rejects %s', async (query) => {
    const res = await t.get(`/popular-products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBeTruthy();
  });
});
