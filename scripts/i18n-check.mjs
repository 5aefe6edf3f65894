// Reports the state of the translations against English (the unit test tests/unit/translations.test.ts enforces it):
//   node scripts/i18n-check.mjs            counts per locale, missing/extra keys, placeholder mismatches
//   node scripts/i18n-check.mjs --todo     also writes /tmp/i18n-todo-<locale>.json: the keys a locale lacks, with
//                                          the English text (plural groups expanded to the locale's categories),
//                                          ready to translate and merge with `node scripts/i18n-add.mjs <file> <locale>`
// Exits 1 when any locale is incomplete.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'public', 'locales');
const load = (locale) => JSON.parse(readFileSync(path.join(dir, locale, 'common.json'), 'utf8'));
const en = load('en');
const todo = process.argv.includes('--todo');

const pluralBase = (key, dict) => {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return m && `${m[1]}_other` in dict ? m[1] : undefined;
};
const placeholders = (text) => [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]))].sort();
const singleNumber = (locale, category) => {
  if (!['zero', 'one', 'two'].includes(category)) return false;
  const rules = new Intl.PluralRules(locale);
  let hits = 0;
  for (let n = 0; n <= 1000; n++) if (rules.select(n) === category) hits++;
  return hits === 1;
};

let failed = false;
const locales = readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'en')
  .map((e) => e.name);
console.log(`en: ${Object.keys(en).length} keys`);
for (const locale of locales) {
  const dict = load(locale);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Map(); // key → English source text
  for (const [key, text] of Object.entries(en)) {
    const base = pluralBase(key, en);
    if (base === undefined) expected.set(key, text);
    else for (const c of categories) expected.set(`${base}_${c}`, en[`${base}_other`]);
  }
  const missing = [...expected.keys()].filter((k) => typeof dict[k] !== 'string' || !dict[k].trim());
  const extra = Object.keys(dict).filter((k) => !expected.has(k));
  const mismatched = Object.entries(dict)
    .filter(([k, v]) => expected.has(k) && typeof v === 'string')
    .filter(([k, v]) => {
      const base = pluralBase(k, en);
      let want = placeholders(expected.get(k));
      const got = placeholders(v);
      if (base !== undefined && singleNumber(locale, k.slice(base.length + 1)) && !got.includes('count'))
        want = want.filter((n) => n !== 'count');
      return want.join() !== got.join();
    })
    .map(([k]) => k);
  const ok = !missing.length && !extra.length && !mismatched.length;
  failed ||= !ok;
  console.log(
    `${locale}: ${Object.keys(dict).length} keys (expected ${expected.size}; plural categories ${categories.join(', ')})` +
      (ok ? ' ok' : ''),
  );
  if (missing.length) console.log(`  missing: ${missing.join(', ')}`);
  if (extra.length) console.log(`  extra: ${extra.join(', ')}`);
  if (mismatched.length) console.log(`  placeholders differ: ${mismatched.join(', ')}`);
  if (todo && missing.length) {
    const file = `/tmp/i18n-todo-${locale}.json`;
    writeFileSync(file, `${JSON.stringify(Object.fromEntries(missing.map((k) => [k, expected.get(k)])), null, 2)}\n`);
    console.log(`  → ${file}`);
  }
}
process.exit(failed ? 1 : 0);
