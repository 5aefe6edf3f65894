import { type SQL, sql } from 'drizzle-orm';
import type { SearchTerm } from '@/shared/search-grammar';
import type { Database } from '../../db/client';
import { compileSearch } from '../../query/compile';
import type { ListParams } from '../../query/list-params';
import { rowCount, whereClause } from '../../query/run-list';
import { tr } from '../../query/sql-json';
import { activeCampaign, effectiveSpanCents } from '../flash-sale/flash-sale-price';
import { attributeOfTerm } from './attribute-filter';
import { KEPT_VALUE_GROUPS, keptScope, keptTable, ofTypes, type TypeScope, typesOf } from './kept-counts';
import { searchedText } from './find-products';
import { TOTAL_CAP } from './product-list-page';
import { productResource } from './product-resource';
import { prepareSearch, searchMatches } from './search/search-products';
import { queryWords } from './search/search-words';

/**
 * GET /products/facets (issue 23): how many products of the current result set each filter value would show,
 * for the filter drawer. The request is the list's own (`search`, `searchJoin`, `language`), compiled by the
 * products resource, so a count is the `total` that GET /products answers with that value chosen.
 *
 * Disjunctive: a group's counts (categories, tags, manufacturers, price bands, each attribute) apply every term
 * of the request except that group's own, so a checked value keeps its siblings and their counts. With
 * searchJoin=or (and more than one term) the terms do not narrow each other and every group counts the whole
 * result set.
 *
 * Never counting the whole catalogue; each count is capped like the list's total (`count_exact` false beyond
 * TOTAL_CAP, shown "1000+"):
 * - a set of terms that only picks published products of some types (a type page, /products), within at most one
 *   category (a category page), reads the counts kept per type and value in product_facet_counts, or per category,
 *   type and value in product_category_facet_counts (triggers keep them in the writing transaction; migrations
 *   0020_facets to 0022_category-facets), moving the few products a running flash sale reprices into their
 *   selling price's band; its category, tag, manufacturer and attribute counts and its total are exact,
 *   uncapped, as the list totals that value from the same counts (kept-counts.ts);
 * - a searched name (bare text or `name:`) is matched by the list's own search (search/search-products.ts: words,
 *   stems, typos), and its candidates are counted: a scope's counts are lower bounds when the search capped them;
 * - any other set reads its first TOTAL_CAP + 1 matches (what the list's own count reads); when that is all
 *   there is, every value is counted from them, exactly;
 * - otherwise each value that some product of the request's types has (kept counts) is counted as the list
 *   counts the request with that value added: up to TOTAL_CAP + 1 rows, index-driven. Such a request costs up
 *   to (values) × (TOTAL_CAP + 1) rows: bounded, and the slow case.
 */
export interface Facet {
  slug: string;
  name: string;
  count: number;
  count_exact: boolean;
}
/** A category's facet also names its parent (its slug; null at the top), so the panel can draw the tree. */
export interface CategoryFacet extends Facet {
  parent: string | null;
}
export interface PriceBand {
  min: number;
  max: number;
  count: number;
  count_exact: boolean;
}
export interface AttributeFacet {
  slug: string;
  name: string;
  values: Facet[];
}
export interface ProductFacets {
  total: number;
  total_exact: boolean;
  facets: {
    categories: CategoryFacet[];
    tags: Facet[];
    manufacturers: Facet[];
    price: PriceBand[];
    attributes: AttributeFacet[];
  };
}

/** Price bands in currency units, inclusive at both ends like the list's `min_price:lo,hi` (two decimals). */
export const PRICE_BANDS: readonly (readonly [number, number])[] = [
  [0, 9.99],
  [10, 24.99],
  [25, 49.99],
  [50, 99.99],
  [100, 249.99],
  [250, 499.99],
  [500, 999_999_999],
];

type Dimension = 'categories' | 'tags' | 'manufacturers' | 'price' | 'attributes';
/** A facet group: one of the fixed dimensions, or one attribute (by slug). */
type Group = Exclude<Dimension, 'attributes'> | `attribute:${string}`;

const GROUP_OF_FIELD: Record<string, Group> = {
  'categories.slug': 'categories',
  'tags.slug': 'tags',
  'manufacturer.slug': 'manufacturers',
  min_price: 'price',
  price: 'price',
};

function groupOf(term: SearchTerm): Group | null {
  if (term.field === 'attribute') return `attribute:${attributeOfTerm(term.value)}`;
  return term.field ? (GROUP_OF_FIELD[term.field] ?? null) : null;
}

