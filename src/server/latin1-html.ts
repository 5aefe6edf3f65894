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
 * larger on the wire. Takes the page as the renderer's pieces of text, in order, and answers them with the
 * references in place, or null when nothing is to change.
 */
export function latin1Html(pieces: readonly string[]): string[] | null {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  // A page in another script is known to be one after its first few hundred such characters.
  const most = (length * MAX_GROWTH) / GROWTH_PER_REFERENCE;
  // Where the UTF-16 units above U+00FF are (a regular expression: native, and at once done with a piece that
  // V8 holds at one byte a character); the second half of a surrogate pair is not a character of its own.
  const wide: number[] = [];
  let characters = 0;
  let at = 0;
  for (const piece of pieces) {
    WIDE.lastIndex = 0;
    for (let found = WIDE.exec(piece); found; found = WIDE.exec(piece)) {
      wide.push(at + found.index);
      if (!isLowSurrogate(piece.charCodeAt(found.index)) && ++characters > most) return null;
    }
    at += piece.length;
  }
  if (wide.length === 0) return null;

  // The raw text of scripts and styles, found in the page laid end to end as one byte a unit (a tag may span two
  // pieces): each unit above U+00FF is written there as "?", so its low byte cannot pass for a tag's "<".
  const bytes = joined(pieces, length);
  for (const position of wide) bytes[position] = 0x3f;
  const raw = rawTextRanges(bytes);

  // The references, each where its character starts; a character is one unit, or two for a surrogate pair.
  const unit = unitReader(pieces);
  const refs: { at: number; size: number; text: string }[] = [];
  let range = 0;
  for (let w = 0; w < wide.length; w++) {
    const position = wide[w]!;
    const code = unit(position);
    let size = 1;
    let point = code;
    if (isHighSurrogate(code) && wide[w + 1] === position + 1 && isLowSurrogate(unit(position + 1))) {
      point = 0x10000 + ((code - 0xd800) << 10) + (unit(position + 1) - 0xdc00);
      size = 2;
      w++;
    } else if (isHighSurrogate(code) || isLowSurrogate(code)) {
      point = 0xfffd; // a lone half, as UTF-8 would have written it
    }
    while (range < raw.length && raw[range]!.end <= position) range++;
    const inside = range < raw.length && raw[range]!.start <= position ? raw[range]!.tag : null;
    refs.push({ at: position, size, text: reference(point, inside) });
  }

  // The pieces again with the references in place of the characters.
  const out: string[] = [];
  let from = 0;
  let r = 0;
  let start = 0;
  for (const piece of pieces) {
    const end = start + piece.length;
    if (r < refs.length && refs[r]!.at < end) {
      const parts: string[] = [];
      while (r < refs.length && refs[r]!.at < end) {
        const ref = refs[r++]!;
        if (ref.at > from) parts.push(piece.slice(from - start, ref.at - start));
        parts.push(ref.text);
        from = ref.at + ref.size;
      }
      if (from < end) parts.push(piece.slice(from - start));
      out.push(parts.join(''));
    } else {
      out.push(from <= start ? piece : piece.slice(Math.min(from, end) - start));
    }
    from = Math.max(from, end);
    start = end;
  }
  return out;
}

const WIDE = /[^\0-\xff]/g;
const isHighSurrogate = (code: number) => (code & 0xfc00) === 0xd800;
const isLowSurrogate = (code: number) => (code & 0xfc00) === 0xdc00;

/** The UTF-16 unit at a position of the pieces laid end to end, read in increasing positions. */
function unitReader(pieces: readonly string[]): (position: number) => number {
  let p = 0;
  let start = 0;
  return (position) => {
    while (position >= start + pieces[p]!.length) start += pieces[p++]!.length;
    return pieces[p]!.charCodeAt(position - start);
  };
}

/**
 * The pieces laid end to end, one byte a UTF-16 unit (its low byte), in a buffer kept for the purpose (a page's
 * worth of fresh memory each time costs its page faults); valid until the next call.
 */
function joined(pieces: readonly string[], length: number): Buffer {
  if (kept.length < length) kept = Buffer.allocUnsafeSlow(Math.max(length, 2 * kept.length, 256 * 1024));
  let at = 0;
  for (const piece of pieces) at += kept.write(piece, at, 'latin1');
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
