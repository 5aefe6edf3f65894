import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Search that finds what shoppers mean (issue 23 item 3), in English, German and Arabic: stems in the shopper's
 * language, typos (one edit in words of 4-7 letters, two from 8), ranking exact > prefix > stem > corrected,
 * "did you mean" and search-as-you-type. Runs on PGlite and, with TEST_POSTGRES_URL, on PostgreSQL.
 */
let t: TestApp;

/** A published product cloned from demo product 1 under another name (and translations). */
async function addProduct(slug: string, name: string, translations: Record<string, { name: string }> = {}) {
  const all = [name, ...Object.values(translations).map((v) => v.name)].join(' ').toLowerCase();
  await t.database.rows(sql`insert into products (slug, name, search_text, type_id, shop_id, status, price_cents,
      min_price_cents, max_price_cents, quantity, translations)
    select ${slug}, ${name}, ${all}, type_id, shop_id, 'publish', 500, 500, 500, 10, ${JSON.stringify(translations)}::jsonb
    from products where id = 1`);
}

beforeAll(async () => {
  t = await createTestApp();
  await addProduct('search-quince', 'Quince');
  await addProduct('search-quince-paste', 'Quince Paste');
  await addProduct('search-spanish-quinces', 'Spanish Quinces');
  await addProduct('search-pfirsich', 'Peach Halves', {
    de: { name: 'Pfirsichhälften' },
    ar: { name: 'أنصاف الخوخ' },
  });
  // A demo product gets a German name through an UPDATE (the words table follows updates too).
  await t.database.rows(sql`update products
    set translations = jsonb_set(translations, '{de}', '{"name": "Honeycrisp Äpfel"}'::jsonb, true),
        search_text = search_text || ' honeycrisp äpfel'
    where slug = (select slug from products where name = 'Honeycrisp Apples' limit 1)`);
}, 120_000);
afterAll(() => t?.close());

async function search(text: string, extra = ''): Promise<any> {
  const res = await t.get(`/products?searchJoin=and&search=${encodeURIComponent(`name:${text}`)}${extra}`);
  expect(res.status).toBe(200);
  expectDocumented('get', '/products', 200, res.body);
  return res.body;
}
const names = (body: any): string[] => body.data.map((p: any) => p.name);

