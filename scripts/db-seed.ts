// `npm run db:seed`: applies migrations and loads the demo data unless this version is already there
// (idempotent: running it again changes nothing).
// `npm run db:seed -- --products N`: then grows the catalogue to N products with generated ones
// (src/server/demo/seed/generate-catalogue.ts); running it again with the same N changes nothing. The embedded
// database refuses more than PGLITE_PRODUCT_LIMIT products (use PostgreSQL) unless `--force` is given.
import { generateCatalogue } from '@/server/demo/seed/generate-catalogue';
import { startDatabase } from '@/server/runtime';

function productsWanted(args: string[]): number | null {
  const at = args.findIndex((a) => a === '--products' || a.startsWith('--products='));
  if (at < 0) return null;
  const raw = args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1];
  const n = Number(String(raw).replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--products needs a whole number of products (got "${raw}")`);
  return n;
}

async function main() {
  const products = productsWanted(process.argv.slice(2));
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
  try {
    if (products !== null) {
      const started = Date.now();
      const force = process.argv.includes('--force');
      const added = await generateCatalogue({ database, products, force, log: (line) => console.log(line) });
      console.log(
        added > 0
          ? `[db:seed] added ${added.toLocaleString('en')} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s`
          : `[db:seed] the catalogue already has ${products.toLocaleString('en')} products or more; nothing to add`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('[db:seed] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
