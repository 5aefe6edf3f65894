import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * A synthetic catalogue grown from the demo one (`npm run db:seed -- --products N`, the catalogue benchmark and
 * the paging tests): each new product is a published demo product (its type, shop, categories with their
 * ancestors, tags, author, manufacturer, attribute values and variation options, its translations in every demo
 * language) under a new name, slug and SKU, with prices scaled by 0.80–1.20, its own stock, sales count and
 * creation date spread over two years; 3 % are drafts and 0.1 % featured. Everything is deterministic: the n-th
 * generated product is the same on every database.
 *
 * Rows are written by set-based statements (generate_series + writable CTEs), BATCH products per statement, with
 * every index, constraint and foreign key in place, as a bulk import would. Digital products are not cloned (their
 * files would be missing), nor reviews (the clones have none: ratings 0).
 */
const BATCH = 20_000;

/** The mark of a generated product: its SKU is `GEN-<n>-<template id>`. */
export const GENERATED_SKU_PREFIX = 'GEN-';

const WORDS = [
  'Organic',
  'Fresh',
  'Classic',
  'Premium',
  'Everyday',
  'Family',
  'Select',
  'Farm',
  'Golden',
  'Natural',
  'Local',
  'Wild',
  'Crisp',
  'Rustic',
  'Urban',
  'Signature',
  'Essential',
  'Harvest',
  'Coastal',
  'Alpine',
];

/** hash(i, salt) in [0, modulus): deterministic, spread, the same on PGlite and PostgreSQL. */
const h = (i: string, salt: number, modulus: number) =>
  sql.raw(`(abs(hashint8(${i}::bigint * 7919 + ${salt})::bigint) % ${modulus})`);

/** Inserts generated products numbered [from, to] (1-based) in one statement; answers how many were written. */
async function insertBatch(database: Database, from: number, to: number): Promise<number> {
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  const factor = (i: string) => sql`(0.8 + ${h(i, 1, 41)} / 100.0)`;
  const code = sql`lpad(g.i::text, 6, '0')`;
  const [row] = await database.rows<{ ids: number[] | null; templates: number[] | null }>(sql`
    with tmpl as (
      select (row_number() over (order by p.id) - 1)::int as n, p.*
      from products p
      where p.status = 'publish' and not p.is_digital and coalesce(p.sku, '') not like 'GEN-%'
    ),
    src as (
      select g.i, ${factor('g.i')} as f,
        (${words})[1 + ${h('g.i', 2, WORDS.length)}] || ' ' || t.name || ' ' || ${code} as new_name,
        ${code} as code, t.*
      from generate_series(${from}::int, ${to}::int) g(i)
      join tmpl t on t.n = g.i % (select count(*) from tmpl)
    ),
    ins as (
      insert into products (slug, name, description, search_text, type_id, shop_id, author_id, manufacturer_id,
        product_type, status, price_cents, sale_price_cents, min_price_cents, max_price_cents, quantity, unit, sku,
        sold_quantity, is_featured, is_digital, is_external, is_taxable, shipping_class_id, image, gallery, video,
        height, length, width, metas, ratings, total_reviews, translations, created_at, updated_at)
      select s.slug || '-' || s.code, s.new_name, s.description,
        lower(s.new_name || coalesce((select string_agg(' ' || (e.v ->> 'name') || ' ' || s.code, '')
          from jsonb_each(s.translations) e(k, v) where e.v ? 'name'), '')),
        s.type_id, s.shop_id, s.author_id, s.manufacturer_id, s.product_type,
        case when ${h('s.i', 3, 100)} < 3 then 'draft' else 'publish' end,
        round(s.price_cents * s.f)::int, round(s.sale_price_cents * s.f)::int,
        round(s.min_price_cents * s.f)::int, round(s.max_price_cents * s.f)::int,
        case when s.product_type = 'variable' then s.quantity else ${h('s.i', 4, 200)}::int end,
        s.unit, ${GENERATED_SKU_PREFIX} || s.i || '-' || s.id, ${h('s.i', 5, 500)}::int,
        ${h('s.i', 6, 1000)} = 0, false, s.is_external, s.is_taxable, s.shipping_class_id, s.image, s.gallery,
        s.video, s.height, s.length, s.width, s.metas, 0, 0,
        coalesce((select jsonb_object_agg(e.k, case when e.v ? 'name'
            then e.v || jsonb_build_object('name', (e.v ->> 'name') || ' ' || s.code) else e.v end)
          from jsonb_each(s.translations) e(k, v)), '{}'::jsonb),
        now() - make_interval(secs => ${h('s.i', 7, 2 * 365 * 86400)}::double precision),
        now() - make_interval(secs => ${h('s.i', 7, 2 * 365 * 86400)}::double precision)
      from src s
      returning id, sku
    ),
    made as (
      select ins.id, split_part(ins.sku, '-', 2)::int as i, split_part(ins.sku, '-', 3)::int as template_id
      from ins
    ),
    tgs as (
      insert into product_tags (product_id, tag_id)
      select m.id, pt.tag_id from made m join product_tags pt on pt.product_id = m.template_id
    ),
    vals as (
      insert into product_attribute_values (product_id, attribute_value_id)
      select m.id, pav.attribute_value_id from made m
      join product_attribute_values pav on pav.product_id = m.template_id
    ),
    opts as (
      insert into variation_options (product_id, title, price_cents, sale_price_cents, quantity, is_disable, sku,
        options, image, is_digital, translations)
      select m.id, v.title, round(v.price_cents * ${factor('m.i')})::int,
        round(v.sale_price_cents * ${factor('m.i')})::int, v.quantity, v.is_disable,
        v.sku || '-' || lpad(m.i::text, 6, '0'), v.options, v.image, false, v.translations
      from made m join variation_options v on v.product_id = m.template_id
    )
    select array_agg(made.id) as ids, array_agg(made.template_id) as templates from made`);
  const ids = row?.ids ?? [];
  // Categories in a statement of their own, after the values: the category facet counts cross a statement's new
  // categories with the values the products already have (migration 0022_category-facets).
  await database.rows(sql`
    insert into product_categories (product_id, category_id)
    select m.id, pc.category_id from unnest(${sql.param(ids)}::int[], ${sql.param(row?.templates ?? [])}::int[]) m(id, template_id)
    join product_categories pc on pc.product_id = m.template_id`);
  return ids.length;
}