describe('GET /products?search=name:… in English', () => {
  it('finds stems: "apple" finds "Honeycrisp Apples", "apples" finds "Apple Cider"', async () => {
    expect(names(await search('apple'))).toContain('Honeycrisp Apples');
    expect(names(await search('apples'))).toEqual(expect.arrayContaining(['Unfiltered Apple Cider']));
  });

  it('still finds a phrase inside a name, combined with other filters (search=name:xxx keeps working)', async () => {
    const body = await search('cider', '%3Bstatus%3Apublish');
    expect(names(body)).toEqual(expect.arrayContaining(['Unfiltered Apple Cider', 'Raw Apple Cider Vinegar']));
    const bare = await t.get(`/products?search=${encodeURIComponent('apple cider')}`);
    expect(bare.status).toBe(200);
    expect(names(bare.body)).toEqual(expect.arrayContaining(['Unfiltered Apple Cider']));
  });

  it('finds a word with one typo (4-7 letters) and with two (8 letters or more)', async () => {
    expect(names(await search('walnt'))).toContain('Banana Walnut Bread'); // deletion
    expect(names(await search('banaans'))).toContain('Cavendish Bananas'); // swapped letters
    expect(names(await search('chocolte'))).toContain('Triple Chocolate Layer Cake');
    expect(names(await search('chcolote'))).toContain('Triple Chocolate Layer Cake'); // two edits, 9 letters
    expect(names(await search('strawbrries'))).toContain('Organic Strawberries');
    // A misspelt word beside a correct one: the products holding both (the correct one read, the other corrected).
    expect(names(await search('chocolate ckae'))).toContain('Triple Chocolate Layer Cake');
  });

  it('does not stretch short words: two edits in 6 letters and three edits find nothing', async () => {
    expect((await search('wolnat')).data).toEqual([]);
    expect((await search('wxlnxx')).data).toEqual([]);
    expect((await search('chxcxlxte')).data).toEqual([]);
  });

  it('ranks an exact name before a name prefix before a stem, and corrected words after them', async () => {
    const body = await search('Quince');
    expect(names(body).slice(0, 3)).toEqual(['Quince', 'Quince Paste', 'Spanish Quinces']);
    expect(body.total).toBe(3);
    expect(body.total_exact).toBe(true);
    const typo = await search('quinse');
    expect(names(typo)).toEqual(expect.arrayContaining(['Quince', 'Quince Paste', 'Spanish Quinces']));
    expect(typo.did_you_mean).toBeUndefined();
  });

  it('sorts by the requested order instead of relevance when orderBy is given', async () => {
    const body = await search('quince', '&orderBy=name&sortedBy=desc');
    expect(names(body)).toEqual(['Spanish Quinces', 'Quince Paste', 'Quince']);
  });

  it('runs its statements where PostgreSQL keeps one plan per statement, and answers the same twenty times', async () => {
    const mode = sql`select current_setting('plan_cache_mode') as mode`;
    const [generic] = await t.database.genericRows<{ mode: string }>(mode);
    const [plain] = await t.database.rows<{ mode: string }>(mode);
    // PostgreSQL: the search's own connections; PGlite (one connection) runs them as it runs the rest.
    expect([generic!.mode, plain!.mode]).toEqual(
      t.database.kind === 'postgres' ? ['force_generic_plan', 'auto'] : [plain!.mode, plain!.mode],
    );
    // No JIT on either pool (db/client.ts): compiling a plan cost seconds where the statement costs milliseconds.
    if (t.database.kind === 'postgres') {
      const jit = sql`select current_setting('jit') as jit`;
      const settings = [
        await t.database.genericRows<{ jit: string }>(jit),
        await t.database.rows<{ jit: string }>(jit),
      ];
      expect(settings.map(([row]) => row!.jit)).toEqual(['off', 'off']);
    }
    // Past the five runs after which a kept plan is generic: the answer does not change.
    const first = await t.get('/products?search=name:tomaotes&language=en&limit=5');
    expect(first.body.total).toBeGreaterThan(0);
    for (let run = 0; run < 20; run++) {
      const again = await t.get('/products?search=name:tomaotes&language=en&limit=5');
      expect(again.body.data.map((p: { id: number }) => p.id)).toEqual(
        first.body.data.map((p: { id: number }) => p.id),
      );
    }
  });

  it('pages the ranked matches by number', async () => {
    const first = await search('quince', '&limit=2');
    expect(names(first)).toEqual(['Quince', 'Quince Paste']);
    expect(first.last_page).toBe(2);
    expect(first.next_cursor).toBeNull();
    const second = await search('quince', '&limit=2&page=2');
    expect(names(second)).toEqual(['Spanish Quinces']);
  });

  it('offers "did you mean" when nothing matched, and only a query that finds products', async () => {
    const body = await search('wolnat');
    expect(body.total).toBe(0);
    expect(body.did_you_mean).toBe('walnut');
    expect(names(await search(body.did_you_mean))).toContain('Banana Walnut Bread');
    expect((await search('zzqxv')).did_you_mean).toBeUndefined();
  });
});

