import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { startDatabase } from '@/server/runtime';
import { directoryStorage } from '@/server/storage';
import { makeShopper, type Line, orderBody, type ProductRow, simpleProducts, type Verified } from './helpers/orders';
import { createThrowawayDatabase, seededDatabase, templateDatabase } from './helpers/test-app';

/**
 * Nothing lost: the API runs as a real process (`node --import tsx src/server/standalone.ts`) on a database of
 * its own (an embedded PGlite data directory, or a throwaway PostgreSQL database with TEST_DATABASE_URL). A
 * shopper places orders in a burst; the process is killed with SIGKILL while orders are in flight, then started
 * again on the same data. Every order answered 2xx must be there with all its lines, no order may be half
 * written, and each product's stock must be its start minus what the stored orders hold.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
// Ports 3500–3509 are this suite's; the two databases get one each so both passes may run at once.
const PORT = POSTGRES ? 3501 : 3500;
const BASE = `http://127.0.0.1:${PORT}/api`;
const START_STOCK = 1_000;
const IN_FLIGHT = 6;
/** The kill comes once this many orders have been answered, with more in flight. */
const KILL_AFTER = 8;

let workDir: string;
let dataDir: string;
let databaseUrl: string | null = null;
let dropDatabase: (() => Promise<void>) | null = null;
let server: ChildProcess | null = null;
let token: string;
let products: ProductRow[];

/** Opens the data again (after the server is gone); already seeded, so nothing is seeded again. */
async function openData(): Promise<Database> {
  return startDatabase({
    databaseUrl,
    pgliteDataDir: dataDir,
    seed: true,
    privateFiles: directoryStorage({ media: path.join(workDir, 'media'), private: path.join(workDir, 'private') })
      .private,
    log: () => {},
  });
}

function startServer(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(PORT),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: dataDir,
    MEDIA_DIR: path.join(workDir, 'media'),
    PRIVATE_FILES_DIR: path.join(workDir, 'private'),
    SEED_ON_START: 'false',
    RATE_LIMIT_WRITES_PER_WINDOW: '100000',
    API_CACHE_SECONDS: '0',
  };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/standalone.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[api] listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function call(method: string, p: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${BASE}${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'pickbazar-crash-'));
  dataDir = path.join(workDir, 'pglite');
  if (POSTGRES) {
    const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, templateDatabase());
    databaseUrl = throwaway.url;
    dropDatabase = throwaway.drop;
  }
  // Seed, make the shopper and set the stock before the server owns the data (PGlite: one process at a time).
  const database = await seededDatabase({
    url: databaseUrl,
    dataDir,
    privateFiles: directoryStorage({ media: path.join(workDir, 'media'), private: path.join(workDir, 'private') })
      .private,
  });
  try {
    token = (await makeShopper(database, 'Crash Shopper')).token;
    products = await simpleProducts(database, sql`true`, 3);
    for (const p of products) {
      await database.rows(sql`update products set quantity = ${START_STOCK} where id = ${p.id}`);
    }
  } finally {
    await database.close();
  }
}, 300_000);

afterAll(async () => {
  if (server) await kill(server);
  await dropDatabase?.();
  await rm(workDir, { recursive: true, force: true });
});

interface Placed {
  id: number;
  tracking_number: string;
  lines: Line[];
}

