// `npm run db:seed`: applies migrations and loads the demo data unless this version is already there
// (idempotent: running it again changes nothing).
import { startDatabase } from '@/server/runtime';

async function main() {
  let loaded = false;
  const database = await startDatabase({
    seed: true,
    demoOwners: true,
    log: (line) => {
      if (line.startsWith('[seed]')) loaded = true;
      console.log(line);
    },
  });
  if (!loaded) console.log('[db:seed] the demo data is already loaded; nothing to do (npm run db:reset starts over)');
  await database.close();
}

main().catch((err: unknown) => {
  console.error('[db:seed] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