describe('search postings (product_search_postings)', () => {
  /** Rows the postings have that the published products' words do not, and the other way round. */
  const drift = () =>
    t.database.rows<{ side: string; word: string; product_id: number }>(sql`
      with fresh as (
        select w.word, p.sold_quantity, p.id as product_id, p.shop_id
        from products p, unnest(tsvector_to_array(p.search_vector)) w(word) where p.status = 'publish'
      ), kept as (select word, sold_quantity, product_id, shop_id from product_search_postings)
      (select 'missing' as side, word, product_id from (select * from fresh except all select * from kept) m)
      union all
      (select 'stale', word, product_id from (select * from kept except all select * from fresh) s)
      limit 10`);

  it('stay equal to the published products’ words through renames, sales, unpublishing and deletes', async () => {
    expect(await drift()).toEqual([]);
    await addProduct('postings-kumquat', 'Candied Kumquats', { de: { name: 'Kandierte Kumquats' } });
    expect(await drift()).toEqual([]);
    const one = sql`slug = 'postings-kumquat'`;
    await t.database.rows(
      sql`update products set name = 'Sugared Loquats', search_text = 'sugared loquats' where ${one}`,
    );
    expect(await drift()).toEqual([]);
    expect(names(await search('loquats'))).toContain('Sugared Loquats');
    expect(names(await search('candied'))).not.toContain('Sugared Loquats');
    await t.database.rows(sql`update products set sold_quantity = sold_quantity + 7 where ${one}`);
    expect(await drift()).toEqual([]);
    await t.database.rows(sql`update products set status = 'draft' where ${one}`);
    expect(await drift()).toEqual([]);
    expect(names(await search('loquats'))).not.toContain('Sugared Loquats');
    await t.database.rows(sql`update products set status = 'publish' where ${one}`);
    expect(await drift()).toEqual([]);
    // Moved to another shop: the postings carry the shop, which a search without other filters reads alone.
    await t.database.rows(sql`update products set shop_id = (select min(id) from shops where id <> products.shop_id)
      where ${one}`);
    expect(await drift()).toEqual([]);
    await t.database.rows(sql`delete from products where ${one}`);
    expect(await drift()).toEqual([]);
    const [left] = await t.database.rows<{ n: number }>(sql`
      select count(*)::int as n from product_search_postings where word = 'loquats'`);
    expect(left!.n).toBe(0);
  });

  it('rank the best sellers among more matches than a search reads, and read several words by the rarest', async () => {
    // TIER_CAP (200) + 60 products holding one word, the best sellers written last (an index read in storage
    // order would miss them).
    await t.database.rows(sql`insert into products (slug, name, search_text, type_id, shop_id, status, price_cents,
        min_price_cents, max_price_cents, quantity, sold_quantity, translations)
      select 'postings-jam-' || i, 'Jar of Zorbleberry Jam ' || i, 'jar of zorbleberry jam ' || i, type_id, shop_id,
        'publish', 500, 500, 500, 10, i, '{}'::jsonb
      from products, generate_series(1, 260) i where id = 1`);
    const body = await search('zorbleberry', '&limit=5');
    expect(names(body)).toEqual([260, 259, 258, 257, 256].map((i) => `Jar of Zorbleberry Jam ${i}`));
    // Relevance-sorted, the best 50 are read and one more: "more than 50".
    expect([body.total, body.total_exact]).toEqual([51, false]);
    const second = await search('zorbleberry', '&limit=5&page=2');
    expect(names(second)).toEqual([255, 254, 253, 252, 251].map((i) => `Jar of Zorbleberry Jam ${i}`));
    // A misspelt word reads its correction's best sellers too.
    expect(names(await search('zorbleberyr', '&limit=2'))).toEqual([
      'Jar of Zorbleberry Jam 260',
      'Jar of Zorbleberry Jam 259',
    ]);
    // Two words: only products holding both, the best sellers first.
    const both = await search('zorbleberry 17', '&limit=50');
    expect(names(both)).toEqual(['Jar of Zorbleberry Jam 17']);
    const stems = await search('jars zorbleberry', '&limit=3');
    expect(names(stems)).toEqual([260, 259, 258].map((i) => `Jar of Zorbleberry Jam ${i}`));
    // A word's beginning (search as you type) reads the completed words' best sellers.
    expect(names(await search('jar of zorbleb', '&limit=1'))).toEqual(['Jar of Zorbleberry Jam 260']);
  });

  it('leave out the products of an inactive shop, read by the word alone and with other filters', async () => {
    // The best sellers are in a second shop, which is then closed.
    await t.database.rows(sql`insert into products (slug, name, search_text, type_id, shop_id, status, price_cents,
        min_price_cents, max_price_cents, quantity, sold_quantity, translations)
      select 'postings-tart-' || i, 'Quoggleberry Tart ' || i, 'quoggleberry tart ' || i, p.type_id,
        case when i > 3 then (select min(id) from shops where id <> p.shop_id) else p.shop_id end,
        'publish', 500, 500, 500, 10, 100 + i, '{}'::jsonb
      from products p, generate_series(1, 5) i where p.id = 1`);
    const closed = sql`id = (select shop_id from products where slug = 'postings-tart-5')`;
    const tarts = (n: number[]) => n.map((i) => `Quoggleberry Tart ${i}`);
    expect(names(await search('quoggleberry'))).toEqual(tarts([5, 4, 3, 2, 1]));
    await t.database.rows(sql`update shops set is_active = false where ${closed}`);
    try {
      expect(names(await search('quoggleberry'))).toEqual(tarts([3, 2, 1]));
      expect(names(await search('quoglleberry'))).toEqual(tarts([3, 2, 1]));
      expect(names(await search('quoggleberry', '&orderBy=name&sortedBy=desc'))).toEqual(tarts([3, 2, 1]));
      const typed = await search('quoggleberry', '%3Bstatus%3Apublish');
      expect([names(typed), typed.total, typed.total_exact]).toEqual([tarts([3, 2, 1]), 3, true]);
    } finally {
      await t.database.rows(sql`update shops set is_active = true where ${closed}`);
    }
  });
});

