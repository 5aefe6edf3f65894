/**
 * Translation completeness (SPEC §1, §8, §9): every locale has exactly English's keys, with plural groups expanded
 * to the locale's own CLDR plural categories (the translator picks `key_<category>`, then `key_other`), every value
 * is a non-empty string that keeps English's {{placeholders}}, and every literal key the source passes to t() exists.
 *
 * Placeholder rule for plural forms: they are compared with English's `_other` form. A form whose category stands
 * for one single number in that language (Arabic zero/one/two, Hebrew one/two, German/Spanish one) may leave out
 * `{{count}}` and spell the number instead ("منتجان", "שני מוצרים"), as natural text does; every other placeholder
 * must stay.
 *
 * Not checked by the source scan (dynamic keys): t(variable), t(map[key]), t(a ? 'x' : 'y') and template literals
 * with ${…}. The key-like string literals found anywhere outside src/server (label maps such as STATUS_LABEL, the
 * branches of ternaries, validation messages) are checked separately, and the sort labels (`text-sort-${key}`) are
 * checked against SORT_KEYS, which covers the dynamic calls whose keys are written in the source. Keys that come
 * only from the API at run time (error codes, field messages) cannot be checked here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, directionOf, isRtl } from '@/config/locales';
import { SORT_KEYS } from '@/shared/product-filters';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LOCALE_DIR = path.join(ROOT, 'public', 'locales');
const SRC = path.join(ROOT, 'src');
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

type Dict = Record<string, unknown>;

function load(locale: string, namespace = 'common'): Dict {
  return JSON.parse(readFileSync(path.join(LOCALE_DIR, locale, `${namespace}.json`), 'utf8')) as Dict;
}

const en = load(DEFAULT_LOCALE) as Record<string, string>;
const others = LOCALES.map((l) => l.code).filter((code) => code !== DEFAULT_LOCALE);

/** The base of a plural key ("text-products-count_one" → "text-products-count"), or undefined. */
function pluralBase(key: string, dict: Dict): string | undefined {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match && `${match[1]}_other` in dict ? match[1] : undefined;
}

/** English's keys with each plural group replaced by the locale's categories. */
function expectedKeys(locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(en)) {
    const base = pluralBase(key, en);
    if (base === undefined) keys.add(key);
    else for (const category of categories) keys.add(`${base}_${category}`);
  }
  return keys;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

