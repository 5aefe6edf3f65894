// Prints the gzip first-load JavaScript of pages of a running shop:
//   node scripts/first-load-js.mjs http://localhost:3000 / /products/some-slug
import { firstLoadJs } from './lib/first-load-js.mjs';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: first-load-js.mjs <base url> <path> [<path> …]');
  process.exit(2);
}
for (const path of paths) {
  const { total, files } = await firstLoadJs(base, path);
  console.log(`${path}: ${(total / 1000).toFixed(1)} kB (${total} bytes) gzip in ${files.length} files`);
  for (const f of files.sort((a, b) => b.gz - a.gz))
    console.log(`   ${(f.gz / 1000).toFixed(1).padStart(6)} kB  ${f.src}`);
}
