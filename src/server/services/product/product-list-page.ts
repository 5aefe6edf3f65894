import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { compileProjection, compileSearch } from '../../query/compile';
import { envelopeMeta } from '../../query/envelope';
import type { ListParams } from '../../query/list-params';
import type { QueryContext } from '../../query/resource';
import { pageSize, rowCount, whereClause } from '../../query/run-list';
import { jsonObject } from '../../query/sql-json';
import { activeCampaign } from '../flash-sale/flash-sale-price';
import { keptTotal } from './kept-counts';
import { decodeCursor, encodeCursor, type ProductCursor } from './product-cursor';
import { inActiveShop, productResource } from './product-resource';

/**
 * GET /products without counting or ranking the whole set (STYLE habit 11, issue 23):
 * - a page is read from an index in its sort order, after the previous page's last row when a cursor is given
 *   (keyset), so a deep page costs what a first page costs; a bare `page=N` still works (CONTRACT §3) by skipping
 *   the rows before it;
 * - a list the kept facet counts total (published products of some types, within at most one category, with at
 *   most one more category, tag, manufacturer or attribute value: home, type, category and tag pages;
 *   kept-counts.ts) reads its exact `total` from them in the same statement;
 * - otherwise the same index scan reads the ids of AHEAD_PAGES pages from the page's start: when the list ends
 *   within them, `total` is exact without counting. Otherwise the list is counted up to TOTAL_CAP rows (`limit`,
 *   never the whole set): `total` is exact up to TOTAL_CAP and a lower bound beyond (`total_exact: false`, "1000+").
 *   `last_page` follows from it and lies past `current_page` exactly while another page exists, so the shop's
 *   infinite lists (`last_page !== current_page`) page on to the end;
 * - the selling-price sorts, whose key a running flash sale may lower, read the stored span from its index for
 *   products in no running campaign and merge the (few) campaign products with their effective price.
 */
export const AHEAD_PAGES = 2;
export const TOTAL_CAP = 1_000;

export interface ProductPageRequest {
  database: Database;
  params: ListParams;
  language: string;
  url: URL;
  /** A cursor from a previous page's `next_cursor` / `next_page_url`. */
  cursor?: string;
  where?: (SQL | undefined)[];
  /** Counting stops past this many rows (TOTAL_CAP; tests lower it). */
  totalCap?: number;
}

interface SortPlan {
  column: string;
  direction: 'asc' | 'desc';
  /** The wire order's key (resource.sortable): never null for products, so plain asc/desc matches nulls last. */
  key: SQL;
  /** For selling-price sorts: the stored column, equal to `key` for products in no running campaign. */
  stored?: SQL;
}

const STORED_PRICE: Record<string, SQL> = {
  price: sql`p.min_price_cents`,
  min_price: sql`p.min_price_cents`,
  max_price: sql`p.max_price_cents`,
  // The sale_price key of a product in no running campaign, spelled as products_status_sale_price_idx spells it.
  sale_price: sql`(coalesce(case when p.sale_price_cents > 0 then p.sale_price_cents end, p.min_price_cents))`,
};

/**
 * Link tables whose (link id, product_id) index lists one category's / tag's products: a list narrowed to one of
 * them is counted from that index (its products looked up by primary key) instead of walking the catalogue
 * until enough of them turn up. The filter itself stays in WHERE, so the rows are the same.
 */
const LINKS: Record<string, (slug: string) => SQL> = {
  'categories.slug': (slug) => sql`select pc.product_id from product_categories pc
    where pc.category_id = (select c.id from categories c where c.slug = ${slug})`,
  'tags.slug': (slug) => sql`select pt.product_id from product_tags pt
    where pt.tag_id = (select tg.id from tags tg where tg.slug = ${slug})`,
};

/**
 * The product ids of the one category or tag every row of the list must be in, if the list names one, and the
 * list's other terms (the link's own term is then implied by reading its ids).
 */
function linkDriver(params: ListParams): { ids: SQL; rest: ListParams; field: string; slug: string } | undefined {
  if (params.searchJoin !== 'and' && params.search.length > 1) return undefined;
  for (const term of params.search) {
    const link = term.field ? LINKS[term.field] : undefined;
    const slug = term.value.trim();
    if (link && slug && !slug.includes(',') && (params.searchFields[term.field!] ?? 'in') !== 'like') {
      const rest = { ...params, search: params.search.filter((t) => t !== term) };
      return { ids: link(slug), rest, field: term.field!, slug };
    }
  }
  return undefined;
}

