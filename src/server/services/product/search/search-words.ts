import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowCount } from '../../../query/run-list';
import { allowedEdits, editDistance } from './edit-distance';

/** At most this many words of a query are searched (the rest are ignored): each adds index lookups. */
export const MAX_WORDS = 8;
/** Trigram nearest neighbours read per misspelt word before the edit distance decides. */
const NEIGHBOURS = 12;

/**
 * The text-search configuration stemming a shopper's language: PostgreSQL ships Snowball stemmers for these;
 * Hebrew, Chinese and anything else match whole words ('simple').
 */
export function searchConfig(language: string): string {
  return { en: 'english', de: 'german', es: 'spanish', ar: 'arabic' }[language] ?? 'simple';
}

/** The query lower-cased with runs of white space as one space: what exact and prefix name matches compare. */
export function normalisePhrase(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The words of a query as the 'simple' text-search parser splits names: letters, marks and digits, lower-cased. */
export function queryWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** What search_words says of a query's words: those stored (in any language) and the others' corrections. */
export interface WordLookup {
  known: Set<string>;
  /** Per word not stored: stored words within `edits(word)` typing mistakes, closest first (empty for stored ones). */
  nearest: Map<string, string[]>;
}

/**
 * Looks the words up in search_words in one statement: which are stored, and for the others the stored words
 * within `edits(word)` typing mistakes, closest first. Candidates come from two index reads on search_words: a few
 * trigram nearest neighbours (GiST distance order; catches a wrong first letter) and the words with the same first
 * letter and a length in reach, kept when levenshtein_less_equal allows them (a btree prefix range; catches short
 * words whose every trigram a typo broke). The edit distance with swaps decides.
 */
export async function lookUpWords(
  database: Database,
  words: string[],
  edits: (word: string) => number = (w) => allowedEdits([...w].length),
): Promise<WordLookup> {
  const known = new Set<string>();
  const nearest = new Map<string, string[]>(words.map((w) => [w, []]));
  if (words.length === 0) return { known, nearest };
  const stored = (query: SQL) => sql`exists (select 1 from search_words s where s.word = ${query})`;
  const rows = await database.rows<{ query: string; word: string | null }>(sql`
    select q.query, null::text as word from unnest(${sql.param(words)}::text[]) q(query) where ${stored(sql`q.query`)}
    union all
    select q.query, n.word from unnest(${sql.param(words)}::text[], ${sql.param(words.map(edits))}::int[]) q(query, k)
    cross join lateral (
      (select s.word from search_words s order by s.word <-> q.query limit ${rowCount(NEIGHBOURS)})
      union
      (select s.word from search_words s
        where s.word ~>=~ left(q.query, 1) and s.word ~<~ (left(q.query, 1) || chr(1114111))
          and char_length(s.word) between char_length(q.query) - q.k and char_length(q.query) + q.k
          and levenshtein_less_equal(s.word, q.query, q.k + 1) <= q.k + 1
        limit ${rowCount(NEIGHBOURS * 4)})
    ) n
    where q.k > 0 and not ${stored(sql`q.query`)}`);
  for (const row of rows) {
    if (row.word === null) {
      known.add(row.query);
      continue;
    }
    const max = edits(row.query);
    if (row.word !== row.query && editDistance(row.query, row.word, max) <= max) nearest.get(row.query)!.push(row.word);
  }
  for (const [query, list] of nearest) {
    list.sort((a, b) => editDistance(query, a, 9) - editDistance(query, b, 9) || a.localeCompare(b));
  }
  return { known, nearest };
}

export interface SuggestOptions {
  database: Database;
  text: string;
  language: string;
  limit: number;
}

/**
 * Search-as-you-type: the query with its last word completed from search_words (a prefix range of its btree
 * index, written as a range so a generic plan keeps it), words of the shopper's language first, then shorter ones.
 */
export async function suggestSearches({ database, text, language, limit }: SuggestOptions): Promise<string[]> {
  const words = queryWords(text);
  const last = words[words.length - 1];
  if (!last) return [];
  const head = words.slice(0, -1).join(' ');
  const rows = await database.rows<{ word: string }>(sql`
    select word from search_words
    where word ~>=~ ${last}::text and word ~<~ (${last}::text || chr(1114111)) and word like ${`${last}%`} group by word
    order by bool_or(language = ${language}) desc, char_length(word), word limit ${limit}`);
  return rows.map((r) => (head ? `${head} ${r.word}` : r.word));
}
