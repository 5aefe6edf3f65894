// Adds translation keys to a locale file without losing concurrent edits:
//   node scripts/i18n-add.mjs <keys.json> [locale=en] [namespace=common]
// Existing keys keep their value unless the new file changes it. Keys are kept sorted.
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [source, locale = 'en', namespace = 'common'] = process.argv.slice(2);
if (!source) {
  console.error('usage: i18n-add.mjs <keys.json> [locale] [namespace]');
  process.exit(2);
}
const target = path.resolve(import.meta.dirname, '..', 'public', 'locales', locale, `${namespace}.json`);
const lock = `${target}.lock`;
const additions = JSON.parse(readFileSync(source, 'utf8'));

for (let attempt = 0; ; attempt++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (attempt > 200) throw new Error(`could not lock ${target}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  const current = JSON.parse(readFileSync(target, 'utf8'));
  const merged = { ...current, ...additions };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  );
  writeFileSync(`${target}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${target}.tmp`, target);
  console.log(`${Object.keys(additions).length} keys merged into ${path.relative(process.cwd(), target)}`);
} finally {
  rmdirSync(lock);
}
