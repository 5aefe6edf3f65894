// Pieces shared by the benchmarks (scripts/bench-api.ts, scripts/bench-web.mjs): start and stop servers in their
// own process group, wait for them, load them with autocannon while reading the server's own CPU time, sign a
// shopper up, and run the bare baselines. Numbers only; nothing here asserts on timing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

/**
 * Starts `node <script>` in its own process group with NODE_ENV=production and `env` on top; `nodeArgs` go
 * before the script (e.g. `['--import', 'tsx']` to run TypeScript sources). The production server (`server.mjs`)
 * runs with the flags it runs with everywhere (server-node-args.mjs).
 */
export function startNode(script, env = {}, { cwd = process.cwd(), quiet = true, nodeArgs = [] } = {}) {
  const serverArgs = path.basename(script) === 'server.mjs' ? SERVER_NODE_ARGS : [];
  const child = spawn(process.execPath, [...serverArgs, ...nodeArgs, script], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    detached: true,
  });
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

/** Stops the process group and waits until the process is gone (an embedded database is then free to open). */
export async function stopNode(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const killer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, 10_000);
  await child.exited;
  clearTimeout(killer);
}

export async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; null where /proc is not available. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU time of several processes together, in ms; null when any is unknown. */
function totalCpuMs(pids) {
  const each = pids.map(cpuMs);
  return each.length > 0 && each.every((ms) => ms !== null) ? each.reduce((a, b) => a + b, 0) : null;
}

/**
 * Loads `url` with autocannon for `duration` seconds after a `warmup`, and reports req/s, p50/p99 latency,
 * failures and, when the server's pid is known (`pids`: several servers, e.g. instances behind a proxy), its
 * CPU time per answered request.
 */
export async function measure({ url, connections, duration, warmup = 2, headers = {}, pid = null, pids = [] }) {
  const servers = pid ? [pid, ...pids] : pids;
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers });
  const before = totalCpuMs(servers);
  const r = await autocannon({ url, connections, duration, headers });
  const after = totalCpuMs(servers);
  const answered = r.requests.total;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuPerRequest: before !== null && after !== null && answered > 0 ? (after - before) / answered : null,
  };
}

/** "1234 req/s  p50 3 ms  p99 9 ms  1.2 ms CPU" */
export function describe(m) {
  const cpu = m.cpuPerRequest === null ? '' : `  ${m.cpuPerRequest.toFixed(2)} ms CPU/req`;
  return `${m.rps.toFixed(0).padStart(7)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms${cpu}${m.errors ? `  (${m.errors} errors)` : ''}`;
}

/** A new shopper through the API's own sign-up; answers the sign-in token. */
export async function signUpShopper(apiBase) {
  const email = `bench.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${apiBase}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Shopper', email, password: 'Amber kettle lanterns 8841' }),
  });
  const body = await res.json();
  if (!res.ok || !body.token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * The bare baseline (scripts/bench-baseline.mjs): plain `http` plus the database driver answering the same 20
 * product rows as GET /products?limit=20. `database`: a postgres:// URL, or a PGlite data folder.
 */
export async function runBaseline({ database, port, connections, duration, warmup }) {
  const env = database.startsWith('postgres')
    ? { DATABASE_URL: database, PORT: String(port) }
    : { DATABASE_URL: '', PGLITE_DATA_DIR: database, PORT: String(port) };
  const child = startNode('scripts/bench-baseline.mjs', env);
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    return await measure({ url: `http://127.0.0.1:${port}/`, connections, duration, warmup, pid: child.pid });
  } finally {
    await stopNode(child);
  }
}

export const cpuCount = () => os.cpus().length;

/**
 * A throwaway database on the PostgreSQL server at `serverUrl` for one benchmark pass, or null (with a note)
 * when the server is not reachable. `drop` removes it.
 */
export async function createPgDatabase(serverUrl) {
  const name = `pickbazar_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.log(`[bench] PostgreSQL at ${serverUrl} is not reachable (${err.message}); skipping that pass`);
    await admin.end().catch(() => {});
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}
