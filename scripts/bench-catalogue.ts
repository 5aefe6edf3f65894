// `npm run bench:catalogue`: the catalogue's requests (issue 23) at 10,000, 100,000 and 1,000,000 products on
// PostgreSQL, and at the sizes the embedded database holds, with the response and page caches off (every request
// does its real work), 10 concurrent clients, beside the bare indexed-select baseline (scripts/bench-baseline.mjs)
// of the same database in the same run. Prints req/s, p50/p99, the server's CPU per request and, on PostgreSQL,
// the database's CPU per request (its backends' CPU time from /proc), with the load average at each row: the
// machine is shared, so compare ratios within one run. Nothing here asserts on timing; the bars are printed.
//
// Settings (flags win over the environment): --sizes=10000,100000,1000000 / BENCH_SIZES (PostgreSQL; --no-1m
// leaves out 1,000,000, whose generation takes minutes), --pglite-sizes=10000,100000 / BENCH_PGLITE_SIZES,
// BENCH_DURATION / BENCH_WARMUP (s, default 10 / 3), BENCH_PG_URL (the server), --keep / BENCH_KEEP_DATABASES=1
// keeps the generated databases (<prefix><size>, prefix --prefix= / BENCH_DB_PREFIX, default catalogue_bench_)
// for the next run instead of dropping them (a kept database is reused: only missing products are generated).
//
// Search and facets rows call `GET /products?search=name:<word>&language=en` (a correct word, then the same word
// with two letters swapped) and `GET /products/facets` with the category row's filters; a request answered 404
// (an endpoint this build does not have) prints "n/a (endpoint missing)" instead of a measurement. The `found`
// column is the answer's `total` (how many products the search finds).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generateCatalogue } from '@/server/demo/seed/generate-catalogue';
import { startDatabase } from '@/server/runtime';
import type { Database } from '@/server/db/client';
import { encodeCursor } from '@/server/services/product/product-cursor';
import {
  cpuMs,
  describe,
  measure,
  type Measurement,
  runBaseline,
  startNode,
  stopNode,
  waitFor,
} from './lib/bench-tools.mjs';

const root = process.cwd();
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 3);
const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const KEEP = args.includes('--keep') || process.env.BENCH_KEEP_DATABASES === '1';
const PREFIX = flag('prefix') ?? process.env.BENCH_DB_PREFIX ?? 'catalogue_bench_';
if (!/^[a-z_][a-z0-9_]*$/.test(PREFIX)) throw new Error(`--prefix must be a lower-case SQL name (got "${PREFIX}")`);
const sizes = (name: string, env: string, fallback: string) =>
  (flag(name) ?? process.env[env] ?? fallback)
    .split(',')
    .filter(Boolean)
    .map((s) => Number(s.replace(/_/g, '')));
const PG_SIZES = sizes('sizes', 'BENCH_SIZES', '10000,100000,1000000').filter(
  (n) => !(args.includes('--no-1m') && n >= 1_000_000),
);
const PGLITE_SIZES = sizes('pglite-sizes', 'BENCH_PGLITE_SIZES', '10000,100000');
/** A word in several demo product names, and the same word with two letters swapped. */
const WORD = 'tomatoes';
const TYPO = 'tomaotes';
const OFFSET_MAX = 100_000;
const LIST_ROWS = [
  '/products?limit=20',
  'one category, first page',
  'a page in the middle (cursor)',
  `name search "${WORD}"`,
  `typo search "${TYPO}"`,
  'facets of the category',
];

interface Row extends Partial<Measurement> {
  database: 'postgres' | 'embedded';
  products: number;
  request: string;
  dbCpuPerRequest: number | null;
  load: number;
  /** The answer's `total` (search and list rows), null where the answer has none. */
  found?: number | null;
  /** Why the row has no measurement (an endpoint this build lacks). */
  missing?: string;
}
const rows: Row[] = [];

