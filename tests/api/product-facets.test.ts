import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '@/server/demo/seed/generate-catalogue';
import { toListParams } from '@/server/query/list-params';
import { findProductFacets, PRICE_BANDS, type ProductFacets } from '@/server/services/product/product-facets';
import { findProductPage } from '@/server/services/product/product-list-page';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * GET /products/facets (issue 23): every count is what GET /products answers with that value chosen, groups are
 * disjunctive (a group ignores its own terms), names follow the language, bad input is a 400.
 */
let t: TestApp;
/** Each category's parent, by slug (null at the top), as stored. */
let parentOf: Map<string, string | null>;
beforeAll(async () => {
  t = await createTestApp();
  await generateCatalogue({ database: t.database, products: 400 });
  const links = await t.database.rows<{ slug: string; parent: string | null }>(sql`
    select c.slug, p.slug as parent from categories c left join categories p on p.id = c.parent_id`);
  parentOf = new Map(links.map((l) => [l.slug, l.parent]));
  // A German name for one category and one colour (the demo data has Arabic ones only).
  await t.database.rows(sql`update categories set translations = translations || '{"de": {"name": "Damenmode"}}'::jsonb
    where id = (select pc.category_id from product_categories pc join products p on p.id = pc.product_id
      join types ty on ty.id = p.type_id where ty.slug = 'clothing' group by 1 order by count(*) desc, 1 limit 1)`);
  await t.database.rows(sql`update attribute_values set translations = translations || '{"de": {"value": "Rot"}}'::jsonb
    where slug = 'red'`);
}, 180_000);
afterAll(() => t?.close());

type Terms = string[];
const query = (terms: Terms, extra = '') =>
  `search=${encodeURIComponent(terms.join(';'))}&searchJoin=and${extra ? `&${extra}` : ''}`;

async function facets(terms: Terms, extra = ''): Promise<ProductFacets> {
  const path = `/products/facets?${query(terms, extra)}`;
  const res = await t.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expectDocumented('get', '/products/facets', 200, res.body);
  return res.body as ProductFacets;
}

