import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { seedShopOwners } from '@/server/demo/seed/shop-owners';
import { seedShops } from '@/server/demo/data/shops';
import { startDatabase } from '@/server/runtime';
import { createThrowawayDatabase } from './helpers/test-app';
import { orderApi, type OrderApi } from './helpers/orders';

/**
 * The demo shops' owners (issue 21): on first start each gets owner membership and a password, printed once and
 * stored only as a hash; starting again prints nothing.
 */
let database: Database;
let api: OrderApi;
let drop: (() => Promise<void>) | undefined;
const lines: string[] = [];

beforeAll(async () => {
  const server = process.env.TEST_DATABASE_URL;
  const throwaway = server ? await createThrowawayDatabase(server) : null;
  drop = throwaway?.drop;
  database = await startDatabase({
    databaseUrl: throwaway?.url ?? null,
    pgliteDataDir: 'memory://',
    seed: true,
    demoOwners: true,
    log: (line) => lines.push(line),
  });
  api = await orderApi(database);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('demo shop owners', () => {
  it('print a password once per owner, which signs in to the back office of their shop', async () => {
    const printed = lines.join('\n');
    const active = seedShops.filter((s) => s.isActive ?? true);
    for (const shop of seedShops) expect(printed).toContain(shop.owner.email);
    const owner = active[0]!.owner.email;
    const password = new RegExp(`${owner.replace('.', '\\.')}\\s+(\\S+)`).exec(printed)![1]!;
    const [stored] = await database.rows<{ password_hash: string }>(
      sql`select password_hash from users where email = ${owner}`,
    );
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored!.password_hash).not.toContain(password);

    const signIn = await api.post('/token', { email: owner, password });
    expect(signIn.body.permissions).toEqual(['store_owner', 'customer']);
    const shops = await api.get('/admin/shops', { token: signIn.body.token });
    expect(shops.body.data.map((s: { slug: string }) => s.slug)).toEqual([active[0]!.slug]);
  });

  it('print nothing on the next start', async () => {
    const again: string[] = [];
    await seedShopOwners(database.db, (line) => again.push(line));
    expect(again).toEqual([]);
  });
});