const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}m` : n >= 1000 ? `${n / 1000}k` : String(n));

/** The CPU time PostgreSQL's backends serving `database` have used so far (ms), by pid. */
async function backendCpu(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows: found } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  const out = new Map<number, number>();
  for (const { pid } of found) {
    const ms = cpuMs(pid);
    if (ms !== null) out.set(pid, ms);
  }
  return out;
}

/** The requests of one catalogue, built from its own rows. */
async function requests(database: Database, total: number): Promise<[string, string][]> {
  const [category] = await database.rows<{ slug: string }>(sql`
    select c.slug from categories c join product_categories pc on pc.category_id = c.id
    where c.parent_id is not null group by c.id order by count(*) desc limit 1`);
  // The row before the middle page, in the default order (newest first): the cursor a scrolling client holds there.
  const visible = sql`products p join shops s on s.id = p.shop_id and s.is_active where p.status = 'publish'`;
  const [counted] = await database.rows<{ n: number }>(sql`select count(*)::int as n from ${visible}`);
  const n = counted?.n ?? 0;
  const middlePage = Math.max(2, Math.floor(n / 20 / 2));
  const [before] = await database.rows<{ k: string; id: number }>(sql`
    select p.created_at::text as k, p.id from ${visible}
    order by p.created_at desc, p.id desc offset ${(middlePage - 1) * 20 - 1} limit 1`);
  const cursor = encodeCursor({
    page: middlePage - 1,
    key: before!.k,
    id: Number(before!.id),
    order: 'created_at:desc',
  });
  const [product] = await database.rows<{ slug: string }>(sql`
    select p.slug from ${visible} and p.product_type = 'variable' order by p.id offset ${Math.floor(total / 2) % 1000}
    limit 1`);
  return [
    ['/products?limit=20', '/products?limit=20'],
    ['one category, first page', `/products?limit=20&searchJoin=and&search=categories.slug:${category!.slug}`],
    ['a page in the middle (cursor)', `/products?limit=20&page=${middlePage}&cursor=${cursor}`],
    [`name search "${WORD}"`, `/products?limit=20&search=name:${WORD}&language=en`],
    [`typo search "${TYPO}"`, `/products?limit=20&search=name:${TYPO}&language=en`],
    ['facets of the category', `/products/facets?limit=20&searchJoin=and&search=categories.slug:${category!.slug}`],
    ['a product page', `/products/${product!.slug}`],
    // Random access by page number skips every row before the page (CONTRACT keeps it working): measured where
    // it answers within autocannon's 10 s; at a million its abandoned statements would slow the rows after it.
    ...(total <= OFFSET_MAX
      ? [['the same page by number (offset)', `/products?limit=20&page=${middlePage}`] as [string, string]]
      : []),
  ];
}

async function benchOne(options: {
  kind: Row['database'];
  products: number;
  database: Database;
  env: Record<string, string>;
  port: number;
  baseline: string;
  pgName?: string;
}) {
  const paths = await requests(options.database, options.products);
  await options.database.close();
  const admin = options.pgName ? new pg.Client({ connectionString: PG_SERVER }) : null;
  await admin?.connect();
  const server = startNode('dist/server.mjs', {
    ...options.env,
    PORT: String(options.port),
    API_CACHE_SECONDS: '0',
    PAGE_CACHE_SECONDS: '0',
  });
  try {
    const base = `http://127.0.0.1:${options.port}/api`;
    await waitFor(`${base}/types`, 600_000);
    for (const [request, url] of paths) {
      // One plain request first: a missing endpoint is a row of its own, and `found` is what the answer counts.
      const probe = await fetch(`${base}${url}`);
      if (probe.status === 404) {
        await probe.arrayBuffer();
        const missing = url.includes('/facets') ? 'n/a (endpoint missing)' : 'n/a (answered 404)';
        rows.push({ ...missingRow(options, request), missing });
        console.log(
          `  ${options.kind.padEnd(8)} ${label(options.products).padStart(5)} ${request.padEnd(34)} ${missing}`,
        );
        continue;
      }
      const answer = (await probe.json().catch(() => null)) as { total?: unknown } | null;
      const found = typeof answer?.total === 'number' ? answer.total : null;
      const before = admin ? await backendCpu(admin, options.pgName!) : null;
      const m = await measure({
        url: `${base}${url}`,
        connections: CONNECTIONS,
        duration: DURATION,
        warmup: WARMUP,
        pid: server.pid,
      });
      let dbCpu: number | null = null;
      if (admin && before) {
        const after = await backendCpu(admin, options.pgName!);
        let used = 0;
        for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
        const answered = m.rps * DURATION;
        dbCpu = answered > 0 ? used / answered : null;
      }
      const row: Row = {
        ...m,
        database: options.kind,
        products: options.products,
        request,
        dbCpuPerRequest: dbCpu,
        load: os.loadavg()[0]!,
        found,
      };
      rows.push(row);
      console.log(
        `  ${options.kind.padEnd(8)} ${label(options.products).padStart(5)} ${request.padEnd(34)} ${describe(m)}${dbCpu === null ? '' : `  ${dbCpu.toFixed(2)} ms DB CPU/req`}${found === null ? '' : `  found ${found}`}  load ${row.load.toFixed(1)}`,
      );
    }
  } finally {
    await stopNode(server);
    await admin?.end();
  }
  const b = await runBaseline({
    database: options.baseline,
    port: options.port + 1,
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: WARMUP,
  });
  rows.push({
    ...b,
    database: options.kind,
    products: options.products,
    request: 'bare baseline (http + driver, indexed select of 20)',
    dbCpuPerRequest: null,
    load: os.loadavg()[0]!,
  });
  console.log(
    `  ${options.kind.padEnd(8)} ${label(options.products).padStart(5)} ${'bare baseline'.padEnd(34)} ${describe(b)}`,
  );
}

