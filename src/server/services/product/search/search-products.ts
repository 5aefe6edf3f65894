import { type SQL, sql } from 'drizzle-orm';
import { type Database, withGenericPlans } from '../../../db/client';
import { AppError } from '../../../errors';
import { compileProjection, compileSearch, escapeLike } from '../../../query/compile';
import { envelopeMeta } from '../../../query/envelope';
import type { ListParams } from '../../../query/list-params';
import { pageSize, rowCount, whereClause } from '../../../query/run-list';
import { jsonObject } from '../../../query/sql-json';
import { inActiveShop, productResource } from '../product-resource';
import { allowedEdits } from './edit-distance';
import { lookUpWords, normalisePhrase, queryWords, searchConfig } from './search-words';

/**
 * Each way of matching reads at most this many products; ranking and paging happen among them, so a search costs
 * the same on 10 thousand products as on a million (STYLE habit 11). `total` is then a lower bound.
 */
export const TIER_CAP = 200;
/** A searched word's postings are counted up to this many when choosing which of several words to read. */
const DRIVING_COUNT = 100;
/** A relevance-sorted search reads at least this many (plus one) of each word stream: smaller finds are counted exactly. */
const READ_FLOOR = 50;

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
  /** Per searched word: the word and its corrections, as typed (the postings read their stems and plain forms). */
  groups: string[][];
  /** The last word is also read as a beginning (completed from search_words). */
  prefixLast: boolean;
  /** The text-search configuration of the shopper's language. */
  config: string;
  /** The shopper's language. */
  language: string;
}

/** Looks up the words' corrections once (one statement on search_words). `text` is what was typed. */
export async function prepareSearch(
  database: Database,
  text: string,
  words: string[],
  language: string,
): Promise<PreparedSearch> {
  const { known, nearest: corrections } = await lookUpWords(database, words);
  // The last word is also read as a beginning (search as you type), unless it is a whole stored word already:
  // its stems match it, and a prefix read costs twice the index work of a word's (1.5 → 3 ms at 3,700 matches).
  const last = words[words.length - 1]!;
  const prefixLast = [...last].length >= 3 && !known.has(last);
  const config = searchConfig(language);
  const groups = words.map((w) => [w, ...(corrections.get(w) ?? []).slice(0, 3)]);
  return {
    groups,
    prefixLast,
    config,
    language,
    phrase: normalisePhrase(text),
    stems: tsquery(
      config,
      tsqueryText(
        words.map((w) => [w]),
        prefixLast,
      ),
    ),
    everything: tsquery(config, tsqueryText(groups, prefixLast)),
  };
}

/** Completions of a word's beginning read from search_words: the shortest stored words starting with it. */
const COMPLETIONS = 20;

/**
 * The words a search reads from product_search_postings, as `with` query `_words (g, kind, word)`: per searched
 * word (g, its position), the stems of it in the shopper's language and its plain form (what product_search_vector
 * stores) as kind 'typed', with the shortest stored words completing a last word read as a beginning, and the same
 * of its corrections as kind 'corrected'.
 */
function searchWords(search: PreparedSearch): SQL {
  const config = sql.raw(`'${search.config}'`);
  const lexemes = (g: number, kind: string, words: string[]) => {
    const text = words.join(' ');
    return sql`select ${sql.raw(String(g))} as g, ${kind}::text as kind, unnest(tsvector_to_array(
      to_tsvector(${config}::regconfig, ${text}::text) || to_tsvector('simple', ${text}::text))) as word`;
  };
  const parts: SQL[] = [];
  search.groups.forEach(([typed, ...corrections], g) => {
    parts.push(lexemes(g, 'typed', [typed!]));
    if (corrections.length > 0) parts.push(lexemes(g, 'corrected', corrections));
  });
  const last = search.groups.length - 1;
  const typed = search.groups[last]?.[0];
  if (search.prefixLast && typed) {
    parts.push(sql`select ${sql.raw(String(last))}, 'typed', c.word from (
      select s.word from search_words s
      where s.word ~>=~ ${typed}::text and s.word ~<~ (${typed}::text || chr(1114111))
      group by s.word order by char_length(s.word), s.word limit ${rowCount(COMPLETIONS)}) c`);
  }
  return sql`_words as (${sql.join(parts, sql` union all `)})`;
}

