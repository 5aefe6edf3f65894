// `npm run bench:api`: starts the production server on the embedded database and on PostgreSQL, drives the
// catalogue endpoints with autocannon (50 connections) and compares them with a bare http + pg baseline.
// Prints numbers only; nothing here asserts on timing.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

// npm runs scripts from the project root.
const root = process.cwd();
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 3);
const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function start(script: string, env: Record<string, string>): ChildProcess {
  // Own process group, so stopping it also stops anything it spawned.
  return spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
}

function stop(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

async function load(url: string, duration = DURATION) {
  return autocannon({ url, connections: CONNECTIONS, duration });
}

async function measure(database: string, endpoint: string, url: string): Promise<Row> {
  await load(url, WARMUP);
  const r = await load(url);
  const row = {
    database,
    endpoint,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  console.log(
    `  ${database.padEnd(10)} ${endpoint.padEnd(44)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.errors ? `  (${row.errors} errors)` : ''}`,
  );
  return row;
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

async function benchServer(database: string, env: Record<string, string>, port: number): Promise<Row[]> {
  const server = start('dist/server.mjs', { ...env, PORT: String(port) });
  try {
    const base = `http://127.0.0.1:${port}/api`;
    await waitFor(`${base}/types`);
    const product = await firstSlug(`${base}/products?limit=1`);
    const category = await firstSlug(`${base}/categories?type=grocery&parent=null&limit=1`);
    const endpoints: [string, string][] = [
      ['/products?limit=20', `${base}/products?limit=20`],
      ['/products?limit=20 type filter', `${base}/products?limit=20&searchJoin=and&search=type.slug:grocery`],
      [
        '/products?limit=20 category filter',
        `${base}/products?limit=20&searchJoin=and&search=categories.slug:${category}`,
      ],
      ['/products/{slug}', `${base}/products/${product}`],
      ['/categories', `${base}/categories?type=grocery&parent=null&limit=1000`],
      ['/shops', `${base}/shops`],
    ];
    const rows: Row[] = [];
    for (const [name, url] of endpoints) rows.push(await measure(database, name, url));
    return rows;
  } finally {
    stop(server);
  }
}

async function main() {
  if (!existsSync(path.join(root, 'dist/server.mjs')) || !existsSync(path.join(root, '.next/BUILD_ID'))) {
    console.log('[bench] building first (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-bench-'));
  console.log(
    `[bench] ${CONNECTIONS} connections, ${DURATION}s per endpoint after ${WARMUP}s warm-up, ${os.cpus().length} CPUs`,
  );
  try {
    rows.push(...(await benchServer('embedded', { DATA_DIR: dataDir, DATABASE_URL: '' }, 3301)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  let pgUrl: string | null = null;
  const dbName = `pickbazar_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  try {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const u = new URL(PG_SERVER);
    u.pathname = `/${dbName}`;
    pgUrl = u.toString();
  } catch (err) {
    console.log(`[bench] PostgreSQL at ${PG_SERVER} is not reachable (${(err as Error).message}); skipping that pass`);
  }
  let baseline: Row | null = null;
  if (pgUrl) {
    const pgData = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-bench-pg-'));
    try {
      rows.push(...(await benchServer('postgres', { DATABASE_URL: pgUrl, DATA_DIR: pgData }, 3302)));
      // The same server with its response cache off: every request reaches PostgreSQL.
      rows.push(
        ...(await benchServer(
          'postgres, no cache',
          { DATABASE_URL: pgUrl, DATA_DIR: pgData, API_CACHE_SECONDS: '0' },
          3304,
        )),
      );
      const base = start('scripts/bench-baseline.mjs', { DATABASE_URL: pgUrl, PORT: '3303' });
      try {
        await waitFor('http://127.0.0.1:3303/');
        baseline = await measure('baseline', 'bare http + pg, same 20 rows', 'http://127.0.0.1:3303/');
      } finally {
        stop(base);
      }
    } finally {
      rmSync(pgData, { recursive: true, force: true });
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    }
  }
  await admin.end().catch(() => {});

  console.log('\n| database | endpoint | req/s | p50 ms | p99 ms | vs baseline |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of [...rows, ...(baseline ? [baseline] : [])]) {
    const ratio = baseline ? `${((r.rps / baseline.rps) * 100).toFixed(0)} %` : 'n/a';
    console.log(`| ${r.database} | ${r.endpoint} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} |`);
  }
  const target = rows.find((r) => r.database === 'postgres' && r.endpoint === '/products?limit=20');
  if (target && baseline) {
    const ratio = target.rps / baseline.rps;
    console.log(
      `\nBar (PostgreSQL /products?limit=20 ≥ 40 % of baseline req/s, p99 ≤ 25 ms, default configuration): ${(ratio * 100).toFixed(0)} %, p99 ${target.p99} ms → ${ratio >= 0.4 && target.p99 <= 25 ? 'met' : 'NOT met'}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