function missingRow(options: { kind: Row['database']; products: number }, request: string): Row {
  return {
    database: options.kind,
    products: options.products,
    request,
    dbCpuPerRequest: null,
    load: os.loadavg()[0]!,
  };
}

async function pgDatabase(products: number): Promise<{ name: string; url: string }> {
  const name = `${PREFIX}${label(products)}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropPg(name: string) {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Migrates, seeds the demo and grows the catalogue to `products`, timing the growth. */
async function grow(open: () => Promise<Database>, products: number, where: string): Promise<Database> {
  const database = await open();
  const started = Date.now();
  const added = await generateCatalogue({ database, products });
  if (added > 0) {
    console.log(
      `[bench] ${where}: generated ${added.toLocaleString('en')} products in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  return database;
}

function printTable() {
  console.log(
    '\n| database | products | request | req/s | p50 ms | p99 ms | server CPU ms/req | DB CPU ms/req | found | load avg (1 min) |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    if (r.missing || r.rps === undefined) {
      console.log(
        `| ${r.database} | ${r.products.toLocaleString('en')} | ${r.request} | ${r.missing ?? 'n/a'} | | | | | | ${r.load.toFixed(1)} |`,
      );
      continue;
    }
    console.log(
      `| ${r.database} | ${r.products.toLocaleString('en')} | ${r.request} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.cpuPerRequest?.toFixed(2) ?? 'n/a'} | ${r.dbCpuPerRequest?.toFixed(2) ?? 'n/a'} | ${r.found ?? ''} | ${r.load.toFixed(1)} |`,
    );
  }
  const largest = Math.max(...rows.filter((r) => r.database === 'postgres').map((r) => r.products));
  const smallest = Math.min(...rows.filter((r) => r.database === 'postgres').map((r) => r.products));
  console.log('');
  for (const request of LIST_ROWS) {
    const big = rows.find((r) => r.database === 'postgres' && r.products === largest && r.request === request);
    const small = rows.find((r) => r.database === 'postgres' && r.products === smallest && r.request === request);
    if (!big || !small || big.p99 === undefined || small.p99 === undefined) continue;
    const cost = (r: Row) => (r.cpuPerRequest ?? 0) + (r.dbCpuPerRequest ?? 0);
    const ratio = cost(big) / cost(small);
    // The bare baseline's p99 in the same run says how much of a p99 is the machine's (scheduling, the client).
    const floor = rows.find((r) => r.database === 'postgres' && r.products === largest && r.request.startsWith('bare'));
    const overFloor = floor?.p99 ? ` (${(big.p99 / floor.p99).toFixed(1)}× the bare baseline's ${floor.p99} ms)` : '';
    console.log(
      `Bar (${request} at ${largest.toLocaleString('en')}: p99 ≤ 50 ms; server + DB CPU ≤ 2× that at ${smallest.toLocaleString('en')}): p99 ${big.p99} ms${overFloor}, ${ratio.toFixed(2)}× → ${big.p99 <= 50 && ratio <= 2 ? 'met' : 'NOT met'}`,
    );
  }
  for (const r of rows.filter((x) => x.request === `typo search "${TYPO}"` && x.found != null)) {
    console.log(
      `Bar (the word with two letters swapped finds products, ${r.database} ${r.products.toLocaleString('en')}): found ${r.found} → ${r.found! > 0 ? 'met' : 'NOT met'}`,
    );
  }
}