export interface FacetsRequest {
  database: Database;
  params: ListParams;
  language: string;
  /** Counting stops past this many rows (TOTAL_CAP; tests lower it). */
  totalCap?: number;
  /** Per-value counting's probe budget and least depth (PROBE_BUDGET, MIN_DEPTH; tests lower them). */
  probes?: { budget: number; minDepth: number };
}

const minPrice = effectiveSpanCents('p', 'min_price_cents');
const cents = (units: number) => Math.round(units * 100);
const bandLows = PRICE_BANDS.map(([lo]) => cents(lo));
const bandHighs = PRICE_BANDS.map(([, hi]) => cents(hi));

interface Row {
  /** Attribute slug and name, for attribute values. */
  a_slug?: string;
  a_name?: string;
  slug: string;
  name: string;
  /** A category's parent category (slug; null at the top). */
  parent?: string | null;
  n: number;
  /** Per-value counting: how many of the value's products were read (more than cap: n may be a lower bound). */
  k?: number;
  /** The count is a lower bound whatever n is (a searched name's candidates were capped). */
  lower?: boolean;
  /** An exact count from the kept counts, which the list with this value totals the same way (keptTotal). */
  kept?: boolean;
}

/** One set of terms (the request less some group's own) and the groups counted over it. */
interface Scope {
  where: SQL[];
  /** Common table expressions `where` and `capped` read (a searched name's candidates), declared once. */
  with?: SQL;
  /** A searched name's candidates were capped (a boolean expression): every count is a lower bound. */
  capped?: SQL;
  /** Set when the terms only pick published products of some types: the counts are read from the kept table. */
  types?: TypeScope;
  /** The types the terms keep to (`type.slug`), or every type: values no such product has are not counted. */
  present: TypeScope;
  dimensions: Set<Dimension>;
  /** Attribute values counted here: of these attributes only (own group), or of every attribute except these. */
  attributes: { only: string } | { except: string[] };
}

