import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageTranslations } from '@/lib/i18n/server';

const file = (language: string) =>
  JSON.parse(readFileSync(`public/locales/${language}/common.json`, 'utf8')) as Record<string, string>;
const storeOf = (translations: Awaited<ReturnType<typeof pageTranslations>>, language: string) =>
  translations._nextI18Next?.initialI18nStore?.[language] as Record<string, Record<string, string>> | undefined;

/**
 * The server loads each language's strings once and answers every later page from them (lib/i18n/server.ts): the
 * answers must stay each language's own, whichever was asked first, and each call's props its own object.
 */
describe('pageTranslations', () => {
  it('answers each language its own whole namespace, however often and in whatever order asked', async () => {
    for (const language of ['en', 'ar', 'he', 'en', 'zh', 'ar']) {
      const translations = await pageTranslations(language);
      expect(translations._nextI18Next?.initialLocale).toBe(language);
      expect(Object.keys(translations._nextI18Next?.initialI18nStore ?? {})).toContain(language);
      expect(storeOf(translations, language)?.common).toEqual(file(language));
    }
  });

  it('answers a storefront page the selection of its strings in its language, the same each time', async () => {
    const first = await pageTranslations('ar', undefined, '/products/apples');
    const again = await pageTranslations('ar', undefined, '/products/apples?tab=reviews');
    const english = await pageTranslations('en', undefined, '/products/apples');
    expect(Object.keys(first._nextI18Next?.initialI18nStore ?? {})).toEqual(['ar']);
    const strings = storeOf(first, 'ar')!.common!;
    const arabic = file('ar');
    expect(Object.keys(strings).length).toBeGreaterThan(10);
    expect(Object.keys(strings).length).toBeLessThan(Object.keys(arabic).length);
    for (const [key, value] of Object.entries(strings)) expect(value, key).toBe(arabic[key]);
    expect(again).toEqual(first);
    expect(storeOf(english, 'en')!.common).not.toEqual(strings);
  });

  it('gives each call props of its own', async () => {
    const one = await pageTranslations('de');
    const two = await pageTranslations('de');
    expect(two).toEqual(one);
    expect(two).not.toBe(one);
    (one as Record<string, unknown>).slug = 'a page prop';
    expect(two).not.toHaveProperty('slug');
  });
});
