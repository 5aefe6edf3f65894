import { JSDOM } from 'jsdom';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { latin1Html } from '@/server/latin1-html';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(data);
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
    const out = text(latin1Html(bytes(page)));
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

  it('answers the page itself when it has nothing above U+00FF', () => {
    const latin = bytes('<p title="café">Crème brûlée © 2026</p>');
    expect(latin1Html(latin)).toBe(latin);
  });

  it('leaves a page written in another script as it is: references would make it larger', () => {
    const arabic = bytes(`<html lang="ar"><body><p>${'تفاح طازج من المزرعة '.repeat(500)}</p></body></html>`);
    expect(latin1Html(arabic)).toBe(arabic);
    // A few such characters in a large page are written as references; the same many in a small one are not.
    const few = bytes(`<p>${'a'.repeat(50_000)} العربية</p>`);
    expect(wide(text(latin1Html(few)))).toEqual([]);
    const small = bytes('<p>a العربية</p>');
    expect(latin1Html(small)).toBe(small);
  });

  it('reads a <script> or <style> only as the element, not a name that starts the same', () => {
    const html = '<scripts>—</scripts><styles>—</styles><script>"—"</script><p>—</p>' + 'x'.repeat(5000);
    expect(text(latin1Html(bytes(html)))).toBe(
      '<scripts>&#8212;</scripts><styles>&#8212;</styles><script>"\\u2014"</script><p>&#8212;</p>' + 'x'.repeat(5000),
    );
  });
});