export async function findProductFacets(request: FacetsRequest): Promise<ProductFacets> {
  const { database, params, language } = request;
  const cap = request.totalCap ?? TOTAL_CAP;
  const ctx = { language };
  const resource = productResource;
  // Validates the whole request (unknown fields, bad values) exactly as the list does.
  compileSearch(resource, params, ctx);
  // A searched name is matched as the list's search matches it (words, stems, typos: searchProducts), not as a
  // plain filter: each scope counts the search's candidates among the products its other terms keep.
  const searched = searchedText(params);
  const prepared = searched
    ? await prepareSearch(database, searched.text, queryWords(searched.text), language)
    : undefined;
  const terms = searched ? searched.rest.search : params.search;
  const base = resource.baseWhere?.(ctx);
  /**
   * The products a set of terms keeps: the base (published) and the terms' conditions, and, with a searched name,
   * what the search finds among them (its candidates read once per statement). The search reads at most TIER_CAP
   * products per way of matching: past that its counts are lower bounds (`capped`).
   */
  const matching = (search: SearchTerm[]): Pick<Scope, 'where' | 'with' | 'capped'> => {
    const others = [compileSearch(resource, { ...params, search }, ctx)].filter((c): c is SQL => c !== undefined);
    const where = [...(base ? [base] : []), ...others];
    if (!prepared) return { where };
    const found = searchMatches(prepared, others);
    return { where: [...where, sql`p.id in (${found.ids})`], with: found.with, capped: found.capped };
  };
  const disjunctive = params.searchJoin === 'and' || params.search.length <= 1;
  const groups = terms.map((term) => (disjunctive ? groupOf(term) : null));
  const filtered = new Set(groups.filter((g): g is Group => g !== null));
  const filteredAttributes = [...filtered].filter((g) => g.startsWith('attribute:')).map((g) => g.slice(10));
  const remaining = (group: Group) => terms.filter((_, i) => groups[i] !== group);
  const kept = (t: SearchTerm[]) =>
    !prepared && (disjunctive || t.length <= 1) ? keptScope(t, params.searchFields) : undefined;

  // The full request counts the total and every group that has no term of its own.
  const shared: Scope = {
    ...matching(terms),
    types: kept(terms),
    present: typesOf(terms, params.searchFields, disjunctive),
    dimensions: new Set<Dimension>(['attributes']),
    attributes: { except: filteredAttributes },
  };
  const scopes: Scope[] = [shared];
  for (const dimension of ['categories', 'tags', 'manufacturers', 'price'] as const) {
    if (filtered.has(dimension)) {
      scopes.push({
        ...matching(remaining(dimension)),
        types: kept(remaining(dimension)),
        present: typesOf(remaining(dimension), params.searchFields, disjunctive),
        dimensions: new Set([dimension]),
        attributes: { except: [] },
      });
    } else shared.dimensions.add(dimension);
  }
  for (const attribute of filteredAttributes) {
    scopes.push({
      ...matching(remaining(`attribute:${attribute}`)),
      types: kept(remaining(`attribute:${attribute}`)),
      present: typesOf(remaining(`attribute:${attribute}`), params.searchFields, disjunctive),
      dimensions: new Set(['attributes']),
      attributes: { only: attribute },
    });
  }

  const probes = request.probes ?? { budget: PROBE_BUDGET, minDepth: MIN_DEPTH };
  const counted = await Promise.all(scopes.map((scope) => countScope(database, scope, { cap, language, probes })));

  const out: ProductFacets = {
    total: 0,
    total_exact: true,
    facets: { categories: [], tags: [], manufacturers: [], price: [], attributes: [] },
  };
  const exact = (r: Row) => r.kept || (!r.lower && r.n <= cap && (r.k === undefined || r.k <= cap));
  const facet = (r: Row): Facet => ({
    slug: r.slug,
    name: r.name,
    count: r.kept ? r.n : Math.min(r.n, cap + 1),
    count_exact: exact(r),
    ...(r.parent !== undefined ? { parent: r.parent } : {}),
  });
  const ordered = (rows: Row[]) =>
    rows
      .filter((r) => r.n > 0)
      .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug))
      .map(facet);
  const attributes = new Map<string, AttributeFacet>();
  counted.forEach((result, i) => {
    const scope = scopes[i]!;
    // Kept counts are exact, and so is the total the list reads from them (keptTotal) for one such value.
    if (i === 0) {
      out.total = result.kept ? result.n : Math.min(result.n, cap + 1);
      out.total_exact = result.kept || (result.n <= cap && !result.capped);
    }
    for (const dimension of scope.dimensions) {
      const kept = result.kept && (KEPT_VALUE_GROUPS as readonly string[]).includes(dimension);
      const rows = (result.rows[dimension] ?? []).map((r) =>
        result.capped ? { ...r, lower: true } : kept ? { ...r, kept: true } : r,
      );
      if (dimension === 'price') {
        out.facets.price = PRICE_BANDS.map(([min, max], band) => {
          const row = rows.find((r) => Number(r.slug) === band) ?? { slug: '', name: '', n: 0 };
          return { min, max, count: Math.min(row.n, cap + 1), count_exact: exact(row) };
        }).filter((b) => b.count > 0);
      } else if (dimension === 'attributes') {
        for (const r of rows) {
          const entry = attributes.get(r.a_slug!) ?? { slug: r.a_slug!, name: r.a_name!, values: [] };
          attributes.set(r.a_slug!, entry);
          (entry.values as unknown as Row[]).push(r);
        }
      } else if (dimension === 'categories') out.facets.categories = ordered(rows) as CategoryFacet[];
      else out.facets[dimension] = ordered(rows);
    }
  });
  out.facets.attributes = [...attributes.values()]
    .map((a) => ({ ...a, values: ordered(a.values as unknown as Row[]) }))
    .filter((a) => a.values.length > 0)
    .sort((a, b) => a.slug.localeCompare(b.slug));
  return out;
}

interface CountOptions {
  cap: number;
  language: string;
  probes: { budget: number; minDepth: number };
  /** Products read per value when each value is counted on its own (cap + 1 unless the probe budget is short). */
  depth?: number;
}

/**
 * Index probes one large set's per-value counting may spend (values × products read per value). Past it each value
 * reads fewer products (not under MIN_DEPTH): its count is then exact below that depth and a lower bound at it
 * ("100+"), instead of some 60 values × 1,001 probes (seconds at a million products).
 */
const PROBE_BUDGET = 6_000;
const MIN_DEPTH = 101;

/** How many values a scope's per-value counting would probe: those the kept counts have for its types. */
async function valuesToProbe(database: Database, scope: Scope, dimensions: Dimension[]): Promise<number> {
  const facets = dimensions.map(
    (d) =>
      ({
        categories: 'category',
        tags: 'tag',
        manufacturers: 'manufacturer',
        price: 'price_band',
        attributes: 'attribute_value',
      })[d],
  );
  const [row] = await database.rows<{ n: number }>(sql`
    select count(distinct (f.facet, f.value_id))::int as n from product_facet_counts f
    where f.facet = any(${sql.param(facets)}::text[]) and f.products > 0 and ${ofTypes(scope.present, 'f')}`);
  return Number(row?.n ?? 0);
}

