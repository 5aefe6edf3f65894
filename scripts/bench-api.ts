// `npm run bench:api`: the API under load on the embedded database and on PostgreSQL, anonymous and signed in,
// with its response cache and without it, and two instances behind nginx on PostgreSQL (scripts/cluster.mjs),
// beside a bare `http` + database-driver baseline of each database measured in the same run. Prints numbers and
// the bars they are held to; nothing here asserts on timing.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cpuCount,
  createPgDatabase,
  describe,
  measure,
  type Measurement,
  runBaseline,
  signUpShopper,
  startNode,
  stopNode,
  waitFor,
} from './lib/bench-tools.mjs';
import { NGINX, startCluster } from './cluster.mjs';

// npm runs scripts from the project root.
const root = process.cwd();
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 3);
const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row extends Measurement {
  database: string;
  endpoint: string;
  who: 'anonymous' | 'signed in' | '';
}

const rows: Row[] = [];
const baselines: Record<string, Measurement> = {};

function record(database: string, endpoint: string, who: Row['who'], m: Measurement) {
  rows.push({ database, endpoint, who, ...m });
  console.log(`  ${database.padEnd(20)} ${endpoint.padEnd(36)} ${who.padEnd(10)} ${describe(m)}`);
}

/** The slug of the first item of a list answer (paginated or not). */
async function firstSlug(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = (await res.json()) as { data?: { slug: string }[] } | { slug: string }[];
  const first = Array.isArray(body) ? body[0] : body.data?.[0];
  if (!first) throw new Error(`${url} returned no rows`);
  return first.slug;
}

/**
 * One server on one database. `all`: every catalogue endpoint anonymously, plus the product list and a product
 * signed in; otherwise only the product list, both ways (the passes without cache).
 */
async function benchServer(database: string, env: Record<string, string>, port: number, all: boolean) {
  const server = startNode('dist/server.mjs', { ...env, PORT: String(port) });
  try {
    const base = `http://127.0.0.1:${port}/api`;
    await waitFor(`${base}/types`);
    const token = await signUpShopper(base);
    const signedIn = { authorization: `Bearer ${token}` };
    const product = await firstSlug(`${base}/products?limit=1`);
    const category = await firstSlug(`${base}/categories?type=grocery&parent=null&limit=1`);
    const run = (url: string, headers: Record<string, string> = {}) =>
      measure({ url, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP, headers, pid: server.pid });
    const list = `${base}/products?limit=20`;
    record(database, '/products?limit=20', 'anonymous', await run(list));
    record(database, '/products?limit=20', 'signed in', await run(list, signedIn));
    if (!all) return;
    record(database, '/products/{slug}', 'anonymous', await run(`${base}/products/${product}`));
    record(database, '/products/{slug}', 'signed in', await run(`${base}/products/${product}`, signedIn));
    const others: [string, string][] = [
      ['/products?limit=20 type filter', `${list}&searchJoin=and&search=type.slug:grocery`],
      ['/products?limit=20 category filter', `${list}&searchJoin=and&search=categories.slug:${category}`],
      ['/categories', `${base}/categories?type=grocery&parent=null&limit=1000`],
      ['/shops', `${base}/shops`],
    ];
    for (const [name, url] of others) record(database, name, 'anonymous', await run(url));
  } finally {
    await stopNode(server);
  }
}

/**
 * The pair behind nginx (scripts/cluster.mjs) on the same database: the product list both ways. Server CPU is
 * the two instances' together (nginx not counted).
 */
async function benchCluster(database: string, databaseUrl: string) {
  if (!existsSync(NGINX)) {
    console.log(`[bench] no nginx at ${NGINX}: skipping the pair behind nginx`);
    return;
  }
  const cluster = await startCluster({ databaseUrl });
  try {
    const base = `${cluster.url}/api`;
    const token = await signUpShopper(base);
    const pids = cluster.instances.map((i) => i.pid);
    const run = (url: string, headers: Record<string, string> = {}) =>
      measure({ url, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP, headers, pids });
    const list = `${base}/products?limit=20`;
    record(database, '/products?limit=20', 'anonymous', await run(list));
    record(database, '/products?limit=20', 'signed in', await run(list, { authorization: `Bearer ${token}` }));
  } finally {
    await cluster.stop();
  }
}

