// `node scripts/profile-web.mjs <page path> [seconds]`: where the server's CPU goes on a cache-miss render. Starts
// the production server (dist/server.mjs) with --cpu-prof, both caches off (PAGE_CACHE_SECONDS=0
// API_CACHE_SECONDS=0), on an embedded database copied from PROFILE_TEMPLATE_DIR (a seeded DATA_DIR; made with
// `npm run db:seed` when absent) or on the PostgreSQL database PROFILE_DATABASE_URL (e.g. a catalogue grown by
// `npm run db:seed -- --products N`; an API path such as /api/products?limit=20 profiles the API alone), loads the page with autocannon (PROFILE_CONNECTIONS, default 4), stops the
// server and prints the CPU per request and the profile's self time grouped by package and by function.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { measure, startNode, stopNode, waitFor } from './lib/bench-tools.mjs';

const [pagePath = '/', secondsArg = '15'] = process.argv.slice(2);
const PORT = Number(process.env.PROFILE_PORT || 4000 + Math.floor(Math.random() * 900));
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS || 4);
const TOP = Number(process.env.PROFILE_TOP || 25);
/** The build to run (another checkout's dist/ and .next/ compare two builds on one template). */
const root = path.resolve(process.env.PROFILE_ROOT || process.cwd());
/** Sequential requests before measuring: PGlite's WebAssembly is optimised in the background at first. */
const WARM_REQUESTS = Number(process.env.PROFILE_WARM_REQUESTS || 20);
const template = process.env.PROFILE_TEMPLATE_DIR || path.join(os.tmpdir(), 'pickbazar-profile-template');

const databaseUrl = process.env.PROFILE_DATABASE_URL || '';
if (!databaseUrl && !existsSync(path.join(template, 'pglite'))) {
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/db-seed.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: template, DATABASE_URL: '', PORT: '' },
  });
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-profile-'));
const profDir = path.join(dataDir, 'prof');
if (!databaseUrl) cpSync(template, dataDir, { recursive: true });
const server = startNode(
  path.join(root, 'dist', 'server.mjs'),
  { PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PAGE_CACHE_SECONDS: '0', API_CACHE_SECONDS: '0' },
  { cwd: root, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`] },
);
const url = `http://127.0.0.1:${PORT}${pagePath}`;
let m;
try {
  await waitFor(`http://127.0.0.1:${PORT}/api/types`);
  for (let i = 0; i < WARM_REQUESTS; i++) await fetch(url).then((r) => r.arrayBuffer());
  m = await measure({ url, connections: CONNECTIONS, duration: Number(secondsArg), warmup: 3, pid: server.pid });
} finally {
  await stopNode(server);
}
const [file] = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
// PROFILE_KEEP=<file>: keeps the whole profile (for Chrome's DevTools or a closer look).
if (process.env.PROFILE_KEEP) cpSync(path.join(profDir, file), process.env.PROFILE_KEEP);
rmSync(dataDir, { recursive: true, force: true });

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
// Only the samples of the measured window (the last `seconds` of the profile): start-up and warm-up left out.
const times = [];
profile.timeDeltas.reduce((t, d, i) => (times[i] = t + d), profile.startTime);
const from = profile.endTime - Number(secondsArg) * 1e6;
const self = new Map();
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const within = new Map();
profile.samples.forEach((id, i) => {
  if (times[i] < from) return;
  const us = profile.timeDeltas[i + 1] ?? 0;
  self.set(id, (self.get(id) ?? 0) + us);
  // Inclusive: every package on the sample's stack, once.
  const seen = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) seen.add(owner(byId.get(n).callFrame));
  for (const key of seen) within.set(key, (within.get(key) ?? 0) + us);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

function owner(frame) {
  const u = frame.url || '';
  if (!u) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (u.startsWith('wasm://')) return 'wasm (PGlite)';
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(u);
  if (pkg) return pkg[1];
  if (u.includes('/dist/server.mjs')) return 'dist/server.mjs (API, server)';
  if (u.includes('/.next/server/')) return '.next/server (pages)';
  if (u.startsWith('node:')) return 'node core';
  return u.replace(root, '.');
}
const group = (keyOf) => {
  const out = new Map();
  for (const [id, us] of self) {
    const key = keyOf(byId.get(id).callFrame);
    out.set(key, (out.get(key) ?? 0) + us);
  }
  return [...out.entries()].sort((a, b) => b[1] - a[1]);
};
const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
console.log(
  `${pagePath}: ${m.rps.toFixed(1)} req/s, p99 ${m.p99} ms, ${m.cpuPerRequest?.toFixed(1)} ms CPU/request (c=${CONNECTIONS}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log('\nself time by package');
for (const [key, us] of group(owner).slice(0, TOP)) console.log(`  ${pct(us)}  ${key}`);
console.log('\ntime with the package on the stack (inclusive)');
for (const [key, us] of [...within.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP))
  console.log(`  ${pct(us)}  ${key}`);
console.log('\nself time by function');
for (const [key, us] of group((f) => `${f.functionName || '(anonymous)'} ${owner(f)}:${f.lineNumber}`).slice(0, TOP))
  console.log(`  ${pct(us)}  ${key}`);

// PROFILE_CALLERS=name,name: the stacks (up to 6 frames) that reach these functions, by self time.
for (const wanted of (process.env.PROFILE_CALLERS || '').split(',').filter(Boolean)) {
  const stacks = new Map();
  for (const [id, us] of self) {
    if (byId.get(id).callFrame.functionName !== wanted) continue;
    const frames = [];
    for (let n = parent.get(id); n !== undefined && frames.length < 6; n = parent.get(n)) {
      const f = byId.get(n).callFrame;
      frames.push(`${f.functionName || '(anonymous)'}@${owner(f)}:${f.lineNumber}`);
    }
    const key = frames.join(' < ');
    stacks.set(key, (stacks.get(key) ?? 0) + us);
  }
  console.log(`\ncallers of ${wanted}`);
  for (const [key, us] of [...stacks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`  ${pct(us)}  ${key}`);
}
