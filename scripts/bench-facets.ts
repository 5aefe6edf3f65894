// `npx tsx scripts/bench-facets.ts <postgres url> [seconds]`: GET /products/facets's service at c=10 against one
// catalogue database (issue 23 facets), beside the product list's first page for the same requests, as the
// service runs them (no HTTP, no response cache). Prints p50/p99/mean ms and the load average for each request.
import os from 'node:os';
import { openDatabase } from '@/server/db/client';
import { toListParams } from '@/server/query/list-params';
import { findProductFacets } from '@/server/services/product/product-facets';
import { findProductPage } from '@/server/services/product/product-list-page';

const url = process.argv[2];
const seconds = Number(process.argv[3] || 10);
if (!url) throw new Error('usage: tsx scripts/bench-facets.ts <postgres url> [seconds]');
const CONCURRENCY = 10;

/**
 * The drawer's requests: /products and a type page (kept counts), a type page with a category, then also a colour
 * chosen (counted per value), a name search (few matches: counted from them).
 */
const REQUESTS = (process.env.BENCH_FACETS_REQUESTS ?? '')
  .split('|')
  .filter(Boolean)
  .concat(
    process.env.BENCH_FACETS_REQUESTS
      ? []
      : [
          'status:publish',
          'type.slug:grocery;status:publish',
          'type.slug:clothing;categories.slug:clothing-tops;status:publish',
          'type.slug:clothing;categories.slug:clothing-tops;attribute:color:red;status:publish',
          'name:tomatoes;status:publish',
        ],
  );

async function main() {
  const database = await openDatabase({ url, poolSize: CONCURRENCY });
  const [{ n }] = (await database.rows<{ n: number }>(
    (await import('drizzle-orm')).sql`select count(*)::int as n from products`,
  )) as [{ n: number }];
  console.log(`products: ${n}`);
  for (const search of REQUESTS) {
    for (const kind of ['facets', 'list'] as const) {
      const params = toListParams({ search, searchJoin: 'and', limit: 20 });
      const once = () =>
        kind === 'facets'
          ? findProductFacets({ database, params, language: 'en' })
          : findProductPage({ database, params, language: 'en', url: new URL('http://localhost/api/products') });
      await once();
      const times: number[] = [];
      const end = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (Date.now() < end) {
            const t0 = performance.now();
            await once();
            times.push(performance.now() - t0);
          }
        }),
      );
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      const mean = (times.reduce((s, x) => s + x, 0) / times.length).toFixed(1);
      console.log(
        `${kind.padEnd(6)} ${search.padEnd(80)} n=${String(times.length).padStart(5)} p50=${at(0.5)} p99=${at(0.99)} mean=${mean} ms load=${os.loadavg()[0]!.toFixed(2)}`,
      );
    }
  }
  const facets = await findProductFacets({
    database,
    params: toListParams({ search: REQUESTS[1], searchJoin: 'and' }),
    language: 'en',
  });
  console.log(JSON.stringify(facets).slice(0, 600));
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