/**
 * The candidates of a search among the products shoppers see (published, of active shops) that `filters` keep, as
 * `with` query `u` (tier, id, sold): names equal to the phrase (tier 0), names starting with it (1) and names
 * containing it (2), each an index read of at most TIER_CAP products, and the best sellers holding the searched
 * words (3) or their corrections (4), at most `words` each; `sold` is the product's sold quantity. The list ranks
 * and pages them (reading `words` = one row past its page); the facets count them, so a searched list and its
 * filter counts see the same products.
 *
 * Matches by words come from product_search_postings: for each word of one searched word (its stems and plain
 * form, its completions, or its corrections' stems and plain forms), that word's best sellers among the products
 * the filters keep, a backward range of the postings' primary key stopped by its LIMIT, so the cost is the rows
 * read, not the products holding the word (a GIN index on search_vector would build a bitmap of all of them
 * first). The postings hold published products only and carry the shop: with no other filter and one searched word
 * they are read alone (an index-only range), otherwise each posting's product is joined. With several searched
 * words, the one with the fewest postings (counted up to a bound) is read and each of its products must hold every
 * word (search_vector @@).
 */
export function searchCandidates(search: PreparedSearch, filters: (SQL | undefined)[], words = TIER_CAP): SQL {
  const resource = productResource;
  const others = filters.filter((f): f is SQL => f !== undefined);
  const where = [resource.baseWhere?.({ language: search.language }), ...others];
  const lowerName = sql`lower(p.name)`;
  const prefix = `${escapeLike(search.phrase)}%`;
  const contains = `%${escapeLike(search.phrase)}%`;
  const tier = (n: number, condition: SQL) =>
    sql`select ${sql.raw(String(n))} as tier, p.id, p.sold_quantity as sold from ${resource.from} ${whereClause([...where, condition])} limit ${rowCount(TIER_CAP)}`;
  const several = search.groups.length > 1;
  // The searched word whose words have the fewest postings (each counted up to a bound): the shortest walk.
  const driving = several
    ? sql`_driving as (
        select w.g from _words w cross join lateral (
          select count(*) as n from (
            select 1 from product_search_postings x where x.word = w.word limit ${rowCount(DRIVING_COUNT)}) c) c
        group by w.g order by sum(c.n), w.g limit 1),`
    : sql``;
  // One stream of best sellers: the words `kind` of the driving searched word, each read by its postings.
  const stream = (n: number, kind: 'typed' | 'corrected', holds: SQL) => {
    // Several searched words: the corrected stream reads every word of the driving one (another searched word may be
    // the misspelt one), keeping the products that hold each searched word or a correction of it.
    const which = several
      ? sql`w.g = (select g from _driving)${kind === 'typed' ? sql` and w.kind = 'typed'` : sql``}`
      : sql`w.kind = ${kind}::text`;
    // The postings hold published products and their shop: alone, they answer a search with no other filter.
    const postings =
      others.length > 0
        ? sql`${resource.from} join product_search_postings x on x.product_id = p.id
          ${whereClause([...where, sql`x.word = a.word`, several ? sql`p.search_vector @@ ${holds}` : undefined])}`
        : sql`product_search_postings x ${several ? sql`join products p on p.id = x.product_id` : sql``}
          ${whereClause([sql`x.word = a.word`, inActiveShop(sql`x.shop_id`), several ? sql`p.search_vector @@ ${holds}` : undefined])}`;
    return sql`select ${sql.raw(String(n))} as tier, c.id, max(c.sold_quantity) as sold
      from (select distinct w.word from _words w where ${which}) a
      cross join lateral (select x.product_id as id, x.sold_quantity from ${postings}
        order by x.sold_quantity desc, x.product_id desc limit ${rowCount(words)}) c
      group by c.id order by max(c.sold_quantity) desc, c.id desc limit ${rowCount(words)}`;
  };
  return sql`${searchWords(search)}, ${driving}
    typed as materialized (${stream(3, 'typed', search.stems)}),
    u as (
      (${tier(0, sql`${lowerName} = ${search.phrase}::text`)})
      union all
      (${tier(1, sql`${lowerName} ~>=~ ${search.phrase}::text and ${lowerName} ~<~ (${search.phrase}::text || chr(1114111)) and ${lowerName} like ${prefix}::text`)})
      union all
      (${tier(2, sql`p.search_text like ${contains}::text and (select count(*) from typed) < ${rowCount(words)}`)})
      union all
      (select * from typed)
      union all
      (${stream(4, 'corrected', search.everything)})
    )`;
}

/** True when one of the search's reads stopped at its bound (TIER_CAP, or `words` for the word streams). */
function cappedSearch(words: number): SQL {
  return sql`coalesce((select bool_or(t.c >= case when t.tier < 3 then ${rowCount(TIER_CAP)} else ${rowCount(words)} end)
    from (select u.tier, count(*) as c from u group by u.tier) t), false)`;
}

