import { openDatabase } from '@/server/db/client';
import { toListParams } from '@/server/query/list-params';
import { findProductFacets } from '@/server/services/product/product-facets';
async function main() {
  const database = await openDatabase({ url: process.argv[2]!, poolSize: 1 });
  const params = toListParams({ search: process.argv[3]!, searchJoin: 'and' });
  await findProductFacets({ database, params, language: 'en' });
  const t: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await findProductFacets({ database, params, language: 'en' });
    t.push(performance.now() - t0);
  }
  console.log(process.argv[3], t.map((x) => x.toFixed(0)).join(' '));
  await database.close();
}
void main();