interface ScopeCount {
  /** Matches of the scope's terms, up to cap + 1 (all of them when kept). */
  n: number;
  /** Read from the kept counts: exact. */
  kept?: boolean;
  /** The counts are lower bounds (a searched name's candidates were capped). */
  capped?: boolean;
  rows: Partial<Record<Dimension, Row[]>>;
}

function attributeFilter(scope: Scope): SQL {
  return 'only' in scope.attributes
    ? sql`a.slug = ${scope.attributes.only}::text`
    : sql`not (a.slug = any(${sql.param(scope.attributes.except)}::text[]))`;
}

/** The parent of category `c`, by slug (null for a top-level category). */
const parentSlug = sql`(select cp.slug from categories cp where cp.id = c.parent_id)`;

/** Counts from the sample `m` (every match, when there are at most cap). */
function sampleCounts(dimension: Dimension, scope: Scope, language: string): SQL {
  switch (dimension) {
    case 'categories':
      return sql`select c.slug, ${tr('c', 'name', language)} as name, ${parentSlug} as parent, count(*)::int as n
        from m join product_categories pc on pc.product_id = m.id join categories c on c.id = pc.category_id
        group by c.id`;
    case 'tags':
      return sql`select tg.slug, ${tr('tg', 'name', language)} as name, count(*)::int as n
        from m join product_tags pt on pt.product_id = m.id join tags tg on tg.id = pt.tag_id group by tg.id`;
    case 'manufacturers':
      return sql`select mf.slug, ${tr('mf', 'name', language)} as name, count(*)::int as n
        from m join manufacturers mf on mf.id = m.manufacturer_id group by mf.id`;
    case 'price':
      return sql`select (b.band - 1)::text as slug, '' as name, count(m.id)::int as n
        from unnest(${sql.param(bandLows)}::int[], ${sql.param(bandHighs)}::bigint[]) with ordinality b(lo, hi, band)
        join m on m.price between b.lo and b.hi group by b.band`;
    case 'attributes':
      return sql`select a.slug as a_slug, ${tr('a', 'name', language)} as a_name, av.slug,
          ${tr('av', 'value', language)} as name, count(*)::int as n
        from m join product_attribute_values pav on pav.product_id = m.id
        join attribute_values av on av.id = pav.attribute_value_id join attributes a on a.id = av.attribute_id
        where ${attributeFilter(scope)} group by a.id, av.id`;
  }
}

