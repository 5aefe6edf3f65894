import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { compileProjection, compileSearch, escapeLike } from '../../../query/compile';
import { envelopeMeta } from '../../../query/envelope';
import type { ListParams } from '../../../query/list-params';
import { pageSize, rowCount, whereClause } from '../../../query/run-list';
import { jsonObject } from '../../../query/sql-json';
import { productResource } from '../product-resource';
import { allowedEdits } from './edit-distance';
import { knownWords, nearestWords, normalisePhrase, queryWords, searchConfig } from './search-words';

/**
 * Each way of matching reads at most this many products; ranking and paging happen among them, so a search costs
 * the same on 10 thousand products as on a million (STYLE habit 11). `total` is then a lower bound.
 */
export const TIER_CAP = 200;

export interface SearchRequest {
  database: Database;
  /** The list parameters without the searched text (other filters, sort, paging, relations). */
  params: ListParams;
  /** What the shopper typed. */
  text: string;
  language: string;
  url: URL;
  where?: (SQL | undefined)[];
}

/** A tsquery text of words (letters and digits only, see queryWords) with alternatives per word. */
function tsqueryText(alternatives: string[][], prefixLast: boolean): string {
  return alternatives
    .map((words, i) => {
      const last = i === alternatives.length - 1 && prefixLast;
      const terms = words.map((w, j) => `'${w}'${last && j === 0 ? ':*' : ''}`);
      return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0]!;
    })
    .join(' & ');
}

/** Matches `text` as stems of the shopper's language or as plain words of any language. */
function tsquery(config: string, text: string): SQL {
  return sql`(to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text}::text) || to_tsquery('simple', ${text}::text))`;
}

interface Ranked {
  total: number;
  capped: boolean;
  rows: { row: string }[];
}

/** A searched text made ready to match: its phrase, and its words as stems and with their corrections. */
export interface PreparedSearch {
  phrase: string;
  /** Every word as a stem or a plain word (rank 2). */
  stems: SQL;
  /** Every word, or one of its corrections (the widest match). */
  everything: SQL;
}

/** Looks up the words' corrections once (two small index reads on search_words). `text` is what was typed. */
export async function prepareSearch(
  database: Database,
  text: string,
  words: string[],
  language: string,
): Promise<PreparedSearch> {
  const known = await knownWords(database, words);
  const corrections = await nearestWords(
    database,
    words.filter((w) => !known.has(w)),
  );
  // The last word is also read as a beginning (search as you type), unless it is a whole stored word already:
  // its stems match it, and a prefix read costs twice the index work of a word's (1.5 → 3 ms at 3,700 matches).
  const last = words[words.length - 1]!;
  const prefixLast = [...last].length >= 3 && !known.has(last);
  const config = searchConfig(language);
  return {
    phrase: normalisePhrase(text),
    stems: tsquery(
      config,
      tsqueryText(
        words.map((w) => [w]),
        prefixLast,
      ),
    ),
    everything: tsquery(
      config,
      tsqueryText(
        words.map((w) => [w, ...(corrections.get(w) ?? []).slice(0, 3)]),
        prefixLast,
      ),
    ),
  };
}

/**
 * The candidates of a search among the products `where` keeps: four bounded index reads (TIER_CAP each), as
 * `with` queries `by_words` and `u` (tier, id). The list ranks and pages them; the facets count them, so a
 * searched list and its filter counts see the same products.
 */
export function searchCandidates(search: PreparedSearch, where: (SQL | undefined)[]): SQL {
  const resource = productResource;
  const lowerName = sql`lower(p.name)`;
  const prefix = `${escapeLike(search.phrase)}%`;
  const contains = `%${escapeLike(search.phrase)}%`;
  const tier = (n: number, condition: SQL) =>
    sql`select ${n} as tier, p.id from ${resource.from} ${whereClause([...where, condition])} limit ${rowCount(TIER_CAP)}`;
  return sql`by_words as materialized (${tier(3, sql`p.search_vector @@ ${search.everything}`)}),
    u as (
      (${tier(0, sql`${lowerName} = ${search.phrase}::text`)})
      union all
      (${tier(1, sql`${lowerName} ~>=~ ${search.phrase}::text and ${lowerName} ~<~ (${search.phrase}::text || chr(1114111)) and ${lowerName} like ${prefix}::text`)})
      union all
      (${tier(2, sql`p.search_text like ${contains}::text and (select count(*) from by_words) < ${TIER_CAP}`)})
      union all
      (select * from by_words)
    )`;
}

/** The ids a search finds among the products `where` keeps (for `p.id in (…)`). */
export function searchMatchIds(search: PreparedSearch, where: (SQL | undefined)[]): SQL {
  return sql`with ${searchCandidates(search, where)} select distinct u.id from u`;
}

/** True when one of the search's index reads among the products `where` keeps stopped at TIER_CAP. */
export function searchCapped(search: PreparedSearch, where: (SQL | undefined)[]): SQL {
  return sql`(with ${searchCandidates(search, where)}
    select coalesce(max(t.c), 0) >= ${TIER_CAP} from (select count(*) as c from u group by u.tier) t)`;
}

/**
 * The search proper. Candidates come from four bounded index reads: names equal to the phrase and names starting
 * with it (btree on lower(name)), names holding every word as a stem, a word, a corrected word or (the last one) a
 * word's beginning (GIN on search_vector) and, only while those are fewer than the cap, names containing the phrase
 * anywhere (trigram index on search_text: its bitmap costs what the phrase's matches count, so a common phrase that
 * the words already cover skips it). Each candidate is ranked exact name 0 > name prefix 1 > contained phrase or
 * stem 2 > corrected words 3, the name being the English one or the one in the shopper's language.
 */
