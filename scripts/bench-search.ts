// `npx tsx scripts/bench-search.ts`: the product search's latency on the database at DATABASE_URL (a PostgreSQL
// server grown with `npm run db:seed -- --products N`), straight through the search service (no HTTP, no response
// cache): per query kind, SEARCH_REQUESTS requests at SEARCH_CONCURRENCY (default 200 at 10), p50 / p99 in ms, then
// the same one request at a time (median ms, and this process's CPU per request).
import os from 'node:os';
import { openDatabase } from '@/server/db/client';
import { toListParams } from '@/server/query/list-params';
import { findProducts } from '@/server/services/product/find-products';
import { suggestSearches } from '@/server/services/product/search/search-words';

const QUERIES: { label: string; text: string; language: string }[] = [
  { label: 'word (common)', text: 'apples', language: 'en' },
  { label: 'bench:catalogue word', text: 'tomatoes', language: 'en' },
  { label: 'bench:catalogue typo', text: 'tomaotes', language: 'en' },
  { label: 'two words', text: 'chocolate cake', language: 'en' },
  { label: 'rare word', text: 'sambousek', language: 'en' },
  { label: 'typo, 1 edit', text: 'chocolte', language: 'en' },
  { label: 'typo, 2 edits', text: 'strawbrreis', language: 'en' },
  { label: 'no match (did you mean)', text: 'wolnat', language: 'en' },
  { label: 'arabic stem', text: 'التفاح', language: 'ar' },
  { label: 'german', text: 'äpfel', language: 'de' },
];

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to the PostgreSQL database to measure.');
  const requests = Number(process.env.SEARCH_REQUESTS ?? 200);
  const concurrency = Number(process.env.SEARCH_CONCURRENCY ?? 10);
  const database = await openDatabase({ url, poolSize: concurrency });
  const [{ n } = { n: 0 }] = await database.rows<{ n: number }>(
    (await import('drizzle-orm')).sql`select count(*)::int as n from products`,
  );
  console.log(`[bench:search] ${n.toLocaleString('en')} products, ${requests} requests per kind at c=${concurrency}`);
  const single = await openDatabase({ url, poolSize: 1 });
  // One request at a time: its latency is the query's cost plus the machine's queueing, the same at every size.
  const cpu = async (label: string, once: (db: typeof database) => Promise<unknown>) => {
    for (let i = 0; i < 5; i++) await once(single);
    const times: number[] = [];
    const mine = process.cpuUsage();
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      await once(single);
      times.push(performance.now() - started);
    }
    const used = process.cpuUsage(mine);
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)]!.toFixed(1);
    // The fastest run is the one the machine's other work delayed least: the closest to the query's own cost.
    const fastest = times[0]!.toFixed(1);
    const nodeMs = ((used.user + used.system) / 1000 / requests).toFixed(2);
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(
      `${label.padEnd(28)} one at a time: min ${fastest.padStart(6)} ms, median ${median.padStart(6)} ms, node CPU ${nodeMs} ms (load ${load})`,
    );
  };
  const run = async (label: string, once: () => Promise<unknown>) => {
    for (let i = 0; i < concurrency; i++) await once(); // warm the plans and the pool
    const times: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next++ < requests) {
        const started = performance.now();
        await once();
        times.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(`${label.padEnd(28)} p50 ${at(0.5).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms  (load ${load})`);
  };
  const search = (q: (typeof QUERIES)[number]) => (db: typeof database) =>
    findProducts({
      database: db,
      params: toListParams({ search: `name:${q.text}`, searchJoin: 'and', limit: 30 } as never),
      language: q.language,
      url: new URL('http://bench.local/products'),
    });
  const suggest = (db: typeof database) => suggestSearches({ database: db, text: 'choc', language: 'en', limit: 8 });
  for (const q of QUERIES) await run(q.label, () => search(q)(database));
  await run('suggestions "choc"', () => suggest(database));
  for (const q of QUERIES) await cpu(q.label, search(q));
  await cpu('suggestions "choc"', suggest);
  await single.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