/** Each value counted on its own, as the list counts that value's request: at most cap + 1 rows. */
function valueCounts(dimension: Dimension, scope: Scope, options: CountOptions): SQL {
  const { cap, language } = options;
  const depth = options.depth ?? cap + 1;
  // The value's first `depth` (cap + 1) products (from its own index) are checked against the scope's terms: k of
  // them were read, n match. k < depth: that was all of them, n is exact. Else n = cap + 1 reads "1000+" as the
  // list does, and a smaller n is a lower bound ("at least n").
  const checked = (candidates: SQL, condition?: SQL) => sql`cross join lateral (
    select count(*)::int as k, (count(*) filter (where x.ok))::int as n from (
      select exists (select 1 from ${productResource.from}
        ${whereClause([sql`p.id = cand.id`, condition, ...scope.where])}) as ok
      from (${candidates} limit ${rowCount(depth)}) cand) x) cnt`;
  // A value no published product of the scope's types has (kept counts) is not counted: it has none here either.
  const present = (facet: string, id: SQL) => sql`where exists (select 1 from product_facet_counts f
    where f.facet = ${facet}::text and f.value_id = ${id} and f.products > 0 and ${ofTypes(scope.present, 'f')})`;
  const inCampaign = (alias: string) => sql`exists (select 1 from flash_sale_products fsp
    join flash_sales fs on fs.id = fsp.flash_sale_id where fsp.product_id = ${sql.raw(alias)}.id and ${activeCampaign})`;
  switch (dimension) {
    case 'categories':
      return sql`select c.slug, ${tr('c', 'name', language)} as name, ${parentSlug} as parent, cnt.n, cnt.k
        from categories c
        ${checked(sql`select pc.product_id as id from product_categories pc where pc.category_id = c.id`)}
        ${present('category', sql`c.id`)}`;
    case 'tags':
      return sql`select tg.slug, ${tr('tg', 'name', language)} as name, cnt.n, cnt.k from tags tg
        ${checked(sql`select pt.product_id as id from product_tags pt where pt.tag_id = tg.id`)}
        ${present('tag', sql`tg.id`)}`;
    case 'manufacturers':
      return sql`select mf.slug, ${tr('mf', 'name', language)} as name, cnt.n, cnt.k from manufacturers mf
        ${checked(sql`select p2.id from products p2 where p2.manufacturer_id = mf.id`)}
        ${present('manufacturer', sql`mf.id`)}`;
    case 'price':
      // Stored prices in the band (its index), and the few products a running flash sale reprices.
      return sql`select (b.band - 1)::text as slug, '' as name, cnt.n, cnt.k
        from unnest(${sql.param(bandLows)}::int[], ${sql.param(bandHighs)}::bigint[]) with ordinality b(lo, hi, band)
        ${checked(
          sql`(select fsp.product_id as id from flash_sale_products fsp join flash_sales fs on fs.id = fsp.flash_sale_id
            where ${activeCampaign} group by fsp.product_id)
            union all (select p2.id from products p2 where p2.status = 'publish'
              and p2.min_price_cents between b.lo and b.hi and not ${inCampaign('p2')})`,
          sql`${minPrice} between b.lo and b.hi`,
        )}`;
    case 'attributes':
      return sql`select a.slug as a_slug, ${tr('a', 'name', language)} as a_name, av.slug,
          ${tr('av', 'value', language)} as name, cnt.n, cnt.k
        from attribute_values av join attributes a on a.id = av.attribute_id
        ${checked(sql`select pav.product_id as id from product_attribute_values pav where pav.attribute_value_id = av.id`)}
        ${present('attribute_value', sql`av.id`)} and ${attributeFilter(scope)}`;
  }
}

/** A set of terms with at most SAMPLE × cap matches is counted from its matches, read at once. */
const SAMPLE = 4;