/**
 * How many products the embedded database (PGlite) holds in practice: measured loads and what happens past it are
 * in the README ("A catalogue of N products"). Past it the generator refuses unless forced; PostgreSQL has no limit
 * here (1,000,000 load in minutes).
 */
export const PGLITE_PRODUCT_LIMIT = 100_000;

export class CatalogueTooLargeError extends Error {
  override name = 'CatalogueTooLargeError';
}

export interface GenerateOptions {
  database: Database;
  /** The catalogue's size to reach: products are added until there are this many (demo ones included). */
  products: number;
  log?: (line: string) => void;
  /** Grow an embedded database past PGLITE_PRODUCT_LIMIT anyway (slow; see the limit's note). */
  force?: boolean;
}

/** The tables the generator reads and writes, analyzed (or vacuumed and analyzed) for the planner. */
async function analyze(database: Database, command: 'analyze' | 'vacuum (analyze)' = 'analyze') {
  for (const table of [
    'products',
    'product_categories',
    'product_tags',
    'product_attribute_values',
    'variation_options',
    'shops',
    'types',
    'categories',
    'tags',
    // The search postings (migration 0023): read by index-only scans, which read the table too until vacuumed.
    'product_search_postings',
  ]) {
    await database.rows(sql`${sql.raw(command)} ${sql.identifier(table)}`);
  }
}

/** Grows the catalogue to `products` rows; answers how many were added. Vacuums and analyzes what it wrote. */
export async function generateCatalogue({
  database,
  products,
  log = () => {},
  force = false,
}: GenerateOptions): Promise<number> {
  if (database.kind === 'pglite' && products > PGLITE_PRODUCT_LIMIT) {
    const limit = PGLITE_PRODUCT_LIMIT.toLocaleString('en');
    const asked = products.toLocaleString('en');
    const message =
      `the embedded database (PGlite) holds about ${limit} products in practice; ${asked} would load slower and ` +
      'slower in one process whose memory keeps growing, and its lists would be slow to answer. Set DATABASE_URL ' +
      'to a PostgreSQL server for a catalogue this size, or pass --force to try anyway.';
    if (!force) throw new CatalogueTooLargeError(message);
    log(`[catalogue] warning: ${message}`);
  }
  const [state] = await database.rows<{ total: number; generated: number }>(sql`
    select count(*)::int as total, count(*) filter (where sku like 'GEN-%')::int as generated from products`);
  const missing = products - (state?.total ?? 0);
  if (missing <= 0) return 0;
  const start = (state?.generated ?? 0) + 1;
  const started = Date.now();
  // A freshly seeded database has no statistics yet: without them the first batch's joins are planned for empty
  // tables (94 s for 10,000 products instead of 3).
  await analyze(database);
  let written = 0;
  for (let from = start; from < start + missing; from += BATCH) {
    const to = Math.min(from + BATCH - 1, start + missing - 1);
    written += await insertBatch(database, from, to);
    log(
      `[catalogue] ${written.toLocaleString('en')} of ${missing.toLocaleString('en')} products (${((Date.now() - started) / 1000).toFixed(0)} s, ${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB resident)`,
    );
  }
  // Statistics for the planner and the visibility map for index-only scans, as autovacuum would do later.
  await analyze(database, 'vacuum (analyze)');
  return written;
}
