import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, jsonObject } from '../../query/sql-json';
import { timestampPairs } from '../shared/fields';

/**
 * Settings are read on nearly every page and change rarely, so each process keeps every row (one per
 * language, a handful in all) as ready JSON text. Caching the whole table rather than per requested
 * language keeps memory bounded whatever `language` values clients send. Writers call
 * `invalidateSettings`; the time limit bounds staleness when another process changed the table.
 */
export const SETTINGS_CACHE_MS = 60_000;

interface Entry {
  loadedAt: number;
  rows: Promise<Map<string, string>>;
}

// Keyed by database so two apps in one process (tests, tools) never see each other's settings.
const cache = new WeakMap<Database, Entry>();

async function readAll(database: Database): Promise<Map<string, string>> {
  const row = jsonObject([
    ['id', col('s', 'id')],
    ['options', col('s', 'options')],
    ['language', col('s', 'language')],
    ...timestampPairs('s'),
  ]);
  const rows = await database.rows<{ language: string; row: string }>(
    sql`select s.language, ${row}::text as row from settings s`,
  );
  return new Map(rows.map((r) => [r.language, r.row]));
}

/** Every settings row by language, as JSON text: from the cache when fresh, else read once for all callers. */
export function cachedSettings(database: Database, now = Date.now()): Promise<Map<string, string>> {
  const entry = cache.get(database);
  if (entry && now - entry.loadedAt < SETTINGS_CACHE_MS) return entry.rows;
  const rows = readAll(database);
  cache.set(database, { loadedAt: now, rows });
  // A failed read must not be served from the cache until it expires.
  rows.catch(() => {
    if (cache.get(database)?.rows === rows) cache.delete(database);
  });
  return rows;
}

/** Drops the cached settings of this database; call it after writing the `settings` table. */
export function invalidateSettings(database: Database): void {
  cache.delete(database);
}