describe(`SIGKILL in the middle of a burst of orders (${POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every answered order whole, no half-written ones, and stock equal to start minus orders', async () => {
    server = await startServer();
    // Two carts: three lines over the chosen products, and one line; each order is placed as the storefront does.
    const carts: Line[][] = [
      products.map((p, i) => ({ product_id: p.id, order_quantity: i + 1 })),
      [{ product_id: products[0]!.id, order_quantity: 2 }],
    ];
    const bodies: { lines: Line[]; body: ReturnType<typeof orderBody> }[] = [];
    for (const lines of carts) {
      const verified = await call('POST', '/orders/checkout/verify', { products: lines });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      bodies.push({ lines, body: orderBody(verified.body as Verified) });
    }

    const placed: Placed[] = [];
    let failed = 0;
    let killed: Promise<void> | null = null;
    let sent = 0;
    const victim = server;
    const worker = async () => {
      while (!killed && sent < 200) {
        const { lines, body } = bodies[sent++ % bodies.length]!;
        try {
          const res = await call('POST', '/orders', body);
          if (res.status >= 200 && res.status < 300) {
            placed.push({ id: res.body.id, tracking_number: res.body.tracking_number, lines });
            if (placed.length >= KILL_AFTER && !killed) killed = kill(victim);
          } else if (!killed) {
            throw new Error(`an order was refused before the kill: ${res.status} ${JSON.stringify(res.body)}`);
          }
        } catch (err) {
          if (!killed) throw err;
          failed += 1; // cut off by the kill: the order may or may not exist, but never in part
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killed;
    expect(placed.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failed, 'requests cut off by the kill').toBeGreaterThan(0);

    // The same data, a new process: it must start (PGlite recovers its files) and take orders again.
    server = await startServer();
    const after = await call('POST', '/orders', bodies[1]!.body);
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    placed.push({ id: after.body.id, tracking_number: after.body.tracking_number, lines: bodies[1]!.lines });
    await kill(server);
    server = null;

    const database = await openData();
    try {
      await expectWholeOrders(database, placed);
    } finally {
      await database.close();
    }
  }, 240_000);
});

async function expectWholeOrders(database: Database, placed: Placed[]): Promise<void> {
  // Every answered order, with exactly the lines it was placed with.
  for (const order of placed) {
    const lines = await database.rows<{ product_id: number; order_quantity: number }>(sql`
      select op.product_id, op.order_quantity from orders o join order_products op on op.order_id = o.id
      where o.id = ${order.id} and o.tracking_number = ${order.tracking_number} and o.parent_id is null
      order by op.product_id`);
    const expected = [...order.lines]
      .sort((a, b) => a.product_id - b.product_id)
      .map((l) => ({ product_id: l.product_id, order_quantity: l.order_quantity }));
    expect(lines, `order ${order.tracking_number}`).toEqual(expected);
  }

  // No order half written: lines present, line and order sums agree, one child per shop holding its lines.
  const broken = await database.rows<{ id: number; problem: string }>(sql`
    with sums as (
      select o.id, o.parent_id, o.shop_id, o.amount_cents, o.total_cents,
        o.amount_cents + o.sales_tax_cents + o.delivery_fee_cents - o.discount_cents as expected_total,
        count(op.id)::int as lines, coalesce(sum(op.subtotal_cents), 0)::int as subtotal,
        count(*) filter (where op.subtotal_cents <> op.unit_price_cents * op.order_quantity)::int as bad_lines
      from orders o left join order_products op on op.order_id = o.id group by o.id)
    select id, 'no lines' as problem from sums where lines = 0
    union all select id, 'lines do not add up to the amount' from sums where subtotal <> amount_cents
    union all select id, 'a line subtotal is not price × quantity' from sums where bad_lines > 0
    union all select id, 'total is not amount + tax + fee - discount' from sums
      where parent_id is null and total_cents <> expected_total
    union all select p.id, 'a shop of its lines has no child order' from orders p
      join order_products op on op.order_id = p.id join products pr on pr.id = op.product_id
      where p.parent_id is null
        and not exists (select 1 from orders c where c.parent_id = p.id and c.shop_id = pr.shop_id)
    union all select p.id, 'children do not hold the parent''s lines' from orders p
      where p.parent_id is null and (
        select coalesce(sum(op.order_quantity), 0) from order_products op where op.order_id = p.id
      ) <> (
        select coalesce(sum(op.order_quantity), 0) from orders c join order_products op on op.order_id = c.id
        where c.parent_id = p.id)`);
  expect(broken).toEqual([]);

  // Stock: the start minus what the stored orders (parents; children repeat their lines) hold, no more no less.
  for (const product of products) {
    const [row] = await database.rows<{ quantity: number; held: number }>(sql`
      select p.quantity, (select coalesce(sum(op.order_quantity), 0)::int from order_products op
        join orders o on o.id = op.order_id where o.parent_id is null and op.product_id = p.id) as held
      from products p where p.id = ${product.id}`);
    expect(row!.held, `product ${product.id} is in the stored orders`).toBeGreaterThan(0);
    expect(row!.quantity, `stock of product ${product.id}`).toBe(START_STOCK - row!.held);
  }
}