async function listTotal(terms: Terms): Promise<{ total: number; total_exact: boolean }> {
  const res = await t.get(`/products?${query(terms, 'limit=5')}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { total: res.body.total, total_exact: res.body.total_exact };
}

const groupTerm: Record<string, (term: string) => boolean> = {
  categories: (x) => x.startsWith('categories.slug:'),
  tags: (x) => x.startsWith('tags.slug:'),
  manufacturers: (x) => x.startsWith('manufacturer.slug:'),
  price: (x) => x.startsWith('min_price:'),
};

/** The request with the group's own terms replaced by one value: what the shopper sees on choosing it alone. */
function chosen(terms: Terms, own: (term: string) => boolean, term: string): Terms {
  return [...terms.filter((x) => !own(x)), term];
}

/** Asks the list for every value of every group and compares its total with the facet's count. */
async function expectCountsMatchList(terms: Terms, body: ProductFacets): Promise<number> {
  let compared = 0;
  const expectSame = async (request: Terms, count: number, exact: boolean | undefined) => {
    const list = await listTotal(request);
    expect({ request, count, exact }).toEqual({ request, count: list.total, exact: list.total_exact });
    compared += 1;
  };
  expect(await listTotal(terms)).toEqual({ total: body.total, total_exact: body.total_exact });
  // Each category names its parent (the filter panel's tree), on every way of counting.
  const parents = body.facets.categories.map((f) => [f.slug, f.parent]);
  expect(parents).toEqual(body.facets.categories.map((f) => [f.slug, parentOf.get(f.slug)]));
  for (const f of body.facets.categories) {
    await expectSame(chosen(terms, groupTerm.categories!, `categories.slug:${f.slug}`), f.count, f.count_exact);
  }
  for (const f of body.facets.tags) {
    await expectSame(chosen(terms, groupTerm.tags!, `tags.slug:${f.slug}`), f.count, f.count_exact);
  }
  for (const f of body.facets.manufacturers) {
    await expectSame(chosen(terms, groupTerm.manufacturers!, `manufacturer.slug:${f.slug}`), f.count, f.count_exact);
  }
  for (const b of body.facets.price) {
    await expectSame(chosen(terms, groupTerm.price!, `min_price:${b.min},${b.max}`), b.count, b.count_exact);
  }
  for (const a of body.facets.attributes) {
    const own = (x: string) => x.startsWith(`attribute:${a.slug}:`);
    for (const v of a.values)
      await expectSame(chosen(terms, own, `attribute:${a.slug}:${v.slug}`), v.count, v.count_exact);
  }
  return compared;
}

describe('GET /products/facets', () => {
  it('counts each value as the list totals it, for a type page', async () => {
    const terms = ['type.slug:clothing'];
    const body = await facets(terms);
    expect(body.total).toBeGreaterThan(0);
    expect(body.facets.categories.length).toBeGreaterThan(1);
    expect(body.facets.price.length).toBeGreaterThan(0);
    expect(body.facets.attributes.map((a) => a.slug)).toEqual(expect.arrayContaining(['color', 'size']));
    for (const f of body.facets.categories) expect(f.count).toBeGreaterThan(0);
    // Sub-categories and top-level ones (a product is counted in a category's parents too).
    expect(body.facets.categories.some((f) => f.parent === null)).toBe(true);
    expect(body.facets.categories.some((f) => typeof f.parent === 'string')).toBe(true);
    expect(await expectCountsMatchList(terms, body)).toBeGreaterThan(10);
  });

  it('counts a category page from the counts kept within categories, exactly, as the list totals each value', async () => {
    const [largest] = await t.database.rows<{ slug: string; n: number }>(sql`
      select c.slug, count(*)::int as n from categories c join product_categories pc on pc.category_id = c.id
      join products p on p.id = pc.product_id where p.status = 'publish' group by c.id order by count(*) desc limit 1`);
    for (const terms of [
      [`categories.slug:${largest!.slug}`],
      ['type.slug:grocery', `categories.slug:${largest!.slug}`],
    ]) {
      const body = await facets(terms);
      expect(body.total).toBeGreaterThan(0);
      expect(body.total_exact).toBe(true);
      expect(body.facets.tags.length + body.facets.manufacturers.length).toBeGreaterThan(0);
      for (const f of [...body.facets.tags, ...body.facets.manufacturers]) expect(f.count_exact).toBe(true);
      expect(await expectCountsMatchList(terms, body)).toBeGreaterThan(3);
    }
    // Each tag's count within the category, counted here from the rows.
    const body = await facets([`categories.slug:${largest!.slug}`]);
    for (const f of body.facets.tags) {
      const [row] = await t.database.rows<{ n: number }>(sql`
        select count(*)::int as n from products p join shops s on s.id = p.shop_id and s.is_active
        where p.status = 'publish'
          and exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
            where pc.product_id = p.id and c.slug = ${largest!.slug})
          and exists (select 1 from product_tags pt join tags tg on tg.id = pt.tag_id
            where pt.product_id = p.id and tg.slug = ${f.slug})`);
      expect({ tag: f.slug, n: f.count }).toEqual({ tag: f.slug, n: row!.n });
    }
  });

  it('is disjunctive: a checked value keeps its siblings and their counts; other groups narrow', async () => {
    const open = await facets(['type.slug:clothing']);
    const category = open.facets.categories[0]!;
    const color = open.facets.attributes.find((a) => a.slug === 'color')!.values[0]!;
    const terms = ['type.slug:clothing', `categories.slug:${category.slug}`, `attribute:color:${color.slug}`];
    const body = await facets(terms);
    // The category group ignores the chosen category: its siblings and counts are those of the colour alone.
    const colourOnly = await facets(['type.slug:clothing', `attribute:color:${color.slug}`]);
    expect(body.facets.categories).toEqual(colourOnly.facets.categories);
    expect(body.facets.categories.length).toBeGreaterThan(1);
    // The colour group ignores the chosen colour: siblings stay, counted within the category.
    const colours = body.facets.attributes.find((a) => a.slug === 'color')!.values;
    expect(colours.length).toBeGreaterThan(1);
    const categoryOnly = await facets(['type.slug:clothing', `categories.slug:${category.slug}`]);
    expect(colours).toEqual(categoryOnly.facets.attributes.find((a) => a.slug === 'color')!.values);
    // The total is the list's with both chosen, and below the category's own count.
    expect(body.total).toBeLessThanOrEqual(category.count);
    expect(await expectCountsMatchList(terms, body)).toBeGreaterThan(5);
  });

  it('keeps a price band and a tag disjunctive, across types and with a name search', async () => {
    const open = await facets(['name:a']);
    const band = open.facets.price[0]!;
    const tag = open.facets.tags[0]!;
    const terms = ['name:a', `min_price:${band.min},${band.max}`, `tags.slug:${tag.slug}`];
    const body = await facets(terms);
    expect(body.facets.price.length).toBeGreaterThan(0);
    expect(await expectCountsMatchList(terms, body)).toBeGreaterThan(5);
  });

  it('names values in the requested language (English, Arabic, German)', async () => {
    const named = async (language: string) => {
      const body = await facets(['type.slug:clothing'], `language=${language}`);
      const category = body.facets.categories[0]!;
      const color = body.facets.attributes.find((a) => a.slug === 'color')!;
      const red = color.values.find((v) => v.slug === 'red')!;
      const [stored] = await t.database.rows<{ category: string; color: string; red: string }>(sql`
        select (select coalesce(translations -> ${language}::text ->> 'name', name) from categories where slug = ${category.slug}) as category,
          (select coalesce(translations -> ${language}::text ->> 'name', name) from attributes where slug = 'color') as color,
          (select coalesce(av.translations -> ${language}::text ->> 'value', av.value) from attribute_values av
            join attributes a on a.id = av.attribute_id where a.slug = 'color' and av.slug = 'red') as red`);
      expect({ category: category.name, color: color.name, red: red.name }).toEqual(stored);
      return { category: category.name, color: color.name, red: red.name, counts: body.facets.categories };
    };
    const en = await named('en');
    const ar = await named('ar');
    const de = await named('de');
    expect(en.red).toBe('Red');
    expect(ar.red).toBe('أحمر');
    expect(ar.color).toBe('اللون');
    expect(de.red).toBe('Rot');
    expect(de.category).toBe('Damenmode');
    expect(en.category).not.toBe(de.category);
    // The counts do not depend on the language (equal counts are ordered by the translated name).
    const bySlug = (counts: { slug: string; count: number }[]) =>
      counts.map((c) => [c.slug, c.count]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(bySlug(ar.counts)).toEqual(bySlug(en.counts));
    expect(bySlug(de.counts)).toEqual(bySlug(en.counts));
  });

  it('caps each count like the list caps its total; a value read only in part is a lower bound', async () => {
    const language = 'en';
    const check = async (terms: Terms, cap: number, kept: boolean) => {
      const body = await findProductFacets({
        database: t.database,
        params: toListParams({ search: terms.join(';'), searchJoin: 'and' }),
        language,
        totalCap: cap,
      });
      // A type page's total, categories, tags and attributes are read from the kept counts: exact, uncapped.
      expect(body.total_exact).toBe(kept);
      if (kept) expect(body.total).toBeGreaterThan(cap + 1);
      else expect(body.total).toBe(cap + 1);
      const page = async (request: Terms) => {
        const json = await findProductPage({
          database: t.database,
          params: toListParams({ search: request.join(';'), searchJoin: 'and', limit: 5 }),
          language,
          url: new URL('http://localhost/api/products'),
          totalCap: cap,
        });
        const parsed = JSON.parse(json) as { total: number; total_exact: boolean };
        return { total: parsed.total, total_exact: parsed.total_exact };
      };
      const values = [
        ...body.facets.categories.map((f) => ({ f, term: `categories.slug:${f.slug}` })),
        ...body.facets.tags.map((f) => ({ f, term: `tags.slug:${f.slug}` })),
        ...body.facets.price.map((f) => ({ f, term: `min_price:${f.min},${f.max}` })),
        ...body.facets.attributes.flatMap((a) => a.values.map((f) => ({ f, term: `attribute:${a.slug}:${f.slug}` }))),
      ];
      if (kept) expect(values.some(({ f }) => f.count_exact && f.count > cap + 1)).toBe(true);
      else expect(values.some(({ f }) => !f.count_exact)).toBe(true);
      expect(values.some(({ f }) => f.count_exact)).toBe(true);
      for (const { f, term } of values) {
        const list = await page([...terms, term]);
        if (f.count_exact || f.count === cap + 1) {
          expect({ term, total: f.count, total_exact: f.count_exact }).toEqual({ term, ...list });
        } else {
          // Only part of the value's products were read: at least this many.
          expect(list.total, term).toBeGreaterThanOrEqual(f.count);
        }
      }
    };
    await check(['type.slug:clothing'], 25, true);
    // (The list counts two pages ahead exactly whatever its cap: caps here stay above two pages of 5.)
    await check(['type.slug:clothing', 'name:e'], 12, false);
  });

  it('counts what the search finds (stems, typos) in English, Arabic and German, as the list totals it', async () => {
    await t.database.rows(sql`update products
      set translations = jsonb_set(translations, '{de}', '{"name": "Honeycrisp Äpfel"}'::jsonb, true),
          search_text = search_text || ' honeycrisp äpfel'
      where slug = (select slug from products where name = 'Honeycrisp Apples' limit 1)`);
    const cases: [string, string][] = [
      ['apple', 'en'],
      ['appels', 'en'],
      ['التفاح', 'ar'],
      ['شوكولاتا', 'ar'],
      ['Apfel', 'de'],
    ];
    for (const [word, language] of cases) {
      const extra = `language=${language}`;
      const body = await facets([`name:${word}`], extra);
      expect(body.total, word).toBeGreaterThan(0);
      // A searched list reads its best matches one row past its page: a page of 100 reads all of these.
      const list = await t.get(`/products?${query([`name:${word}`], `${extra}&limit=100`)}`);
      expect({ word, total: body.total }).toEqual({ word, total: list.body.total });
      expect(list.body.total_exact, word).toBe(true);
      // A page smaller than what the search finds still counts a few dozen finds exactly.
      const short = await t.get(`/products?${query([`name:${word}`], `${extra}&limit=1`)}`);
      expect({ word, total: short.body.total, exact: short.body.total_exact }).toEqual({
        word,
        total: body.total,
        exact: true,
      });
      expect(body.facets.categories.length, word).toBeGreaterThan(0);
      for (const f of body.facets.categories) {
        const chosenList = await t.get(
          `/products?${query([`name:${word}`, `categories.slug:${f.slug}`], `${extra}&limit=100`)}`,
        );
        expect({ word, slug: f.slug, count: f.count }).toEqual({ word, slug: f.slug, count: chosenList.body.total });
      }
    }
  });

  it('keeps to a probe budget on a large set: fewer products read per value, exact below that depth, else a lower bound', async () => {
    const terms = ['type.slug:clothing', 'min_price:0,1000000'];
    const request = (probes?: { budget: number; minDepth: number }) =>
      findProductFacets({
        database: t.database,
        params: toListParams({ search: terms.join(';'), searchJoin: 'and' }),
        language: 'en',
        // Over SAMPLE × 5 matches: each value is counted on its own.
        totalCap: 5,
        probes,
      });
    const full = await request();
    const short = await request({ budget: 20, minDepth: 4 });
    const values = (body: ProductFacets) =>
      new Map(
        [
          ...body.facets.categories.map((f) => [`c:${f.slug}`, f] as const),
          ...body.facets.tags.map((f) => [`t:${f.slug}`, f] as const),
          ...body.facets.attributes.flatMap((a) => a.values.map((f) => [`a:${a.slug}:${f.slug}`, f] as const)),
        ].map(([k, f]) => [k, { count: f.count, exact: f.count_exact }]),
      );
    const before = values(full);
    const after = values(short);
    expect(after.size).toBeGreaterThan(0);
    let lower = 0;
    for (const [key, f] of after) {
      const whole = before.get(key)!;
      if (f.exact) expect({ key, ...f }).toEqual({ key, ...whole });
      else {
        // A lower bound, never more than the full count says; those read four deep say at most 4.
        expect(whole.count, key).toBeGreaterThanOrEqual(f.count);
        if (f.count <= 4 && whole.count > f.count) lower += 1;
      }
    }
    expect(lower).toBeGreaterThan(0);
  });

  it('with searchJoin=or counts the whole result set in every group', async () => {
    const res = await t.get(`/products/facets?search=${encodeURIComponent('type.slug:clothing;type.slug:bags')}`);
    expect(res.status).toBe(200);
    const both = await facets(['type.slug:clothing,bags']);
    expect(res.body).toEqual(both);
  });

  it('answers 400 with a message for bad input', async () => {
    for (const search of ['nope:1', 'attribute:color', 'attribute::red', 'min_price:5', 'min_price:9,1', 'price:x,2']) {
      const res = await t.get(`/products/facets?search=${encodeURIComponent(search)}&searchJoin=and`);
      expect(res.status, search).toBe(400);
      expect(res.body.message, search).toMatch(/\w/);
    }
    expect((await t.get('/products/facets?searchJoin=maybe')).status).toBe(400);
    expect((await t.get('/products/facets?language=%3Cx%3E')).status).toBe(400);
  });
});

/**
 * product_facet_counts (with the shops' and authors' rows, 0027_owner-counts) and product_category_facet_counts as
 * counted from scratch, less what the triggers kept.
 */
async function keptDrift(): Promise<unknown[]> {
  return t.database
    .rows(
      sql`
    with fresh as (
      select p.type_id, v.facet, v.value_id, count(*)::int as products
      from products p join shops s on s.id = p.shop_id and s.is_active
      cross join lateral (select * from product_facet_values(p.id, p.manufacturer_id, p.min_price_cents, true)
        union all select * from product_owner_values(p.shop_id, p.author_id)) v
      where p.status = 'publish' group by 1, 2, 3),
    kept as (select type_id, facet, value_id, products from product_facet_counts where products <> 0)
    (select 'missing' as drift, * from fresh except select 'missing', * from kept)
    union all (select 'extra', * from kept except select 'extra', * from fresh)`,
    )
    .then(async (byType) => [
      ...byType,
      // Within categories (product_category_facet_counts): each category of a product crossed with its other values
      // and its shop.
      ...(await t.database.rows(sql`
      with fresh as (
        select pc.category_id, p.type_id, v.facet, v.value_id, count(*)::int as products
        from products p join shops s on s.id = p.shop_id and s.is_active
        join product_categories pc on pc.product_id = p.id
        cross join lateral (select * from product_facet_values(p.id, p.manufacturer_id, p.min_price_cents, true) x
          where x.facet <> 'category' union all select 'shop', p.shop_id) v
        where p.status = 'publish' group by 1, 2, 3, 4),
      kept as (select category_id, type_id, facet, value_id, products from product_category_facet_counts
        where products <> 0)
      (select 'missing in category' as drift, * from fresh except select 'missing in category', * from kept)
      union all (select 'extra in category', * from kept except select 'extra in category', * from fresh)`)),
    ]);
}

describe('kept facet counts (product_facet_counts)', () => {
  it('has the same price bands as the service', async () => {
    for (const [band, [lo, hi]] of PRICE_BANDS.entries()) {
      const [row] = await t.database.rows<{ lo: number; hi: number }>(sql`
        select product_price_band(${Math.round(lo * 100)}::int) as lo,
          product_price_band(${Math.min(Math.round(hi * 100), 2_000_000_000)}::int) as hi`);
      expect([row!.lo, row!.hi]).toEqual([band, band]);
    }
  });

  it('stay equal to a recount, and to the list, through publishing, links, shops, authors, types, prices, deletes and a flash sale', async () => {
    expect(await keptDrift()).toEqual([]);
    const [product] = await t.database.rows<{ id: number; shop_id: number; type: string }>(sql`
      select p.id, p.shop_id, ty.slug as type from products p join types ty on ty.id = p.type_id
      where p.status = 'publish' and p.sku like 'GEN-%' and exists (select 1 from product_categories pc
        where pc.product_id = p.id) order by p.id limit 1`);
    const id = product!.id;
    await t.database.rows(sql`update products set status = 'draft' where id = ${id}`);
    expect(await keptDrift()).toEqual([]);
    await t.database.rows(sql`update products set status = 'publish', min_price_cents = 77777, manufacturer_id = null
      where id = ${id}`);
    expect(await keptDrift()).toEqual([]);
    await t.database.rows(sql`delete from product_categories where product_id = ${id}`);
    await t.database.rows(sql`insert into product_tags (product_id, tag_id) select ${id}, id from tags
      where id not in (select tag_id from product_tags where product_id = ${id}) order by id limit 1`);
    expect(await keptDrift()).toEqual([]);
    // Statements that write many links at once (a bulk import; counted per statement): add, move and remove.
    await t.database.rows(sql`insert into product_tags (product_id, tag_id)
      select p.id, tg.id from (select id from products where sku like 'GEN-%' order by id limit 40) p
      cross join (select id from tags order by id limit 3) tg on conflict do nothing`);
    expect(await keptDrift()).toEqual([]);
    await t.database.rows(sql`update product_tags pt set tag_id = (select min(tg.id) from tags tg
        where not exists (select 1 from product_tags x where x.product_id = pt.product_id and x.tag_id = tg.id))
      where (pt.product_id, pt.tag_id) in (select product_id, min(tag_id) from product_tags
        where product_id in (select id from products where sku like 'GEN-%' order by id limit 10) group by product_id)`);
    expect(await keptDrift()).toEqual([]);
    await t.database.rows(sql`delete from product_categories
      where product_id in (select id from products where sku like 'GEN-%' order by id limit 25)`);
    expect(await keptDrift()).toEqual([]);
    await t.database.rows(sql`insert into product_categories (product_id, category_id)
      select p.id, c.id from (select id from products where sku like 'GEN-%' order by id limit 25) p
      cross join (select id from categories order by id limit 2) c on conflict do nothing`);
    expect(await keptDrift()).toEqual([]);
    await t.database.rows(sql`update products set min_price_cents = min_price_cents * 3 + 1000
      where id in (select id from products where sku like 'GEN-%' order by id limit 5)`);
    expect(await keptDrift()).toEqual([]);
    // Another author, none, another shop, another type; an author deleted (its products' author set null).
    const [author] = await t.database.rows<{ id: number }>(sql`insert into authors (slug, name)
      values ('facets-test-author', 'Facets test author') returning id`);
    await t.database.rows(sql`update products set author_id = ${author!.id}
      where id in (select id from products where sku like 'GEN-%' order by id limit 6)`);
    expect(await keptDrift()).toEqual([]);
    await t.database.rows(sql`update products set author_id = null, shop_id = (select min(s.id) from shops s
        where s.is_active and s.id <> ${product!.shop_id}),
        type_id = (select min(ty.id) from types ty where ty.id <> products.type_id)
      where id in (select id from products where sku like 'GEN-%' order by id limit 2)`);
    expect(await keptDrift()).toEqual([]);
    await t.database.rows(sql`delete from authors where id = ${author!.id}`);
    expect(await keptDrift()).toEqual([]);
    await t.database.rows(sql`update shops set is_active = false where id = ${product!.shop_id}`);
    expect(await keptDrift()).toEqual([]);
    const terms = [`type.slug:${product!.type}`, 'status:publish'];
    expect(await expectCountsMatchList(terms, await facets(terms))).toBeGreaterThan(3);
    await t.database.rows(sql`update shops set is_active = true where id = ${product!.shop_id}`);
    await t.database.rows(sql`delete from products where id in (select id from products where sku like 'GEN-%'
      order by id desc limit 3)`);
    expect(await keptDrift()).toEqual([]);
    // A running campaign lowers simple products' selling price into a cheaper band than the stored one.
    const [sale] = await t.database.rows<{
      id: number;
    }>(sql`insert into flash_sales (slug, title, start_date, end_date, type, rate)
      values ('facets-test-sale', 'Facets test sale', now() - interval '1 day', now() + interval '1 day', 'percentage', 90)
      returning id`);
    await t.database.rows(sql`insert into flash_sale_products (flash_sale_id, product_id)
      select ${sale!.id}, p.id from products p join types ty on ty.id = p.type_id
      where ty.slug = 'clothing' and p.product_type = 'simple' and p.price_cents >= 1000 order by p.id limit 30`);
    const clothing = ['type.slug:clothing', 'status:publish'];
    const body = await facets(clothing);
    expect(await expectCountsMatchList(clothing, body)).toBeGreaterThan(10);
    expect(await keptDrift()).toEqual([]);
  });
});

describe('GET /products attribute filter', () => {
  it('keeps products offered in one of the values, and none for an unknown value', async () => {
    const res = await t.get(
      `/products?${query(['type.slug:clothing', 'attribute:color:red,navy'], 'with=variations&limit=100')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const product of res.body.data) {
      const colours = product.variations
        .filter((v: { attribute: { slug: string } }) => v.attribute.slug === 'color')
        .map((v: { slug: string }) => v.slug);
      expect(
        colours.some((c: string) => c === 'red' || c === 'navy'),
        product.slug,
      ).toBe(true);
    }
    const none = await t.get(`/products?${query(['attribute:color:no-such-colour'])}`);
    expect(none.status).toBe(200);
    expect(none.body.total).toBe(0);
  });
});
