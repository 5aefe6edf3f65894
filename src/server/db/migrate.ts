import path from 'node:path';
import type { Database, Db } from './client';

/** The committed migration set, applied to PGlite and PostgreSQL alike. */
export const MIGRATIONS_DIR = path.join(process.cwd(), 'src/server/db/migrations');

/** Applies pending migrations; call inside `database.exclusive`. */
export async function migrateDatabase(kind: Database['kind'], db: Db): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: 'public' };
  // The two drivers' drizzle types differ only nominally; the runtime object is what each migrator expects.
  if (kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, config);
  }
}
