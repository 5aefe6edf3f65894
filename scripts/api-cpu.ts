// `tsx scripts/api-cpu.ts <data dir> <url path>…`: the CPU time of single API calls in-process (no HTTP), one at a
// time, caches off, on an embedded database copied from a seeded DATA_DIR. Prints the median of API_CPU_RUNS runs.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { compileSql } from '../src/server/db/compile-sql';
import { sql } from 'drizzle-orm';

let log = false;

const [template, ...urls] = process.argv.slice(2);
const RUNS = Number(process.env.API_CPU_RUNS || 30);
const dir = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-api-cpu-'));
cpSync(path.join(template!, 'pglite'), dir, { recursive: true });
async function main() {
  const database = await openDatabase({ dataDir: dir });
  if (process.env.API_CPU_SQL) {
    // Each statement's CPU time and text, once warm (API_CPU_SQL=explain also prints its plan).
    const rows = database.rows.bind(database);
    database.rows = async <T>(query: Parameters<typeof rows>[0]) => {
      const t = cpu();
      const result = await rows<T>(query);
      if (log) {
        const { sql: text, params } = compileSql(query);
        console.log(
          `    ${(cpu() - t).toFixed(2)} ms  ${result.length} rows  ${text.replace(/\s+/g, ' ').slice(0, 4000)}  ${JSON.stringify(params)}`,
        );
        if (process.env.API_CPU_SQL === 'explain') {
          const plan = await rows<{ 'QUERY PLAN': string }>(sql`explain analyze ${query}`);
          console.log(plan.map((p) => `      ${p['QUERY PLAN']}`).join('\n'));
        }
      }
      return result;
    };
  }
  const app = createApp({ database, cacheTtlMs: 0, demoData: true });
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  try {
    const fetchText = async (url: string) => {
      const res = await app.fetch(new Request(`http://x/api${url}`));
      return { status: res.status, text: await res.text() };
    };
    // Warm-up of every call (PGlite's WebAssembly is compiled again by the optimising tier in the background).
    for (let i = 0; i < Number(process.env.API_CPU_WARMUP || 15); i++) for (const url of urls) await fetchText(url);
    for (const url of urls) {
      const call = () => fetchText(url);
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const t = cpu();
        const r = await call();
        times.push(cpu() - t);
        bytes = r.text.length;
        if (r.status !== 200) console.log(r.status, r.text.slice(0, 200));
      }
      if (process.env.API_CPU_SQL) {
        log = true;
        await call();
        log = false;
      }
      times.sort((a, b) => a - b);
      console.log(`${times[Math.floor(RUNS / 2)]!.toFixed(2).padStart(7)} ms  ${String(bytes).padStart(7)} B  ${url}`);
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
