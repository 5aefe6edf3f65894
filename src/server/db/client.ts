import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { compileSql } from './compile-sql';
import { cacheFileSizes } from './pglite-file-sizes';
import { namedStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one statement and returns its rows: the fast path for hand-written read queries. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * Like `rows`, for statements whose best plan does not depend on their parameters' values (the product search:
   * its words travel as parameters, every index it reads is chosen by the statement's shape). On a PostgreSQL
   * server these run on connections with plan_cache_mode = force_generic_plan, so each connection plans such a
   * statement once; left to itself PostgreSQL planned the search on every request (3 of its 7 ms at a million
   * products), judging a plan for unknown words costlier than one for the words at hand. PGlite: `rows`.
   */
  genericRows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * Runs `fn` on one connection while holding a cluster-wide lock, so two processes starting against
   * the same PostgreSQL server never migrate or seed at the same time. PGlite is one process already.
   */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as an uncompressed tar, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * `database` with `rows` running as `genericRows`: for statements whose best plan does not depend on their values,
 * which PostgreSQL would otherwise plan again on every call (see genericRows).
 */
export function withGenericPlans(database: Database): Database {
  return { ...database, rows: database.genericRows };
}

// Any fixed number: it names the advisory lock taken by `exclusive`.
const STARTUP_LOCK = 7_431_002;

export interface OpenOptions {
  /** postgres:// URL of a PostgreSQL server; absent means embedded PGlite. */
  url?: string | null;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (`dumpDataDir`), e.g. the API tests' seeded template. */
  loadDataDir?: Blob;
  /** Largest pool size for a PostgreSQL server. */
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

// Read queries are built from a finite set of shapes (values travel as parameters), so naming them lets each
// connection parse and plan a shape once instead of on every request. The cap keeps an unusual client from
// making every connection hold thousands of statements.
const MAX_NAMED_STATEMENTS = 2000;
const named = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = named.get(text);
  if (known) return known;
  if (named.size >= MAX_NAMED_STATEMENTS) return undefined;
  const name = `q${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  named.set(text, name);
  return name;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: poolSize });
  // Settings are plain SETs on each new connection (queued before its first statement), which a connection pooler
  // in front of the server passes on where it would refuse a startup option. No JIT: every statement here runs in
  // milliseconds, and a plan whose estimate passed jit_above_cost (a search with a price range, on a generic plan)
  // spent 5.1 s compiling 610 functions to answer in a few milliseconds.
  const configure = (client: { query: (text: string) => Promise<unknown> }, settings: string, what: string) => {
    client.query(settings).catch((err: Error) => console.error(`[db] could not ${what}:`, err.message));
  };
  pool.on('connect', (client) => configure(client, 'set jit = off', 'turn JIT off on a connection'));
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  // A few connections that keep one generic plan per statement (genericRows), made when first asked for.
  const generic = new Pool({ connectionString: url, max: Math.max(1, Math.min(4, poolSize)) });
  generic.on('connect', (client) =>
    configure(client, 'set plan_cache_mode = force_generic_plan; set jit = off', 'set up a search connection'),
  );
  generic.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const run = async <T>(on: InstanceType<typeof Pool>, query: SQL) => {
    const { sql: text, params } = compileSql(query);
    const result = await on.query({ text, values: params, name: statementName(text) });
    return result.rows as T[];
  };
  return {
    db,
    kind: 'postgres',
    rows: <T>(query: SQL) => run<T>(pool, query),
    genericRows: <T>(query: SQL) => run<T>(generic, query),
    exclusive: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn(drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), generic.end()]);
    },
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // levenshtein_less_equal corrects misspelt search words (services/product/search).
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PGlite does not create parent directories itself.
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm, fuzzystrmatch },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // A database in memory has no files to measure.
  if (!dataDir.startsWith('memory://')) cacheFileSizes(client);
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  const runNamed = await namedStatements(client);
  const rows = async <T>(query: SQL) => {
    const { sql: text, params } = compileSql(query);
    const name = statementName(text);
    return name ? runNamed<T>(name, text, params) : ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  };
  return {
    db,
    kind: 'pglite',
    // Named like the server's statements (see statementName): parsed and planned once, not on every request.
    rows,
    genericRows: rows,
    exclusive: (fn) => fn(db),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
