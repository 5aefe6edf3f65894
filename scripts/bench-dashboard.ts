// `npm run bench:dashboard`: the back office's dashboard (src/server/services/back-office/dashboard.ts) at
// 100,000 shop orders on PostgreSQL (BENCH_PG_URL, a throwaway database) and, with BENCH_PGLITE=1, on the
// embedded database too. Seeds the demo data, generates the orders (a parent and one shop order per checkout,
// spread over the last 400 days and the demo shops, statuses mixed), open refunds and unanswered questions, then
// prints each query's plan (EXPLAIN ANALYZE: the index it reads) and the whole dashboard's median time for the
// operator and for one shop. Prints numbers; asserts nothing on timing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { startDatabase } from '../src/server/runtime';
import { DirectoryStore } from '../src/server/storage/directory-store';
import { dashboardQueries, getDashboard } from '../src/server/services/back-office/dashboard';
import { createPgDatabase } from './lib/bench-tools.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const RUNS = 20;
const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function generate(database: Database) {
  const started = Date.now();
  await database.rows(sql`
    with shops_list as (select array_agg(id order by id) as ids from shops),
    checkout as (
      select g, (select ids from shops_list) as ids,
        now() - (random() * interval '400 days') as at,
        (array['order-processing', 'order-completed', 'order-pending', 'order-cancelled', 'order-completed'])[1 + g % 5] as status,
        100 + (g * 37) % 20000 as cents
      from generate_series(1, ${ORDERS}) g),
    parents as (
      insert into orders (tracking_number, customer_contact, amount_cents, paid_total_cents, total_cents,
        payment_gateway, order_status, created_at)
      select 'BENCH-P-' || g, '+10000000000', cents, cents, cents, 'CASH_ON_DELIVERY', status, at from checkout
      returning id, tracking_number)
    insert into orders (tracking_number, parent_id, shop_id, customer_contact, amount_cents, paid_total_cents,
      total_cents, payment_gateway, order_status, created_at)
    select 'BENCH-C-' || c.g, p.id, c.ids[1 + c.g % array_length(c.ids, 1)], '+10000000000', c.cents, c.cents,
      c.cents, 'CASH_ON_DELIVERY', c.status, c.at
    from checkout c join parents p on p.tracking_number = 'BENCH-P-' || c.g`);
  // One checkout in 50 asks for a refund (half of them still open); questions, one in three unanswered.
  await database.rows(sql`
    insert into refunds (order_id, customer_id, shop_id, title, description, amount_cents, status, created_at)
    select o.id, null, null, 'Bench', 'Bench refund', o.amount_cents,
      case when random() < 0.5 then 'pending' else 'approved' end, o.created_at
    from orders o where o.parent_id is null and o.tracking_number like 'BENCH-P-%' and random() < 0.02`);
  await database.rows(sql`
    insert into refunds (parent_id, order_id, customer_id, shop_id, title, description, amount_cents, status, created_at)
    select r.id, c.id, null, c.shop_id, r.title, r.description, c.amount_cents, r.status, r.created_at
    from refunds r join orders c on c.parent_id = r.order_id where r.title = 'Bench' and r.parent_id is null`);
  await database.rows(sql`
    insert into questions (user_id, product_id, shop_id, question, answer)
    select (select min(id) from users), p.id, p.shop_id, 'Bench question ' || g,
      case when g % 3 = 0 then null else 'Yes.' end
    from generate_series(1, 20000) g join products p on p.id = (select min(id) from products) + g % 50`);
  // As autovacuum leaves a table in use: statistics, and the visibility map that lets an index answer alone.
  await database.rows(sql`vacuum analyze`);
  const [n] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from orders where parent_id is not null`,
  );
  console.log(`[bench] ${n!.n} shop orders (and their checkouts) in ${Date.now() - started} ms`);
}

async function explain(database: Database, label: string, query: ReturnType<typeof sql>) {
  const rows = await database.rows<{ 'QUERY PLAN': string }>(sql`explain (analyze, costs off, timing on) ${query}`);
  console.log(`\n--- ${label}`);
  for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
}

async function timeDashboard(database: Database, label: string, roles: Parameters<typeof getDashboard>[0]['roles']) {
  const times: number[] = [];
  let figures: Awaited<ReturnType<typeof getDashboard>> | null = null;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    figures = await getDashboard({ database, roles });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `[bench] ${label}: median ${times[RUNS / 2]!.toFixed(1)} ms, worst ${times[RUNS - 1]!.toFixed(1)} ms over ${RUNS} runs; ` +
      `month ${figures!.month.orders} orders, today ${figures!.today.orders}, open refunds ${figures!.open_refunds}, ` +
      `unanswered ${figures!.unanswered_questions}, low stock ${figures!.low_stock.count}`,
  );
}

async function pass(kind: string, open: () => Promise<Database>) {
  console.log(`\n=== ${kind}`);
  const database = await open();
  try {
    await generate(database);
    const [busiest] = await database.rows<{ shop_id: number }>(sql`
      select shop_id from orders where parent_id is not null group by shop_id order by count(*) desc limit 1`);
    const shopId = busiest!.shop_id;
    for (const [scope, label] of [
      [{ all: true, shops: [] }, 'operator (every shop)'],
      [{ all: false, shops: [shopId] }, `owner of shop ${shopId}`],
    ] as const) {
      const queries = dashboardQueries({ all: scope.all, shops: [...scope.shops] });
      for (const [name, query] of Object.entries(queries)) await explain(database, `${label}: ${name}`, query);
    }
    console.log('');
    await timeDashboard(database, 'operator', { userId: 0, superAdmin: true, ownerOf: [], staffOf: [] });
    await timeDashboard(database, `owner of shop ${shopId}`, {
      userId: 0,
      superAdmin: false,
      ownerOf: [shopId],
      staffOf: [],
    });
  } finally {
    await database.close();
  }
}

async function main() {
  const files = mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'));
  const privateFiles = new DirectoryStore(path.join(files, 'private'));
  const log = () => {};
  try {
    const pg = await createPgDatabase(PG_SERVER);
    if (pg) {
      try {
        await pass('PostgreSQL', () => startDatabase({ databaseUrl: pg.url, seed: true, privateFiles, log }));
      } finally {
        await pg.drop();
      }
    }
    if (process.env.BENCH_PGLITE === '1') {
      const dataDir = path.join(files, 'pglite');
      await pass('PGlite', () =>
        startDatabase({ databaseUrl: null, pgliteDataDir: dataDir, seed: true, privateFiles, log }),
      );
    }
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
