// `npm run bench:orders`: checkout under load. The API alone (src/server/standalone.ts) on the embedded database
// and on PostgreSQL; 20 signed-in buyers place cash-on-delivery orders as fast as the API answers them (orders
// per second, p50/p99 latency, server CPU per order), then race for the last units of one product: the oversell
// count (units sold beyond the stock, or stock below 0) must be 0. Prints numbers; asserts nothing on timing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuCount, cpuMs, createPgDatabase, signUpShopper, startNode, stopNode, waitFor } from './lib/bench-tools.mjs';

const BUYERS = 20;
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 3);
const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Units of the product the buyers race for. */
const LAST_UNITS = 30;

interface ListProduct {
  id: number;
  slug: string;
  quantity: number;
  product_type: string;
  is_digital: boolean;
}

interface Result {
  database: string;
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  refused: number;
  cpuPerOrder: number | null;
  raceSold: number;
  raceStock: number;
  oversell: number;
}

/** One API call; the answer's body is read as `T` (the API's documented shape). */
async function call<T = unknown>(base: string, method: string, pathname: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const cents = (amount: number) => Math.round(amount * 100);

interface Verified {
  amount: number;
  total_tax: number;
  shipping_charge: number;
  products: unknown[];
}

/** The body the storefront sends for one unit of a product: verify, then the verified figures back. */
async function orderBodyFor(base: string, productId: number) {
  const verified = await call<Verified>(base, 'POST', '/orders/checkout/verify', {
    products: [{ product_id: productId, order_quantity: 1 }],
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  const v = verified.body;
  const total = (cents(v.amount) + cents(v.total_tax) + cents(v.shipping_charge)) / 100;
  return {
    products: v.products,
    amount: v.amount,
    sales_tax: v.total_tax,
    delivery_fee: v.shipping_charge,
    discount: 0,
    paid_total: total,
    total,
    customer_contact: '+12125550100',
    payment_gateway: 'CASH_ON_DELIVERY',
    delivery_time: 'Morning',
    billing_address: { street_address: '1 Bench St', city: 'New York', state: 'NY', zip: '10013', country: 'US' },
    shipping_address: { street_address: '1 Bench St', city: 'New York', state: 'NY', zip: '10013', country: 'US' },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Every buyer places orders back to back until `until`; answers latencies of placed orders and refusals. */
async function load(base: string, tokens: string[], bodies: unknown[], until: number) {
  const latencies: number[] = [];
  let refused = 0;
  await Promise.all(
    tokens.map(async (token, i) => {
      for (let n = i; Date.now() < until; n += tokens.length) {
        const started = performance.now();
        const res = await call(base, 'POST', '/orders', bodies[n % bodies.length], token);
        if (res.status === 201) latencies.push(performance.now() - started);
        else refused += 1;
      }
    }),
  );
  return { latencies, refused };
}

/** Twenty buyers race for the last units of one product; answers units sold and the oversell count. */
async function race(base: string, tokens: string[], product: ListProduct) {
  const body = await orderBodyFor(base, product.id);
  const before = (await call<ListProduct>(base, 'GET', `/products/${product.slug}`)).body;
  let sold = 0;
  await Promise.all(
    tokens.map(async (token) => {
      for (;;) {
        const res = await call(base, 'POST', '/orders', body, token);
        if (res.status === 201) sold += 1;
        else if (res.status === 422) return;
        else throw new Error(`race: POST /orders answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
    }),
  );
  const after = (await call<ListProduct>(base, 'GET', `/products/${product.slug}`)).body;
  const oversell = Math.max(0, sold - before.quantity) + (after.quantity < 0 ? 1 : 0);
  return { sold, stock: before.quantity, oversell };
}

async function benchDatabase(database: string, env: Record<string, string>, port: number): Promise<Result> {
  const server = startNode(
    'src/server/standalone.ts',
    {
      ...env,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      API_CACHE_SECONDS: '0',
      // Every buyer comes from this machine's address: lift the per-address limits for the run.
      RATE_LIMIT_WRITES_PER_WINDOW: '10000000',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
    },
    { nodeArgs: ['--import', 'tsx'] },
  );
  try {
    const base = `http://127.0.0.1:${port}/api`;
    await waitFor(`${base}/types`);
    const tokens = await Promise.all(Array.from({ length: BUYERS }, () => signUpShopper(base)));
    const list = (
      await call<{ data: ListProduct[] }>(base, 'GET', '/products?limit=100&orderBy=quantity&sortedBy=desc')
    ).body.data;
    const stocked = list.filter((p) => p.product_type === 'simple' && !p.is_digital && p.quantity >= 100);
    const bodies = await Promise.all(stocked.slice(0, 40).map((p) => orderBodyFor(base, p.id)));
    if (bodies.length === 0) throw new Error('no product with enough stock to order');

    await load(base, tokens, bodies, Date.now() + WARMUP * 1000);
    const cpuBefore = cpuMs(server.pid!);
    const started = Date.now();
    const { latencies, refused } = await load(base, tokens, bodies, started + DURATION * 1000);
    const seconds = (Date.now() - started) / 1000;
    const cpuAfter = cpuMs(server.pid!);
    latencies.sort((a, b) => a - b);

    // The least stocked product with at least LAST_UNITS left, so the race ends after a few dozen orders.
    const fewest = (
      await call<{ data: ListProduct[] }>(base, 'GET', '/products?limit=100&orderBy=quantity&sortedBy=asc')
    ).body.data;
    const target = fewest.find((p) => p.product_type === 'simple' && !p.is_digital && p.quantity >= LAST_UNITS);
    if (!target) throw new Error(`no product with ${LAST_UNITS} or more units to race for`);
    const { sold, stock, oversell } = await race(base, tokens, target);
    const result: Result = {
      database,
      orders: latencies.length,
      ordersPerSecond: latencies.length / seconds,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      refused,
      cpuPerOrder:
        cpuBefore !== null && cpuAfter !== null && latencies.length > 0
          ? (cpuAfter - cpuBefore) / latencies.length
          : null,
      raceSold: sold,
      raceStock: stock,
      oversell,
    };
    console.log(
      `  ${database.padEnd(10)} ${result.ordersPerSecond.toFixed(1)} orders/s  p50 ${result.p50} ms  p99 ${result.p99} ms` +
        `  ${result.cpuPerOrder?.toFixed(1) ?? 'n/a'} ms CPU/order  refused ${refused}` +
        `  race: ${sold} of ${stock} units sold, oversell ${oversell}`,
    );
    return result;
  } finally {
    await stopNode(server);
  }
}

async function main() {
  console.log(
    `[bench:orders] ${BUYERS} buyers, ${DURATION}s after ${WARMUP}s warm-up, ${cpuCount()} CPUs; one unit per order`,
  );
  const results: Result[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-bench-orders-'));
  try {
    results.push(await benchDatabase('embedded', { DATA_DIR: dataDir, DATABASE_URL: '' }, 3311));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await createPgDatabase(PG_SERVER);
  if (database) {
    const pgData = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-bench-orders-pg-'));
    try {
      results.push(await benchDatabase('postgres', { DATABASE_URL: database.url, DATA_DIR: pgData }, 3312));
    } finally {
      rmSync(pgData, { recursive: true, force: true });
      await database.drop();
    }
  }
  console.log(
    '\n| database | orders/s | p50 ms | p99 ms | server CPU ms/order | refused | race: sold / stock | oversell |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.database} | ${r.ordersPerSecond.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.cpuPerOrder?.toFixed(1) ?? 'n/a'} | ${r.refused} | ${r.raceSold} / ${r.raceStock} | ${r.oversell} |`,
    );
  }
  const oversold = results.some((r) => r.oversell > 0);
  console.log(`\nBar (oversell must be 0 on every database): ${oversold ? 'NOT met' : 'met'}`);
  if (oversold) process.exit(1);
}

main().catch((err: unknown) => {
  console.error('[bench:orders] failed:', err);
  process.exit(1);
});