const asJson = (rows: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${rows}) r)`;

const FACET_OF: Record<Exclude<Dimension, 'price' | 'attributes'>, [facet: string, table: string, alias: string]> = {
  categories: ['category', 'categories', 'c'],
  tags: ['tag', 'tags', 'tg'],
  manufacturers: ['manufacturer', 'manufacturers', 'mf'],
};

function keptCounts(dimension: Dimension, scope: Scope, types: TypeScope, language: string): SQL {
  if (dimension === 'price') {
    return sql`select f.value_id::text as slug, '' as name, sum(f.products)::int as n from ${keptTable(types, 'f')}
      where f.facet = 'price_band' and ${ofTypes(types, 'f')} group by f.value_id`;
  }
  if (dimension === 'attributes') {
    return sql`select a.slug as a_slug, ${tr('a', 'name', language)} as a_name, av.slug,
        ${tr('av', 'value', language)} as name, sum(f.products)::int as n
      from ${keptTable(types, 'f')} join attribute_values av on av.id = f.value_id join attributes a on a.id = av.attribute_id
      where f.facet = 'attribute_value' and ${ofTypes(types, 'f')} and ${attributeFilter(scope)} group by a.id, av.id`;
  }
  const [facet, table, alias] = FACET_OF[dimension];
  const parent = dimension === 'categories' ? sql`${parentSlug} as parent, ` : sql``;
  return sql`select ${sql.raw(alias)}.slug, ${tr(alias, 'name', language)} as name, ${parent}sum(f.products)::int as n
    from ${keptTable(types, 'f')} join ${sql.raw(table)} ${sql.raw(alias)} on ${sql.raw(alias)}.id = f.value_id
    where f.facet = ${facet}::text and ${ofTypes(types, 'f')} group by ${sql.raw(alias)}.id`;
}

/**
 * The kept price bands are of the stored price; products a running flash sale lowers into another band (few)
 * are moved to the band of their selling price, as the list's price filter sees them.
 */
function campaignMoves(types: TypeScope): SQL {
  const inCategory =
    types.category === undefined
      ? sql`true`
      : sql`exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = p.id and c.slug = ${types.category}::text)`;
  return sql`select product_price_band(p.min_price_cents) as from_band, product_price_band((${minPrice})::int) as to_band
    from products p join shops s on s.id = p.shop_id and s.is_active
    where p.status = 'publish' and ${ofTypes({ slugs: types.slugs }, 'p')} and ${inCategory}
      and p.id in (select fsp.product_id from flash_sale_products fsp
      join flash_sales fs on fs.id = fsp.flash_sale_id where ${activeCampaign})`;
}

/** `with …` for a scope's common table expressions (nothing without). */
const withClause = (scope: Scope, more?: SQL): SQL => {
  const parts = [scope.with, more].filter((p): p is SQL => p !== undefined);
  return parts.length ? sql`with ${sql.join(parts, sql`, `)} ` : sql``;
};

/** One statement: every dimension's rows as a JSON object keyed by dimension, plus `extra` pairs. */
async function readJson(database: Database, parts: [string, SQL][], scope?: Scope): Promise<Record<string, unknown>> {
  const pairs = parts.map(([key, rows]) => sql`${key}::text, ${rows}`);
  const [row] = await database.rows<{ j: string }>(
    sql`${scope ? withClause(scope) : sql``}select json_build_object(${sql.join(pairs, sql`, `)})::text as j`,
  );
  return JSON.parse(row!.j) as Record<string, unknown>;
}

const numbered = (rows: unknown): Row[] =>
  ((rows ?? []) as Row[]).map((r) => ({ ...r, n: Number(r.n), k: r.k === undefined ? undefined : Number(r.k) }));

async function countScope(database: Database, scope: Scope, options: CountOptions): Promise<ScopeCount> {
  const { cap, language } = options;
  const dimensions = [...scope.dimensions];
  // Counts within a category have none of categories themselves.
  const types = scope.types?.category !== undefined && scope.dimensions.has('categories') ? undefined : scope.types;
  if (types) {
    // Every counted product has one price band: their sum is the scope's product count.
    const found = await readJson(database, [
      [
        'n',
        sql`(select coalesce(sum(f.products), 0)::int from ${keptTable(types, 'f')}
          where f.facet = 'price_band' and ${ofTypes(types, 'f')})`,
      ],
      ...dimensions.map((d): [string, SQL] => [d, asJson(keptCounts(d, scope, types, language))]),
      ...(scope.dimensions.has('price') ? [['moves', asJson(campaignMoves(types))] as [string, SQL]] : []),
    ]);
    const rows: ScopeCount['rows'] = {};
    for (const d of dimensions) rows[d] = numbered(found[d]);
    if (rows.price) {
      const bands = new Map(rows.price.map((r) => [Number(r.slug), r.n]));
      for (const { from_band: from, to_band: to } of found.moves as { from_band: number; to_band: number }[]) {
        if (from === to) continue;
        bands.set(from, (bands.get(from) ?? 0) - 1);
        bands.set(to, (bands.get(to) ?? 0) + 1);
      }
      rows.price = [...bands].map(([band, n]) => ({ slug: String(band), name: '', n }));
    }
    return { n: Number(found.n ?? 0), kept: true, rows };
  }
  const pairs = dimensions.map((d) => sql`${d}::text, ${asJson(sampleCounts(d, scope, language))}`);
  const matches = sql`m as materialized (
      select p.id, p.manufacturer_id, ${minPrice} as price from ${productResource.from}
      ${whereClause(scope.where)} limit ${rowCount(SAMPLE * cap + 1)})`;
  const [sample] = await database.rows<{ n: number; counts: string | null; capped: boolean }>(sql`
    ${withClause(scope, matches)}
    select (select count(*)::int from m) as n, ${scope.capped ?? sql`false`} as capped,
      case when (select count(*) from m) <= ${SAMPLE * cap} then json_build_object(${sql.join(pairs, sql`, `)})::text end as counts`);
  const n = Number(sample?.n ?? 0);
  if (sample?.counts) return { n, capped: sample.capped, rows: JSON.parse(sample.counts) as ScopeCount['rows'] };
  // More than SAMPLE × cap matches: each value is counted on its own, capped, within the probe budget.
  const values = await valuesToProbe(database, scope, dimensions);
  const { budget, minDepth } = options.probes;
  const depth = Math.min(cap + 1, Math.max(minDepth, Math.floor(budget / Math.max(values, 1))));
  const found = await readJson(
    database,
    dimensions.map((d): [string, SQL] => [d, asJson(valueCounts(d, scope, { ...options, depth }))]),
    scope,
  );
  const rows: ScopeCount['rows'] = {};
  // A value whose read stopped at the depth has at least n products: a lower bound (also when n is below the cap).
  for (const d of dimensions)
    rows[d] = numbered(found[d]).map((r) => (r.k !== undefined && r.k >= depth ? { ...r, lower: true } : r));
  return { n, rows };
}