async function rankedPage(request: SearchRequest, words: string[], page: number, limit: number): Promise<Ranked> {
  const { database, params, language } = request;
  const resource = productResource;
  const ctx = { language };
  const search = await prepareSearch(database, request.text, words, language);
  const { phrase, stems } = search;
  const where = [resource.baseWhere?.(ctx), compileSearch(resource, params, ctx), ...(request.where ?? [])];
  const prefix = `${escapeLike(phrase)}%`;
  const contains = `%${escapeLike(phrase)}%`;
  const lowerName = sql`lower(p.name)`;
  // The name the shopper reads: the English one, and the translation in the shopper's language (a name in some
  // other language still matches as words, rank 2). One key lookup, not a walk over every translation.
  const nameIs = (test: (name: SQL) => SQL) =>
    language === 'en'
      ? test(lowerName)
      : sql`(${test(lowerName)} or ${test(sql`lower(p.translations -> ${language}::text ->> 'name')`)})`;
  const rank = sql`case
    when ${nameIs((n) => sql`${n} = ${phrase}::text`)} then 0
    when ${nameIs((n) => sql`${n} like ${prefix}::text`)} then 1
    when p.search_vector @@ ${stems} or p.search_text like ${contains}::text then 2
    else 3 end`;
  // Each candidate's sort key is computed once (_ranked), then sorted once for both the page and its numbering.
  let key: SQL;
  let order: SQL;
  if (params.orderBy) {
    const sortKey = resource.sortable[params.orderBy];
    if (!sortKey) {
      const message = `Cannot sort products by "${params.orderBy}". Sortable columns: ${Object.keys(resource.sortable).join(', ')}.`;
      throw new AppError('INVALID_QUERY', message, { errors: { orderBy: [message] } });
    }
    const dir = sql.raw(params.sortedBy ?? 'asc');
    key = sql`${sortKey} as k1, 0 as k2`;
    order = sql`r.k1 ${dir}, r.id ${dir}`;
  } else {
    key = sql`${rank} as k1, p.sold_quantity as k2`;
    order = sql`r.k1, r.k2 desc, r.id desc`;
  }
  const projection = jsonObject(compileProjection(resource, params, ctx));
  const rows = await database.rows<{ total: number; capped: boolean; row: string | null }>(sql`
    with ${searchCandidates(search, where)},
    stats as (
      select count(distinct u.id)::int as total,
        coalesce((select max(c) from (select count(*) as c from u group by u.tier) t), 0) >= ${TIER_CAP} as capped
      from u
    ),
    _ranked as materialized (
      select c.id, ${key} from (select distinct u.id from u) c join ${resource.from} on p.id = c.id
    ),
    _page as (
      select r.id, row_number() over (order by ${order}) as n
      from _ranked r order by ${order} limit ${rowCount(limit)} offset ${rowCount((page - 1) * limit)}
    ),
    _rows as (
      select _page.n, ${projection}::text as row from _page join ${resource.from} on p.id = _page.id
    )
    select stats.total, stats.capped, _rows.row from stats left join _rows on true order by _rows.n`);
  const first = rows[0];
  return {
    total: first?.total ?? 0,
    capped: first?.capped ?? false,
    rows: rows.filter((r): r is { total: number; capped: boolean; row: string } => r.row !== null),
  };
}

/**
 * "Did you mean": the query with each unknown word replaced by the closest stored word, a little further away than
 * search corrects by itself, offered only when that query finds products.
 */
async function didYouMean(request: SearchRequest, words: string[]): Promise<string | null> {
  const known = await knownWords(request.database, words);
  const unknown = words.filter((w) => !known.has(w));
  if (unknown.length === 0) return null;
  const nearest = await nearestWords(request.database, unknown, (w) => {
    const length = [...w].length;
    return length < 3 ? 0 : allowedEdits(length) + 1;
  });
  const suggested = words.map((w) => nearest.get(w)?.[0] ?? w);
  if (suggested.every((w, i) => w === words[i])) return null;
  const found = await rankedPage(request, suggested, 1, 1);
  return found.total > 0 ? suggested.join(' ') : null;
}

/**
 * GET /products with a searched name (`search=name:…` or bare text): one page of the ranked matches as the helper
 * envelope (CONTRACT §2), plus `did_you_mean` when nothing matched. Sorted by relevance unless `orderBy` is given.
 */
export async function searchProducts(searched: SearchRequest): Promise<string> {
  // Every statement of the search keeps one generic plan per connection (Database.genericRows).
  const request = { ...searched, database: { ...searched.database, rows: searched.database.genericRows } };
  const words = queryWords(request.text);
  const limit = pageSize(productResource, request.params.limit);
  const page = request.params.page;
  const found = await rankedPage(request, words, page, limit);
  const meta = envelopeMeta(productResource.envelope, {
    total: found.total,
    page,
    perPage: limit,
    count: found.rows.length,
    url: request.url,
  });
  meta.next_cursor = null;
  meta.total_exact = !found.capped;
  if (found.total === 0 && page === 1) {
    const suggestion = await didYouMean(request, words);
    if (suggestion) meta.did_you_mean = suggestion;
  }
  const json = JSON.stringify(meta);
  return `{"data":[${found.rows.map((r) => r.row).join(',')}],${json.slice(1)}`;
}
