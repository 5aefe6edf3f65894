import { serverEnv } from '@/config/env';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { gatherPlannerStatistics } from './db/planner-statistics';
import { seedDatabase } from './demo/seed';
import { seedShopOwners } from './demo/seed/shop-owners';
import { type ObjectStore, storageFromEnv } from './storage';

export interface RuntimeOptions {
  databaseUrl?: string | null;
  pgliteDataDir?: string;
  seed?: boolean;
  /** Where the seed writes digital products' files; default: the private store the environment configures. */
  privateFiles?: ObjectStore;
  /**
   * Give the demo shops' owners their membership and a password printed once (src/server/demo/seed/shop-owners.ts).
   * On for the running shop and the seed commands; tests make their own accounts.
   */
  demoOwners?: boolean;
  log?: (line: string) => void;
}

/**
 * Opens the database, applies the committed migrations and, on first start, loads the demo data.
 * Migrating and seeding run under a lock, so several processes may start against one server at once.
 */
export async function startDatabase(options: RuntimeOptions = {}): Promise<Database> {
  const env = serverEnv();
  const log = options.log ?? ((line: string) => console.log(line));
  const url = options.databaseUrl === undefined ? env.databaseUrl : options.databaseUrl;
  const database = await openDatabase({ url, dataDir: options.pgliteDataDir ?? env.pgliteDataDir });
  try {
    const seeded = await database.exclusive(async (db) => {
      await migrateDatabase(database.kind, db);
      if (!(options.seed ?? env.seedOnStart)) return false;
      const result = await seedDatabase(db, { privateFiles: options.privateFiles ?? storageFromEnv(env).private, log });
      if (options.demoOwners) await seedShopOwners(db, log);
      return result.seeded;
    });
    // The embedded database has no autovacuum: without statistics its planner scans whole tables.
    await gatherPlannerStatistics(database, { force: seeded });
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  log(
    `[db] ready (${database.kind === 'pglite' ? `embedded PGlite at ${options.pgliteDataDir ?? env.pgliteDataDir}` : 'PostgreSQL server'})`,
  );
  return database;
}

const KEY = Symbol.for('pickbazar.database');
type Holder = { [KEY]?: Promise<Database> };

/**
 * The process-wide database. Kept on globalThis so Next's bundles, the production server and dev-mode
 * hot reloads share one connection (PGlite allows one process per data directory).
 */
export function sharedDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[KEY] ??= startDatabase({ demoOwners: true }).catch((err: unknown) => {
    delete holder[KEY];
    throw err;
  });
  return holder[KEY];
}