/**
 * A product of the link's ids is on the list: one probe of products_status_id_cover_idx per id, with no table
 * row read. It says what the list's FROM says (an active shop; the type always exists: type_id is a not-null
 * foreign key) without joining: the active shops are read once per statement.
 */
function listedFromLink(driver: { ids: SQL; rest: ListParams }, request: ProductPageRequest, ctx: QueryContext): SQL {
  const where = [
    productResource.baseWhere?.(ctx),
    compileSearch(productResource, driver.rest, ctx),
    ...(request.where ?? []),
    sql`p.id = d.product_id`,
    inActiveShop(sql`p.shop_id`),
  ];
  return sql`select 1 from (${driver.ids}) d cross join lateral (select 1 from products p ${whereClause(where)}) x`;
}

function sortPlan(params: ListParams): SortPlan {
  const resource = productResource;
  const column = params.orderBy ?? resource.defaultSort.column;
  const key = resource.sortable[column];
  if (!key) {
    const message = `Cannot sort products by "${column}". Sortable columns: ${Object.keys(resource.sortable).join(', ')}.`;
    throw new AppError('INVALID_QUERY', message, { errors: { orderBy: [message] } });
  }
  const direction = params.sortedBy ?? (params.orderBy ? 'asc' : resource.defaultSort.direction);
  return { column, direction, key, stored: STORED_PRICE[column] };
}

/** The product is in a running flash-sale campaign (its selling price may be below the stored span). */
const inRunningCampaign = sql`exists (select 1 from flash_sale_products fsp join flash_sales fs
  on fs.id = fsp.flash_sale_id where fsp.product_id = p.id and ${activeCampaign})`;

/**
 * The category a list sorted by created_at is narrowed to, if one: its page is read from the category's own links
 * in created_at order (product_categories_category_created_idx), a range as long as the page, instead of walking
 * the whole catalogue's newest products until enough of them are in the category.
 */
function categoryWalk(params: ListParams, plan: SortPlan): SQL | undefined {
  if (plan.column !== 'created_at' || plan.stored) return undefined;
  const driver = linkDriver(params);
  if (driver?.field !== 'categories.slug') return undefined;
  return sql`(select c.id from categories c where c.slug = ${driver.slug})`;
}

/** Ids and sort keys of one page (+1 row), in order. */
function pageIds(
  plan: SortPlan,
  where: SQL[],
  cursor: ProductCursor | null,
  take: number,
  skip: number,
  category?: SQL,
): SQL {
  const dir = sql.raw(plan.direction);
  if (category) {
    const key = sql`pc.product_created_at`;
    const after = cursor
      ? plan.direction === 'desc'
        ? sql`(${key}, pc.product_id) < (${cursor.key}, ${cursor.id}::int)`
        : sql`(${key}, pc.product_id) > (${cursor.key}, ${cursor.id}::int)`
      : undefined;
    return sql`select p.id, ${key} as sort_key from ${productResource.from}
      join product_categories pc on pc.product_id = p.id
      ${whereClause([sql`pc.category_id = ${category}`, ...where, after])}
      order by ${key} ${dir}, pc.product_id ${dir} limit ${rowCount(take + skip)} offset ${rowCount(skip)}`;
  }
  const after = (key: SQL) =>
    cursor
      ? plan.direction === 'desc'
        ? sql`(${key}, p.id) < (${cursor.key}, ${cursor.id}::int)`
        : sql`(${key}, p.id) > (${cursor.key}, ${cursor.id}::int)`
      : undefined;
  const branch = (key: SQL, extra: SQL | undefined, limit: number) => sql`
    select p.id, ${key} as sort_key from ${productResource.from}
    ${whereClause([...where, extra, after(key)])}
    order by ${key} ${dir}, p.id ${dir} limit ${rowCount(limit)}`;
  if (!plan.stored) return sql`${branch(plan.key, undefined, take + skip)} offset ${rowCount(skip)}`;
  return sql`select u.id, u.sort_key from (
      (${branch(plan.stored, sql`not ${inRunningCampaign}`, take + skip)})
      union all
      (${branch(plan.key, inRunningCampaign, take + skip)})
    ) u order by u.sort_key ${dir}, u.id ${dir} limit ${rowCount(take)} offset ${rowCount(skip)}`;
}

