import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// The wire fields of a resource are built once per language and kept (compileProjection in
// src/server/query/compile.ts): answers must not carry another language's words, however requests interleave and
// however many languages clients send (the kept set is bounded and starts again when full).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const paths = [
  (language: string) => `/categories?type=grocery&parent=null&limit=1000&language=${language}`,
  (language: string) =>
    `/products?search=type.slug:grocery&searchJoin=and&with=type;author&limit=10&language=${language}`,
  (language: string) =>
    `/products/packable-ripstop-travel-duffel?language=${language}&with=categories;shop;type;variations;variations.attribute.values;variation_options;tags`,
];

/** Each item's id, name and the language it is served in, as the answer lists them. */
const words = (body: any) =>
  JSON.stringify(
    (body.data ?? [body]).map((item: any) => [
      item.id,
      item.name,
      item.language,
      item.children?.map((c: any) => c.name),
    ]),
  );

describe('fields kept per language', () => {
  it.each(paths.map((path) => [path('…')] as const))('%s answers each language in its own words', async (shown) => {
    const path = paths.find((p) => p('…') === shown)!;
    const first = new Map<string, string>();
    for (const language of ['en', 'ar', 'de']) first.set(language, words((await t.get(path(language))).body));
    // The demo catalogue is translated into Arabic: its items are served in Arabic, with Arabic names.
    const arabic = JSON.parse(first.get('ar')!) as [number, string, string][];
    const english = JSON.parse(first.get('en')!) as [number, string, string][];
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.every(([, , language]) => language === 'ar')).toBe(true);
    expect(english.every(([, , language]) => language === 'en')).toBe(true);
    expect(arabic.map(([, name]) => name)).not.toEqual(english.map(([, name]) => name));
    // Interleaved, and after more languages than are kept (unknown ones are answered in English).
    const others = Array.from({ length: 20 }, (_, i) => `q${String.fromCharCode(97 + i)}`);
    for (const language of ['de', 'en', 'ar', ...others, 'ar', 'en', 'de']) {
      const answer = words((await t.get(path(language))).body);
      expect(answer).toBe(first.get(language) ?? first.get('en'));
    }
  });
});