/** Whether a plural category of the locale selects exactly one whole number (0‥1000), e.g. Arabic "two" = 2. */
function singleNumberCategory(locale: string, category: string): boolean {
  if (!['zero', 'one', 'two'].includes(category)) return false;
  const rules = new Intl.PluralRules(locale);
  let hits = 0;
  for (let n = 0; n <= 1000 && hits < 2; n++) if (rules.select(n) === category) hits++;
  return hits === 1;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const exists = (key: string) => key in en || `${key}_other` in en;
/** The back office's own texts (public/locales/<lang>/admin.json), used only by its files. */
const enAdmin = load(DEFAULT_LOCALE, 'admin');
const isBackOffice = (file: string) => /[\\/]admin[\\/]/.test(file);
const existsFor = (file: string, key: string) => exists(key) || (isBackOffice(file) && key in enAdmin);

describe('translations', () => {
  it('has a locale file for every configured language and nothing else', () => {
    const folders = readdirSync(LOCALE_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual(LOCALES.map((l) => l.code).sort());
  });

  it('English plural groups have both the one and the other form', () => {
    for (const key of Object.keys(en)) {
      const base = pluralBase(key, en);
      if (base === undefined) continue;
      expect(
        Object.keys(en)
          .filter((k) => pluralBase(k, en) === base)
          .sort(),
        base,
      ).toEqual([`${base}_one`, `${base}_other`].sort());
    }
  });

  describe.each(others)('%s', (locale) => {
    const dict = load(locale);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

    it('uses only CLDR plural categories', () => {
      for (const category of categories) expect(CATEGORIES).toContain(category);
    });

    it("has exactly English's keys, plural groups expanded to the language's categories", () => {
      const expected = expectedKeys(locale);
      const actual = new Set(Object.keys(dict));
      const missing = [...expected].filter((k) => !actual.has(k));
      const extra = [...actual].filter((k) => !expected.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has a non-empty string for every key', () => {
      const bad = Object.entries(dict)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it("keeps English's {{placeholders}}", () => {
      const mismatches: string[] = [];
      for (const [key, value] of Object.entries(dict)) {
        if (typeof value !== 'string') continue;
        const base = pluralBase(key, en);
        const source = base === undefined ? en[key] : en[`${base}_other`];
        if (source === undefined) continue; // reported as an extra key
        let want = placeholders(source);
        const got = placeholders(value);
        const category = base === undefined ? undefined : key.slice(base.length + 1);
        if (category && singleNumberCategory(locale, category) && !got.includes('count'))
          want = want.filter((name) => name !== 'count');
        if (want.join() !== got.join()) mismatches.push(`${key}: want {${want}} got {${got}}`);
      }
      expect(mismatches).toEqual([]);
    });

    it('keeps the keys sorted', () => {
      const keys = Object.keys(dict);
      expect(keys).toEqual([...keys].sort());
    });
  });

  it("translates the provider's error codes a shopper can meet (CONTRACT §1), in every language", () => {
    const codes = [
      'PICKBAZAR_ERROR.NOT_AUTHORIZED',
      'PICKBAZAR_ERROR.NOT_FOUND',
      'PICKBAZAR_ERROR.INVALID_COUPON_CODE',
      'PICKBAZAR_ERROR.COUPON_CODE_IS_NOT_APPLICABLE',
      'PICKBAZAR_ERROR.ALREADY_FREE_SHIPPING_ACTIVATED',
      'PICKBAZAR_ERROR.MAXIMUM_QUESTION_LIMIT_EXCEEDED',
      'PICKBAZAR_ERROR.ALREADY_GIVEN_REVIEW_FOR_THIS_PRODUCT',
      'PICKBAZAR_ERROR.ORDER_ALREADY_HAS_REFUND_REQUEST',
      'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED',
      'PICKBAZAR_ERROR.INVALID_GATEWAY',
    ];
    for (const { code: locale } of LOCALES) {
      const dict = load(locale);
      expect(
        codes.filter((code) => typeof dict[code] !== 'string'),
        locale,
      ).toEqual([]);
    }
  });

  it('gives the back office (admin.json) the same keys and placeholders in every language, sorted', () => {
    for (const locale of others) {
      const dict = load(locale, 'admin') as Record<string, string>;
      expect(Object.keys(dict), locale).toEqual(Object.keys(enAdmin));
      expect(Object.keys(dict)).toEqual([...Object.keys(dict)].sort());
      for (const [key, text] of Object.entries(enAdmin as Record<string, string>)) {
        expect(placeholders(dict[key]!), `${locale} ${key}`).toEqual(placeholders(text));
        expect(dict[key]!.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('marks exactly Arabic and Hebrew as right to left', () => {
    const rtl = LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code);
    expect([...rtl].sort()).toEqual(['ar', 'he']);
    expect([...RTL_LOCALES].sort()).toEqual(['ar', 'he']);
    for (const { code, dir } of LOCALES) {
      expect(isRtl(code), code).toBe(dir === 'rtl');
      expect(directionOf(code), code).toBe(dir);
    }
  });

  describe('source scan', () => {
    const files = sourceFiles(SRC).map((file) => ({
      file: path.relative(ROOT, file),
      text: readFileSync(file, 'utf8'),
    }));

    it('finds t() calls to check', () => {
      const calls = files.reduce((n, f) => n + [...f.text.matchAll(/(?<![\w$])t\(/g)].length, 0);
      expect(calls).toBeGreaterThan(100);
    });

    it('every literal key passed to t(\'…\'), t("…") or t(`…`) exists in English', () => {
      const missing: string[] = [];
      for (const { file, text } of files) {
        for (const m of text.matchAll(/(?<![\w$])t\(\s*(['"])([^'"\\\n]+)\1/g))
          if (!existsFor(file, m[2]!)) missing.push(`${file}: ${m[2]}`);
        for (const m of text.matchAll(/(?<![\w$])t\(\s*`([^`\\]*)`/g))
          if (!m[1]!.includes('${') && !existsFor(file, m[1]!)) missing.push(`${file}: ${m[1]}`);
      }
      expect(missing).toEqual([]);
    });

    it('every key-like string literal (label maps, ternaries, validation messages) exists in English', () => {
      // Tailwind classes look like keys ('text-sm', 'text-gray-700'); they are not translation keys.
      const tailwind =
        /^text-(xs|sm|base|lg|\d?xl|accent|white|black|inherit|current|transparent|center|start|end|justify|left|right|wrap|nowrap|balance|pretty|clip|ellipsis|[a-z]+-\d{2,3}(\/\d+)?)$/;
      // Codes the client only compares against (never shows) or that appear in comments/docs.
      const notShown = new Set(['PICKBAZAR_ERROR.NOT_AUTHORIZED', 'PICKBAZAR_ERROR.NOT_FOUND', 'PICKBAZAR_MESSAGE.X']);
      const missing: string[] = [];
      for (const { file, text } of files) {
        if (file.startsWith(path.join('src', 'server'))) continue;
        for (const m of text.matchAll(/(['"`])((?:text|nav|error)-[a-z0-9-]+|PICKBAZAR_[A-Z_]+\.[A-Z_]+)\1/g)) {
          const key = m[2]!;
          if (tailwind.test(key) || notShown.has(key)) continue;
          if (!existsFor(file, key)) missing.push(`${file}: ${key}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('has a label for every sort order (sort-select builds `text-sort-${key}`)', () => {
      expect(SORT_KEYS.filter((key) => !exists(`text-sort-${key}`))).toEqual([]);
    });
  });
});
