// Writes src/lib/i18n/page-keys.json: for each storefront page, the translation keys its first render can use
// (see scripts/lib/page-keys.mjs). Run after adding strings to a page or moving components between pages:
//   npm run i18n:page-keys
// tests/unit/page-keys.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { OUTPUT, pageKeys } from './lib/page-keys.mjs';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, OUTPUT);
// Written as prettier formats it, so `npm run format:check` passes on a freshly written file.
const options = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(file, await prettier.format(JSON.stringify(pageKeys(root)), { ...options, filepath: file }));
console.log(`wrote ${path.relative(root, file)}`);
