import { esc, f } from './pen';

/**
 * Font stacks: this machine's librsvg finds DejaVu through fontconfig (see docs/ASSETS.md); the rest of each
 * stack keeps the SVG readable elsewhere. DejaVu Sans also covers Arabic.
 */
export const SANS = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";
export const SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif";

const NARROW = new Set("il.,:;'!|ıjtfr ()[]-".split(''));
const WIDE = new Set('mwMW@%&'.split(''));

/** Approximate advance width in em for DejaVu (generous, so fitted text never overflows). */
function advance(ch: string, bold: boolean, mono: boolean): number {
  if (mono) return 0.62;
  let w: number;
  if (NARROW.has(ch)) w = 0.36;
  else if (WIDE.has(ch)) w = 0.92;
  else if (/[A-Z]/.test(ch)) w = 0.72;
  else if (/[0-9]/.test(ch)) w = 0.64;
  else if (/[\u0600-\u06ff]/.test(ch)) w = 0.5;
  else w = 0.6;
  return bold ? w * 1.08 : w;
}

export function measure(text: string, size: number, bold = false, mono = false): number {
  let total = 0;
  for (const ch of text) total += advance(ch, bold, mono);
  return total * size;
}

/** Greedy word wrap; a word longer than the line is cut so nothing can run off the picture. */
export function wrap(text: string, size: number, maxWidth: number, bold = false, mono = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, size, bold, mono) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line, size, bold, mono) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut), size, bold, mono) > maxWidth) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface FitOptions {
  maxWidth: number;
  maxHeight: number;
  maxLines: number;
  maxSize: number;
  minSize?: number;
  bold?: boolean;
  /** Measure as a monospaced font. */
  mono?: boolean;
  lineHeight?: number;
}

/** The largest font size at which `text` wraps into the box; at the minimum size extra lines are dropped. */
export function fit(text: string, options: FitOptions): { lines: string[]; size: number } {
  const {
    maxWidth,
    maxHeight,
    maxLines,
    maxSize,
    minSize = 8,
    bold = false,
    mono = false,
    lineHeight = 1.15,
  } = options;
  const clean = text.replace(/\s+/g, ' ').trim().slice(0, 160);
  const words = clean.split(' ');
  for (let size = maxSize; size > minSize; size *= 0.92) {
    // Shrink before breaking inside a word: "Toma/toes" reads worse than smaller type.
    if (words.some((word) => measure(word, size, bold, mono) > maxWidth)) continue;
    const lines = wrap(clean, size, maxWidth, bold, mono);
    if (lines.length <= maxLines && lines.length * size * lineHeight <= maxHeight) return { lines, size };
  }
  const lines = wrap(clean, minSize, maxWidth, bold, mono).slice(0, maxLines);
  return { lines, size: minSize };
}

export interface TextStyle {
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  family?: string;
  lineHeight?: number;
  spacing?: number;
  italic?: boolean;
  opacity?: number;
}

/** Lines of text whose block is vertically centred on `cy`. */
export function textLines(lines: string[], x: number, cy: number, style: TextStyle): string {
  const lh = style.size * (style.lineHeight ?? 1.15);
  const first = cy - ((lines.length - 1) * lh) / 2 + style.size * 0.36;
  const attrs = [
    `font-family="${style.family ?? SANS}"`,
    `font-size="${f(style.size)}"`,
    `fill="${style.fill}"`,
    `text-anchor="${style.anchor ?? 'middle'}"`,
    style.weight ? `font-weight="${style.weight}"` : '',
    style.spacing ? `letter-spacing="${f(style.spacing)}"` : '',
    style.italic ? 'font-style="italic"' : '',
    style.opacity !== undefined ? `opacity="${style.opacity}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return lines.map((line, i) => `<text x="${f(x)}" y="${f(first + i * lh)}" ${attrs}>${esc(line)}</text>`).join('');
}

/** Fits `text` into a box centred on (cx, cy) and draws it. */
export function fitText(
  text: string,
  cx: number,
  cy: number,
  box: Omit<FitOptions, 'bold'>,
  style: Omit<TextStyle, 'size'>,
): string {
  if (!text.trim()) return '';
  const bold = (style.weight ?? 400) >= 600;
  const { lines, size } = fit(text, { ...box, bold });
  return textLines(lines, cx, cy, { ...style, size, lineHeight: box.lineHeight });
}