/**
 * What a search finds among the products shoppers see that `filters` keep, for a statement that declares `with` at
 * its top (the candidates' reads, once): `ids` for `p.id in (…)`, and `capped`, true when one of the reads stopped
 * at its bound (the finds are then a lower bound).
 */
export function searchMatches(
  search: PreparedSearch,
  filters: (SQL | undefined)[],
): { with: SQL; ids: SQL; capped: SQL } {
  return {
    with: searchCandidates(search, filters),
    ids: sql`select distinct u.id from u`,
    capped: sql`(select ${cappedSearch(TIER_CAP)})`,
  };
}

/**
 * The search proper. Candidates come from bounded reads (searchCandidates): names equal to the phrase and names
 * starting with it (btree on lower(name)), the best sellers holding every word as a stem, a word or (the last one)
 * a word's beginning, and those holding corrected words (product_search_postings), and, only while the typed words
 * found fewer than their bound, names containing the phrase anywhere (trigram index on search_text: its bitmap
 * costs what the phrase's matches count, so a common phrase that the words already cover skips it). Each candidate
 * is ranked exact name 0 > name prefix 1 > contained phrase or stem 2 > corrected words 3, the name being the
 * English one or the one in the shopper's language.
 */
async function rankedPage(request: SearchRequest, words: string[], page: number, limit: number): Promise<Ranked> {
  const { database, params, language } = request;
  const resource = productResource;
  const ctx = { language };
  const search = await prepareSearch(database, request.text, words, language);
  const { phrase, stems } = search;
  const filters = [compileSearch(resource, params, ctx), ...(request.where ?? [])];
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
  // Each candidate's sort keys (k1, k2) are computed once (_ranked), then sorted once for both the page and its
  // numbering.
  const fromRows = (keys: SQL) =>
    sql`select c.id, ${keys} from (select distinct u.id from u) c join ${resource.from} on p.id = c.id`;
  const relevance = sql`r.k1, r.k2 desc, r.id desc`;
  let ranked: SQL;
  let order: SQL;
  if (params.orderBy) {
    const sortKey = resource.sortable[params.orderBy];
    if (!sortKey) {
      const message = `Cannot sort products by "${params.orderBy}". Sortable columns: ${Object.keys(resource.sortable).join(', ')}.`;
      throw new AppError('INVALID_QUERY', message, { errors: { orderBy: [message] } });
    }
    const dir = sql.raw(params.sortedBy ?? 'asc');
    ranked = fromRows(sql`${sortKey} as k1, 0 as k2`);
    order = sql`r.k1 ${dir}, r.id ${dir}`;
  } else if (language === 'en') {
    // The rank follows from the reads that found a candidate, as \`rank\` computes it from the row: tier 0 is the
    // name equal to the phrase, tier 1 its beginning, tiers 2 and 3 the contained phrase and the typed words, tier 4
    // corrected words only. Only English names are ranked in English, so no product row is read to rank.
    ranked = sql`select u.id, min(case u.tier when 0 then 0 when 1 then 1 when 4 then 3 else 2 end) as k1,
      max(u.sold) as k2 from u group by u.id`;
    order = relevance;
  } else {
    ranked = fromRows(sql`${rank} as k1, p.sold_quantity as k2`);
    order = relevance;
  }
  // Sorted by relevance, the word streams come in that order (best sellers first): reading one row past the page
  // is enough, and READ_FLOOR rows at least so a search finding a few dozen products totals them exactly. Another
  // order sorts the candidates the reads found, TIER_CAP of each.
  const read = params.orderBy ? TIER_CAP : Math.min(TIER_CAP, Math.max(page * limit, READ_FLOOR) + 1);
  const projection = jsonObject(compileProjection(resource, params, ctx));
  const rows = await database.rows<{ total: number; capped: boolean; row: string | null }>(sql`
    with ${searchCandidates(search, filters, read)},
    stats as (select count(distinct u.id)::int as total, ${cappedSearch(read)} as capped from u),
    _ranked as materialized (${ranked}),
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
  const { known, nearest } = await lookUpWords(request.database, words, (w) => {
    const length = [...w].length;
    return length < 3 ? 0 : allowedEdits(length) + 1;
  });
  if (words.every((w) => known.has(w))) return null;
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
  const request = { ...searched, database: withGenericPlans(searched.database) };
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
