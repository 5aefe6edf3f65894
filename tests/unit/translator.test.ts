import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslator, type TFunction } from '@/lib/i18n/translator';

/**
 * The client translator stands in for i18next (which the browser never downloads): for every text of every
 * language, it must answer what i18next answers with the store next-i18next serialises into the page.
 */
const LOCALES = path.join(import.meta.dirname, '../../public/locales');
const languages = readdirSync(LOCALES);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Options by which i18next picks another text; to the client translator they are plain values (see the last test). */
const LOOKUP_OPTIONS = new Set([
  'lng',
  'lngs',
  'ns',
  'context',
  'keyPrefix',
  'fallbackLng',
  'ordinal',
  'returnObjects',
]);
const COUNTS = [0, 1, 2, 3, 4, 5, 10, 11, 12, 19, 99, 100, 101, 102, 111, 1000, 1001, 1.5];

function commonOf(language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(LOCALES, language, 'common.json'), 'utf8')) as Record<string, string>;
}

/** i18next as next-i18next sets it up (next-i18next.config.js and next-i18next's defaults). */
async function i18nextFor(language: string, common: Record<string, string>): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { common } },
    ns: ['common'],
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** A value for each `{{name}}` of a text, so interpolation is compared too. */
function valuesFor(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => [m[1]!, `<${m[1]}>`]));
}

describe.each(languages)('the client translator in %s', (language) => {
  const common = commonOf(language);
  let ours: TFunction;
  let theirs: i18n;
  beforeAll(async () => {
    ours = createTranslator({ common }, language);
    theirs = await i18nextFor(language, common);
  });

  const usesLookupOption = (text: string) => Object.keys(valuesFor(text)).some((name) => LOOKUP_OPTIONS.has(name));

  it('answers every key as i18next does', () => {
    expect(Object.keys(common).length).toBeGreaterThan(100);
    for (const [key, text] of Object.entries(common)) {
      if (usesLookupOption(text)) continue;
      const values = valuesFor(text);
      expect(ours(key, values), key).toBe(theirs.t(key, values));
      // Placeholders without a value are left as they are.
      expect(ours(key), key).toBe(theirs.t(key));
    }
  });

  it('reads a namespace before the key as i18next does', () => {
    // i18next takes keys with spaces ("Successfully Reset Password!") whole; namespaces go with plain keys.
    const plain = Object.keys(common).filter((key) => /^[\w.-]+$/.test(key) && !usesLookupOption(common[key]!));
    expect(plain.length).toBeGreaterThan(100);
    for (const key of plain) {
      const values = valuesFor(common[key]!);
      expect(ours(`common:${key}`, values), key).toBe(theirs.t(`common:${key}`, values));
    }
  });

  it('picks the plural form i18next picks for every counted text', () => {
    const counted = new Set(
      Object.keys(common).flatMap((key) => (PLURAL_SUFFIX.test(key) ? [key.replace(PLURAL_SUFFIX, '')] : [])),
    );
    expect(counted.size).toBeGreaterThan(0);
    for (const key of counted) {
      const forms = Object.entries(common).filter(([name]) => name.replace(PLURAL_SUFFIX, '') === key);
      const values = valuesFor(forms.map(([, text]) => text).join(' '));
      for (const count of COUNTS) {
        expect(ours(key, { ...values, count }), `${key} ${count}`).toBe(theirs.t(key, { ...values, count }));
      }
    }
  });

  it('shows the key, or the default value, for a text it does not have', () => {
    for (const key of ['no-such-text', 'PICKBAZAR_ERROR.NO_SUCH_CODE', 'common:no-such-text']) {
      expect(ours(key)).toBe(theirs.t(key));
      expect(ours(key, { defaultValue: 'Fallback {{name}}', name: 'x' })).toBe(
        theirs.t(key, { defaultValue: 'Fallback {{name}}', name: 'x' }),
      );
    }
  });

  it('differs from i18next only where it is meant to', () => {
    // An unknown namespace stays part of the key shown (i18next drops it).
    expect(ours('other-ns:text')).toBe('other-ns:text');
    expect(theirs.t('other-ns:text')).toBe('text');
    // A placeholder named like one of i18next's options ({{lng}} of text-shops-near-position) is a value here;
    // i18next would read it as the language to use.
    const near = common['text-shops-near-position']!;
    expect(usesLookupOption(near)).toBe(true);
    expect(ours('text-shops-near-position', { lat: '1.5', lng: '2.5' })).toContain('2.5');
    expect(theirs.t('text-shops-near-position', { lat: '1.5', lng: '2.5' })).not.toContain('2.5');
  });
});
