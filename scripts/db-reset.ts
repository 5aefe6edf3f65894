// `npm run db:reset`: deletes every table and file of the configured database, then migrates and loads the
// demo data again (`-- --no-seed` to leave it empty). Refuses to run with NODE_ENV=production.
import { rm } from 'node:fs/promises';
import { serverEnv } from '@/config/env';
import { openDatabase } from '@/server/db/client';
import { startDatabase } from '@/server/runtime';

async function main() {
  if (process.env.NODE_ENV === 'production' && !process.argv.includes('--force')) {
    throw new Error('refusing to reset a production database (pass --force if you really mean it)');
  }
  const env = serverEnv();
  if (env.databaseUrl) {
    const database = await openDatabase({ url: env.databaseUrl });
    await database.exclusive(async (db) => {
      const { sql } = await import('drizzle-orm');
      await db.execute(sql`drop schema if exists public cascade`);
      await db.execute(sql`create schema public`);
      await db.execute(sql`drop schema if exists drizzle cascade`);
    });
    await database.close();
    console.log('[db:reset] PostgreSQL schema dropped');
  } else {
    await rm(env.pgliteDataDir, { recursive: true, force: true });
    console.log(`[db:reset] removed ${env.pgliteDataDir}`);
  }
  await rm(env.mediaDir, { recursive: true, force: true });
  await rm(env.privateDir, { recursive: true, force: true });
  if (env.s3) {
    // Objects in a bucket are not deleted here (README, Files and storage): the seed rewrites only missing e-books.
    console.log(`[db:reset] files in s3://${env.s3.bucket}/${env.s3.prefix} are kept`);
  }
  const database = await startDatabase({ seed: !process.argv.includes('--no-seed'), demoOwners: true });
  await database.close();
}

main().catch((err: unknown) => {
  console.error('[db:reset] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