describe('GET /products?search=name:… in German', () => {
  it('matches German stems: Äpfel, Apfel and Äpfeln all find "Honeycrisp Äpfel"', async () => {
    for (const word of ['Äpfel', 'Apfel', 'äpfeln']) {
      const body = await search(word, '&language=de');
      expect(names(body), word).toContain('Honeycrisp Äpfel');
    }
  });

  it('corrects a German typo and completes German words', async () => {
    expect(names(await search('Pfirsichälften', '&language=de'))).toContain('Pfirsichhälften');
    const res = await t.get('/products/suggestions?q=pfirs&language=de');
    expect(res.status).toBe(200);
    expect(res.body.data).toContain('pfirsichhälften');
  });
});

describe('GET /products?search=name:… in Arabic', () => {
  it('matches Arabic stems: التفاح (with the article) finds تفاح هوني كريسب', async () => {
    const body = await search('التفاح', '&language=ar');
    expect(names(body)).toContain('تفاح هوني كريسب');
  });

  it('corrects an Arabic typo (one letter in a 8-letter word)', async () => {
    const body = await search('شوكولاتا', '&language=ar');
    expect(names(body)).toContain('شوكولاتة داكنة 70%');
  });

  it('offers an Arabic "did you mean"', async () => {
    const body = await search('الخخوخخ', '&language=ar');
    expect(body.data).toEqual([]);
    expect(body.did_you_mean).toBe('الخوخ');
  });
});

describe('GET /products/suggestions', () => {
  it('completes the last word, keeping the words before it', async () => {
    const res = await t.get('/products/suggestions?q=dark%20choc');
    expect(res.status).toBe(200);
    expectDocumented('get', '/products/suggestions', 200, res.body);
    expect(res.body.data).toContain('dark chocolate');
    const short = await t.get('/products/suggestions?q=quinc&limit=2');
    expect(short.body.data).toEqual(['quince', 'quinces']);
  });

  it('prefers words of the shopper’s language and completes Arabic', async () => {
    const res = await t.get(`/products/suggestions?q=${encodeURIComponent('شوك')}&language=ar`);
    expect(res.status).toBe(200);
    expect(res.body.data).toContain('شوكولاتة');
  });

  it('answers nothing for text without words', async () => {
    const res = await t.get('/products/suggestions?q=%25%25');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('rejects a missing or overlong q and a bad limit with 4xx and a message', async () => {
    for (const query of ['', 'q=', `q=${'a'.repeat(101)}`, 'q=app&limit=0', 'q=app&limit=21', 'q=app&limit=x']) {
      const res = await t.get(`/products/suggestions?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('bad search input', () => {
  it('rejects a cursor with a text search and an unknown sort with 400', async () => {
    const cursor = await t.get(`/products?search=name:apple&cursor=abc`);
    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toMatch(/cursor/);
    const sort = await t.get(`/products?search=name:apple&orderBy=colour`);
    expect(sort.status).toBe(400);
    expect(sort.body.message).toMatch(/sort/i);
  });

  it('takes LIKE wildcards and tsquery syntax as plain text', async () => {
    for (const text of ['100%', "app'le & | !", '_', ':*']) {
      const res = await t.get(`/products?search=${encodeURIComponent(`name:${text}`)}`);
      expect(res.status, text).toBe(200);
    }
  });
});