async function main() {
  if (!existsSync(path.join(root, 'dist/server.mjs')) || !existsSync(path.join(root, '.next/BUILD_ID'))) {
    console.log('[bench] building first (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  console.log(
    `[bench] ${CONNECTIONS} connections, ${DURATION}s per row after ${WARMUP}s warm-up, ${os.cpus().length} CPUs, caches off; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  let port = 3311;
  for (const products of PG_SIZES) {
    const { name, url } = await pgDatabase(products);
    const data = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-bench-catalogue-'));
    try {
      const database = await grow(
        () => startDatabase({ databaseUrl: url, seed: true, log: () => {} }),
        products,
        `PostgreSQL ${label(products)}`,
      );
      await benchOne({
        kind: 'postgres',
        products,
        database,
        env: { DATABASE_URL: url, DATA_DIR: data },
        port,
        baseline: url,
        pgName: name,
      });
    } finally {
      rmSync(data, { recursive: true, force: true });
      if (!KEEP) await dropPg(name);
    }
    port += 2;
  }
  for (const products of PGLITE_SIZES) {
    // A kept embedded catalogue lives in <tmp>/<prefix><size>-embedded (its data folder) and is reused.
    const kept = path.join(os.tmpdir(), `${PREFIX}${label(products)}-embedded`);
    const data = KEEP
      ? (mkdirSync(kept, { recursive: true }), kept)
      : mkdtempSync(path.join(os.tmpdir(), 'pickbazar-bench-catalogue-'));
    try {
      const dir = path.join(data, 'pglite');
      const database = await grow(
        () => startDatabase({ databaseUrl: null, pgliteDataDir: dir, seed: true, log: () => {} }),
        products,
        `embedded ${label(products)}`,
      );
      await benchOne({
        kind: 'embedded',
        products,
        database,
        env: { DATABASE_URL: '', DATA_DIR: data },
        port,
        baseline: dir,
      });
    } catch (err) {
      // An embedded catalogue that cannot be grown or served is a finding of its own: say so, measure the rest.
      console.log(`[bench] embedded ${label(products)} failed: ${err instanceof Error ? err.message : String(err)}`);
      rows.push({ ...missingRow({ kind: 'embedded', products }, 'the whole size'), missing: 'n/a (failed, see log)' });
    } finally {
      if (!KEEP) rmSync(data, { recursive: true, force: true });
    }
    port += 2;
  }
  printTable();
}

main().catch((err: unknown) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
