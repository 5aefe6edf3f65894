import { JSDOM } from 'jsdom';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { latin1Html } from '@/server/latin1-html';

/**
 * The page through latin1Html in pieces of `size` UTF-16 units (the renderer's are about 4 K), as text; null when
 * left as it is. A piece may end inside a tag or between the halves of a surrogate pair.
 */
function latin1(html: string, size = 4096): string | null {
  const pieces: string[] = [];
  for (let at = 0; at < html.length; at += size) pieces.push(html.slice(at, at + size));
  const out = latin1Html(pieces);
  if (out) expect(out).toHaveLength(pieces.length);
  return out && out.join('');
}
const wide = (s: string) => [...s].filter((c) => c.codePointAt(0)! > 0xff);

/** The document a browser builds, as the DOM serialises it (character references read), and its scripts' data. */
function documentOf(html: string) {
  const { document } = new JSDOM(html).window;
  return {
    html: document.documentElement.outerHTML.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ''),
    scripts: [...document.querySelectorAll('script')].map((s) =>
      s.type.includes('json') ? JSON.parse(s.textContent ?? '') : new Function(`return ${s.textContent}`)(),
    ),
    styles: [...document.querySelectorAll('style')].map((s) => s.sheet?.cssRules[0]?.cssText),
  };
}

// A page in English with what such a page carries above U+00FF: typography, the language menu's own names, a
// currency sign, an emoji, in text, attributes, the title, JSON, a script and a style; Latin-1 letters too.
const page = renderToString(
  h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('title', null, 'PickBazar — groceries › bakery'),
      h('style', { dangerouslySetInnerHTML: { __html: '.price::before{content:"€ "}' } }),
    ),
    h(
      'body',
      null,
      h('p', { title: 'Loading… “fresh”' }, 'Crème brûlée for 3 € — 🍰 & more'),
      h(
        'select',
        { 'aria-label': 'Language', defaultValue: 'en' },
        h('option', { value: 'en' }, 'English'),
        h('option', { value: 'ar', lang: 'ar' }, 'العربية'),
        h('option', { value: 'he', lang: 'he' }, 'עברית'),
        h('option', { value: 'zh', lang: 'zh' }, '中文'),
      ),
      h('script', {
        type: 'application/ld+json',
        dangerouslySetInnerHTML: { __html: JSON.stringify({ name: 'Tea — 🍵', price: '3 €' }) },
      }),
      h('script', { dangerouslySetInnerHTML: { __html: '({ ellipsis: "…", cake: "🍰" })' } }),
      h('p', null, 'x'.repeat(40_000)),
    ),
  ),
);

describe('latin1Html', () => {
  it('writes every character above U+00FF as a reference the browser reads back to the same document', () => {
    expect(wide(page).length).toBeGreaterThan(10);
    const out = latin1(page)!;
    expect(wide(out)).toEqual([]);
    // Latin-1 letters stay as they are; text, attributes and the title take references, scripts \u escapes.
    expect(out).toContain('Crème brûlée for 3 &#8364; &#8212; &#127856; &amp; more');
    expect(out).toContain('title="Loading&#8230; &#8220;fresh&#8221;"');
    expect(out).toContain('<title>PickBazar &#8212; groceries &#8250; bakery</title>');
    expect(out).toContain('"Tea \\u2014 \\ud83c\\udf75"');
    expect(out).toContain('content:"\\20ac  "');
    expect(documentOf(out)).toEqual(documentOf(page));
    const { scripts, styles } = documentOf(out);
    expect(scripts).toEqual([
      { name: 'Tea — 🍵', price: '3 €' },
      { ellipsis: '…', cake: '🍰' },
    ]);
    expect(styles).toEqual(['.price::before { content: "€ "; }']);
  });

  it('is the same in chunks of any size, a character or a tag split between two', () => {
    const whole = latin1(page, 1 << 20);
    for (const size of [1, 2, 3, 5, 7, 64, 1000]) expect(latin1(page, size)).toBe(whole);
  });

  it('leaves a page with nothing above U+00FF as it is', () => {
    expect(latin1('<p title="café">Crème brûlée © 2026</p>')).toBeNull();
    expect(latin1('<p>plain</p>')).toBeNull();
  });

  it('leaves a page written in another script as it is: references would make it larger', () => {
    expect(latin1(`<html lang="ar"><body><p>${'تفاح طازج من المزرعة '.repeat(500)}</p></body></html>`)).toBeNull();
    // A few such characters in a large page are written as references; the same many in a small one are not.
    expect(wide(latin1(`<p>${'a'.repeat(50_000)} العربية</p>`)!)).toEqual([]);
    expect(latin1('<p>a العربية</p>')).toBeNull();
  });

  it("reads a style tag written inside a script as the script's text", () => {
    const html = '<script>{"css":"<style>—","b":"<style>—"}</script><p>—</p>' + 'x'.repeat(5000);
    expect(latin1(html)).toBe(
      '<script>{"css":"<style>\\u2014","b":"<style>\\u2014"}</script><p>&#8212;</p>' + 'x'.repeat(5000),
    );
  });

  it('takes no character for a tag: "ļ" (U+013C, its low byte a "<") before "script>" is text', () => {
    const html = '<p>ļscript>—</p><script>"—"</script>' + 'x'.repeat(5000);
    expect(latin1(html)).toBe('<p>&#316;script>&#8212;</p><script>"\\u2014"</script>' + 'x'.repeat(5000));
  });

  it('writes half a surrogate pair as the replacement character, as UTF-8 would', () => {
    expect(latin1('<p>a\ud83cb</p>' + 'x'.repeat(5000))).toBe('<p>a&#65533;b</p>' + 'x'.repeat(5000));
  });

  it('reads a <script> or <style> only as the element, not a name that starts the same', () => {
    const html = '<scripts>—</scripts><styles>—</styles><script>"—"</script><p>—</p>' + 'x'.repeat(5000);
    expect(latin1(html)).toBe(
      '<scripts>&#8212;</scripts><styles>&#8212;</styles><script>"\\u2014"</script><p>&#8212;</p>' + 'x'.repeat(5000),
    );
  });
});
