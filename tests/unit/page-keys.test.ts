import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translator';
import { pageKeysOf, routeOf, selectStrings } from '@/lib/i18n/page-selection';
import committed from '@/lib/i18n/page-keys.json';
// @ts-expect-error plain JavaScript module of the build scripts
import { keysUsedBy, literalsOf, pageKeys, reachableFiles, storefrontPages } from '../../scripts/lib/page-keys.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const LANGUAGES = ['en', 'de', 'es', 'ar', 'he', 'zh'];
const strings = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'public/locales', language, 'common.json'), 'utf8'));
const english = Object.keys(strings('en'));

describe('page translations: each page carries the strings its first render uses', () => {
  it('page-keys.json is up to date (else: npm run i18n:page-keys)', () => {
    expect(committed).toEqual(pageKeys(root));
  });

  // The selection as the server makes it, per page and language, against every key a module of the page names.
  const pages: { route: string; file: string }[] = storefrontPages(root);
  it.each(pages)('$route carries, in all six languages, every string its modules use', ({ route, file }) => {
    const used: string[] = keysUsedBy(reachableFiles(root, ['src/pages/_app.tsx', file]), english);
    const selected = pageKeysOf(routeOf(route.replace(/\[\.\.\.[^\]]+\]/g, 'a/b').replace(/\[[^\]]+\]/g, 'x')));
    expect(selected, `no selection for ${route}`).toBeDefined();
    for (const language of LANGUAGES) {
      const all = strings(language);
      const carried = selectStrings(all, selected!);
      const t = createTranslator({ common: carried }, language);
      // A key the page uses and its props do not carry would render as the raw key.
      const missing = used.filter((key) => t(key, { count: 2 }) === key && t(key) === key);
      expect(missing, `${route} (${language})`).toEqual([]);
    }
  });

  it('finds what a module uses: plain keys, keys in constants, template prefixes and plural keys', () => {
    const used = keysUsedBy([path.join(root, 'src/components/filter/sort-select.tsx')], english);
    // t(`text-sort-${key}`) brings every text-sort-… key.
    expect(used.filter((k: string) => k.startsWith('text-sort-')).length).toBeGreaterThan(1);
    // The home page reaches the product card (through the grid) but not the checkout.
    const home = pageKeysOf('/')!;
    expect(home.has('text-add-to-cart')).toBe(true);
    expect(home.has('text-place-order')).toBe(false);
  });

  it('reads string literals, not comments or JSX text (an apostrophe in a comment does not shift them)', () => {
    const { whole, prefixes } = literalsOf(
      "// the page's 'text-in-comment'\nconst a = 'text-a';\nconst b = <p>it's 'text-jsx'</p>;\nt(`text-sort-${k}`);",
      'x.tsx',
    );
    expect([...whole]).toEqual(['text-a']);
    expect([...prefixes]).toEqual(['text-sort-']);
  });

  it('sends a fraction of the namespace', () => {
    const all = strings('en');
    for (const route of ['/', '/products/[slug]', '/search'])
      expect(JSON.stringify(selectStrings(all, pageKeysOf(route)!)).length).toBeLessThan(
        JSON.stringify(all).length / 4,
      );
  });
});

describe('routeOf', () => {
  it('names the page a request path renders, static pages before dynamic ones', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/?category=fruits')).toBe('/');
    expect(routeOf('/search?text=apple')).toBe('/search');
    expect(routeOf('/grocery')).toBe('/[type]');
    expect(routeOf('/products/apples')).toBe('/products/[slug]');
    expect(routeOf('/products')).toBe('/products');
    expect(routeOf('/orders/T1/payment')).toBe('/orders/[tracking_number]/payment');
    expect(routeOf('/admin/products')).toBeUndefined();
  });
});

describe('translator fallback', () => {
  it('reads keys the page did not carry from the strings loaded later, plural forms included', () => {
    const later: Record<string, string> = {
      'text-late': 'Late',
      'text-items_one': 'one item',
      'text-items_other': '{{count}} items',
    };
    const t = createTranslator({ common: { 'text-now': 'Now' } }, 'en', 'common', (key) => later[key]);
    expect(t('text-now')).toBe('Now');
    expect(t('text-late')).toBe('Late');
    expect(t('text-items', { count: 3 })).toBe('3 items');
    expect(createTranslator({ common: {} }, 'en')('text-late')).toBe('text-late');
  });
});
