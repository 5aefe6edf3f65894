// Prints the size of `__NEXT_DATA__` (the page data) and its breakdown for home, a type page, a category page, a
// product page and a search, from a production build (issue 24 item 3: home ≤ 30 KB, a product page ≤ 25 KB).
//   node scripts/page-data-size.mjs                         starts dist/server.mjs on a fresh embedded database
//   node scripts/page-data-size.mjs http://127.0.0.1:3000   measures a running server
//   … --json                                               the numbers as JSON (for bench:web)
// Extra arguments starting with / measure those paths instead of the default pages.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNode, stopNode, waitFor } from './lib/bench-tools.mjs';
import { defaultPages, formatSizes, pageDataSizes } from './lib/page-data-size.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const external = args.find((a) => /^https?:\/\//.test(a))?.replace(/\/$/, '');
const paths = args.filter((a) => a.startsWith('/'));
const port = Number(process.env.PAGE_DATA_PORT || 4000 + Math.floor(Math.random() * 900));
const base = external ?? `http://127.0.0.1:${port}`;

let server = null;
let dataDir = null;
if (!external) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pickbazar-page-data-'));
  server = startNode('dist/server.mjs', { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' });
}
try {
  await waitFor(`${base}/api/types`);
  const pages = paths.length ? Object.fromEntries(paths.map((p) => [p, p])) : await defaultPages(base);
  const sizes = await pageDataSizes(base, pages);
  console.log(
    json ? JSON.stringify(sizes, null, 2) : `__NEXT_DATA__ (UTF-8 bytes, KB = 1000 bytes)\n${formatSizes(sizes)}`,
  );
} finally {
  if (server) await stopNode(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