async function baseline(database: string, location: string, port: number) {
  const m = await runBaseline({
    database: location,
    port,
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: WARMUP,
  });
  baselines[database] = m;
  console.log(`  ${`${database} baseline`.padEnd(20)} ${'bare http + driver, same 20 rows'.padEnd(47)} ${describe(m)}`);
}

function printTable() {
  const family = (database: string) => (database.startsWith('postgres') ? 'postgres' : 'embedded');
  console.log(
    '\n| database | endpoint | caller | req/s | p50 ms | p99 ms | server CPU ms/req | vs bare baseline of its database |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|');
  const line = (database: string, endpoint: string, who: string, m: Measurement, versus: string) =>
    console.log(
      `| ${database} | ${endpoint} | ${who} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.cpuPerRequest?.toFixed(2) ?? 'n/a'} | ${versus} |`,
    );
  for (const r of rows) {
    const b = baselines[family(r.database)];
    line(r.database, r.endpoint, r.who, r, b ? `${((r.rps / b.rps) * 100).toFixed(0)} %` : 'n/a');
  }
  for (const [database, m] of Object.entries(baselines))
    line(`${database} baseline`, 'bare http + driver, same 20 rows', '', m, '100 %');

  console.log('');
  for (const database of ['embedded', 'postgres']) {
    const b = baselines[database];
    const signed = rows.find(
      (r) => r.database === database && r.endpoint === '/products?limit=20' && r.who === 'signed in',
    );
    if (!b || !signed) continue;
    const ratio = signed.rps / b.rps;
    console.log(
      `Bar (${database}: signed-in /products?limit=20 ≥ 50 % of the bare baseline): ${(ratio * 100).toFixed(0)} % → ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
    );
  }
  const pgList = rows.find(
    (r) => r.database === 'postgres' && r.endpoint === '/products?limit=20' && r.who === 'anonymous',
  );
  if (pgList && baselines.postgres) {
    const ratio = pgList.rps / baselines.postgres.rps;
    console.log(
      `Bar (PostgreSQL /products?limit=20 ≥ 40 % of baseline req/s, p99 ≤ 25 ms, default configuration): ${(ratio * 100).toFixed(0)} %, p99 ${pgList.p99} ms → ${ratio >= 0.4 && pgList.p99 <= 25 ? 'met' : 'NOT met'}`,
    );
  }
}

async function main() {
  if (!existsSync(path.join(root, 'dist/server.mjs')) || !existsSync(path.join(root, '.next/BUILD_ID'))) {
    console.log('[bench] building first (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  console.log(
    `[bench] ${CONNECTIONS} connections, ${DURATION}s per row after ${WARMUP}s warm-up, ${cpuCount()} CPUs; server CPU read from /proc`,
  );
  // The embedded database: the shop, the shop without its response cache, then the bare baseline, one process at a time.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-bench-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    await benchServer('embedded', env, 3301, true);
    await benchServer('embedded, no cache', { ...env, API_CACHE_SECONDS: '0' }, 3301, false);
    await baseline('embedded', path.join(dataDir, 'pglite'), 3303);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const database = await createPgDatabase(PG_SERVER);
  if (database) {
    const pgData = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-bench-pg-'));
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: pgData };
      await benchServer('postgres', env, 3302, true);
      await benchServer('postgres, no cache', { ...env, API_CACHE_SECONDS: '0' }, 3304, false);
      await benchCluster('postgres, 2 behind nginx', database.url);
      await baseline('postgres', database.url, 3303);
    } finally {
      rmSync(pgData, { recursive: true, force: true });
      await database.drop();
    }
  }
  printTable();
}

main().catch((err: unknown) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
