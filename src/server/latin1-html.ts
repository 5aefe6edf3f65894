/**
 * A page's HTML with every character above U+00FF written as a reference, when there are only a few: `&#8212;` in
 * text and attribute values, `\u2014` inside a `<script>` (JSON and JavaScript read it as the same character),
 * `\2014 ` inside a `<style>`. The browser builds the same document; the bytes differ.
 *
 * Why: Next turns a page into one JavaScript string before sending it. V8 stores a string with any character
 * above U+00FF at two bytes a character, so one dash or the language menu's "العربية" doubles the whole page in
 * memory, and a page over 64 K characters then lands in V8's large-object space: a fresh mapping every render,
 * touched page by page (some 57 page faults and 1.2 ms of CPU for home on these machines). Written as references,
 * the page is Latin-1 and stays one byte a character (docs/ARCHITECTURE.md, "Render cost").
 *
 * Pages where such characters are many (Arabic, Hebrew, Chinese) are sent as they are: references would make them
 * larger on the wire. Answers the input itself when nothing is to change.
 */
export function latin1Html(html: Uint8Array): Uint8Array {
  // UTF-8 encodes U+0100 and above with a lead byte of 0xC4 or more; continuation bytes are 0x80–0xBF.
  let wide = 0;
  for (let i = 0; i < html.length; i++) if (html[i]! >= 0xc4) wide++;
  if (wide === 0 || wide * GROWTH_PER_REFERENCE > html.length * MAX_GROWTH) return html;
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const raw = rawTextRanges(bytes);
  const parts: Uint8Array[] = [];
  let from = 0;
  let range = 0;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i]!;
    if (lead < 0xc4) continue;
    const size = lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
    let code = lead & (size === 2 ? 0x1f : size === 3 ? 0x0f : 0x07);
    for (let k = 1; k < size; k++) code = (code << 6) | (bytes[i + k]! & 0x3f);
    while (range < raw.length && raw[range]!.end <= i) range++;
    const inside = range < raw.length && raw[range]!.start <= i ? raw[range]!.tag : null;
    parts.push(bytes.subarray(from, i), Buffer.from(reference(code, inside), 'latin1'));
    i += size - 1;
    from = i + 1;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** Bytes a reference adds at most over the character's UTF-8 (`&#1575;` for two bytes, `&#8212;` for three). */
const GROWTH_PER_REFERENCE = 5;
/** The share of a page's bytes the references may add before the page is sent as it is. */
const MAX_GROWTH = 0.01;

type RawTag = 'script' | 'style';
interface RawRange {
  start: number;
  end: number;
  tag: RawTag;
}

/**
 * Where the contents of the page's `<script>` and `<style>` elements are (raw text: a character reference is
 * not read there). React writes these tags in lower case, and a `<` in text or an attribute as `&lt;`.
 */
function rawTextRanges(bytes: Buffer): RawRange[] {
  const ranges: RawRange[] = [];
  for (const tag of ['script', 'style'] as const) {
    let at = 0;
    for (;;) {
      const open = bytes.indexOf(`<${tag}`, at);
      if (open < 0) break;
      const after = bytes[open + tag.length + 1];
      if (after !== 0x20 && after !== 0x3e && after !== 0x2f) {
        at = open + 1;
        continue;
      }
      const start = bytes.indexOf('>', open) + 1;
      const close = bytes.indexOf(`</${tag}`, start);
      const end = close < 0 ? bytes.length : close;
      ranges.push({ start, end, tag });
      at = end;
    }
  }
  return ranges.sort((a, b) => a.start - b.start);
}

function reference(code: number, inside: RawTag | null): string {
  if (inside === 'style') return `\\${code.toString(16)} `;
  if (inside === 'script') {
    if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`;
    const high = 0xd800 + ((code - 0x10000) >> 10);
    const low = 0xdc00 + ((code - 0x10000) & 0x3ff);
    return `\\u${high.toString(16)}\\u${low.toString(16)}`;
  }
  return `&#${code};`;
}