/** One page of products as the helper envelope (CONTRACT §2) plus `next_cursor` and `total_exact`. */
export async function findProductPage(request: ProductPageRequest): Promise<string> {
  const { database, params } = request;
  const resource = productResource;
  const ctx = { language: request.language };
  const plan = sortPlan(params);
  const order = `${plan.column}:${plan.direction}`;
  const cursor = request.cursor ? decodeCursor(request.cursor, order) : null;
  const page = cursor ? cursor.page + 1 : params.page;
  if (cursor && params.page !== 1 && params.page !== page) {
    const message = `page ${params.page} does not follow the cursor, which starts page ${page}.`;
    throw new AppError('INVALID_QUERY', message, { errors: { page: [message] } });
  }
  const limit = pageSize(resource, params.limit);
  const where = [resource.baseWhere?.(ctx), compileSearch(resource, params, ctx), ...(request.where ?? [])].filter(
    (c): c is SQL => c !== undefined,
  );
  const projection = jsonObject(compileProjection(resource, params, ctx));
  const dir = sql.raw(plan.direction);
  const before = (page - 1) * limit;
  // A list of published products of some types, at most one category, tag, manufacturer or attribute value, is
  // totalled exactly from the kept counts in the same statement (and reads one row past the page, not two pages,
  // to know whether another page follows); any other list is counted below (capped).
  const kept = (request.where ?? []).some(Boolean) ? undefined : keptTotal(params);
  const rows = await readRows(
    database,
    cursor !== null,
    sql`
    with ids as (${pageIds(plan, where, cursor, kept ? limit + 1 : limit * AHEAD_PAGES + 1, cursor ? 0 : before, categoryWalk(params, plan))}),
    _page as (
      select ids.id, ids.sort_key, row_number() over (order by ids.sort_key ${dir}, ids.id ${dir}) as n
      from ids order by ids.sort_key ${dir}, ids.id ${dir} limit ${rowCount(limit)}
    )
    select (select count(*) from ids)::int as ahead, ${kept ?? sql`null::int`} as kept, _page.id,
      _page.sort_key::text as k, ${projection}::text as row
    from _page join ${resource.from} on p.id = _page.id
    order by _page.n`,
  );

  const ahead = rows[0]?.ahead ?? 0;
  const hasMore = ahead > limit;
  const shown = rows;
  const cap = request.totalCap ?? TOTAL_CAP;
  const keptCount = rows[0]?.kept ?? null;
  let total = keptCount ?? before + ahead;
  let exact = keptCount !== null || (ahead <= limit * AHEAD_PAGES && (ahead > 0 || page === 1));
  if (!exact && total <= cap) {
    // The list goes on (or this page number is past its end): count it, stopping after `cap` + 1 rows; a list
    // of one category or tag is counted from that link's index (a nested loop per id, never a catalogue scan).
    const driver = linkDriver(params);
    const counted = driver
      ? listedFromLink(driver, request, ctx)
      : sql`select 1 from ${resource.from} ${whereClause(where)}`;
    const [found] = await database.rows<{ n: number }>(sql`
      select count(*)::int as n from (${counted} limit ${cap + 1}) c`);
    const n = found?.n ?? 0;
    exact = n <= cap;
    total = exact ? n : Math.max(cap + 1, total);
  }
  const last = shown[shown.length - 1];
  const nextCursor = hasMore && last ? encodeCursor({ page, key: last.k, id: Number(last.id), order }) : null;
  const meta = envelopeMeta(resource.envelope, {
    total,
    page,
    perPage: limit,
    count: shown.length,
    url: withoutCursor(request.url),
  });
  if (nextCursor) {
    const next = new URL(String(meta.next_page_url));
    next.searchParams.set('cursor', nextCursor);
    meta.next_page_url = next.toString();
  }
  meta.next_cursor = nextCursor;
  meta.total_exact = exact;
  const json = JSON.stringify(meta);
  return `{"data":[${shown.map((r) => r.row).join(',')}],${json.slice(1)}`;
}

type PageRow = { ahead: number; kept: number | null; id: number; k: string; row: string };

/** SQLSTATE class 22 (data exception): a cursor's key that its column's type cannot read. */
function isDataException(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}

/** Runs the page query; a cursor whose key its column cannot read answers 400 like any other bad cursor. */
async function readRows(database: Database, withCursor: boolean, query: SQL): Promise<PageRow[]> {
  try {
    return await database.rows<PageRow>(query);
  } catch (err) {
    if (withCursor && isDataException(err)) {
      const message = 'cursor is not one this API gave out (take it from next_page_url or next_cursor).';
      throw new AppError('INVALID_QUERY', message, { errors: { cursor: [message] } });
    }
    throw err;
  }
}

function withoutCursor(url: URL): URL {
  const copy = new URL(url.toString());
  copy.searchParams.delete('cursor');
  return copy;
}
