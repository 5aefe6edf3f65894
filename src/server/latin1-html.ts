import { isAscii } from 'node:buffer';

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
 * larger on the wire. Takes the page as the renderer's chunks and answers it as parts to send in order, or null
 * when nothing is to change.
 */
export function latin1Html(chunks: readonly Uint8Array[]): Uint8Array[] | null {
  // UTF-8 encodes U+0100 and above with a lead byte of 0xC4 or more; continuation bytes are 0x80–0xBF. Only the
  // chunks that are not plain ASCII (a native check) are read byte by byte: on a page in English, a few of them.
  const starts: number[] = [];
  let length = 0;
  for (const chunk of chunks) {
    starts.push(length);
    length += chunk.length;
  }
  // A page in another script is known to be one after its first few chunks.
  const most = (length * MAX_GROWTH) / GROWTH_PER_REFERENCE;
  const mixed: number[] = [];
  let wide = 0;
  for (let c = 0; c < chunks.length && wide <= most; c++) {
    const chunk = chunks[c]!;
    if (isAscii(chunk)) continue;
    let found = 0;
    for (let i = 0; i < chunk.length; i++) if (chunk[i]! >= 0xc4) found++;
    if (found > 0) mixed.push(c);
    wide += found;
  }
  if (wide === 0 || wide > most) return null;

  // The references, found in the page's bytes laid end to end (a tag or a character may span two chunks).
  const bytes = joined(chunks, length);
  const raw = rawTextRanges(bytes);
  const refs: { at: number; size: number; text: Buffer }[] = [];
  let range = 0;
  let next = 0;
  for (const c of mixed) {
    const end = starts[c]! + chunks[c]!.length;
    // A character may run on into the next chunk: `next` is past it then.
    for (let i = Math.max(starts[c]!, next); i < end; i++) {
      const lead = bytes[i]!;
      if (lead < 0xc4) continue;
      const size = lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
      let code = lead & (size === 2 ? 0x1f : size === 3 ? 0x0f : 0x07);
      for (let k = 1; k < size; k++) code = (code << 6) | (bytes[i + k]! & 0x3f);
      while (range < raw.length && raw[range]!.end <= i) range++;
      const inside = range < raw.length && raw[range]!.start <= i ? raw[range]!.tag : null;
      refs.push({ at: i, size, text: Buffer.from(reference(code, inside), 'latin1') });
      i += size - 1;
      next = i + 1;
    }
  }

  // The page again, from the renderer's own chunks (the bytes above are reused by the next page) with the
  // references in place of the characters.
  const parts: Uint8Array[] = [];
  let from = 0;
  let r = 0;
  for (let c = 0; c < chunks.length; c++) {
    const chunk = chunks[c]!;
    const start = starts[c]!;
    const end = start + chunk.length;
    while (r < refs.length && refs[r]!.at < end) {
      const ref = refs[r++]!;
      if (ref.at > from) parts.push(chunk.subarray(from - start, ref.at - start));
      parts.push(ref.text);
      from = ref.at + ref.size;
    }
    if (from < end) parts.push(from === start ? chunk : chunk.subarray(from - start));
    from = Math.max(from, end);
  }
  return parts;
}

/**
 * The chunks laid end to end in a buffer kept for the purpose (a page's worth of fresh memory each time costs its
 * page faults); valid until the next call.
 */
function joined(chunks: readonly Uint8Array[], length: number): Buffer {
  if (kept.length < length) kept = Buffer.allocUnsafeSlow(Math.max(length, 2 * kept.length, 256 * 1024));
  let at = 0;
  for (const chunk of chunks) {
    kept.set(chunk, at);
    at += chunk.length;
  }
  return kept.subarray(0, length);
}
let kept = Buffer.alloc(0);

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
  // A tag's name written inside another's raw text (a style's name in a script's string) starts nothing.
  const outer: RawRange[] = [];
  for (const range of ranges.sort((a, b) => a.start - b.start))
    if (range.start >= (outer.at(-1)?.end ?? 0)) outer.push(range);
  return outer;
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
