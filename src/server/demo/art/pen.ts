import { shade, tint } from './color';

/** Escapes text for SVG content and drops characters XML 1.0 forbids (they would make the parser fail). */
export function esc(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Compact number for SVG attributes. */
export const f = (v: number) => String(Math.round(v * 10) / 10);

/** FNV-1a: a stable seed from any string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a tiny deterministic generator, so the same recipe always draws the same picture. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Stops = [number, string, number?][];

/** The `<defs>` of one SVG document and its id counter, shared by every pen drawing into it. */
export class Sheet {
  readonly defs: string[] = [];
  private count = 0;

  id(): string {
    this.count += 1;
    return `d${this.count}`;
  }
}

export interface PenOptions {
  main: string;
  accent: string;
  variant: number;
  seed: string;
  label?: string;
  sublabel?: string;
}

/**
 * Per-drawing state: resolved colours and text, a seeded random source, and helpers that add gradients to
 * the shared sheet (unique ids, so several drawings can live in one SVG).
 */
export class Pen {
  readonly main: string;
  readonly accent: string;
  readonly variant: number;
  readonly label: string;
  readonly sublabel: string;
  private readonly rand: () => number;

  constructor(
    readonly sheet: Sheet,
    options: PenOptions,
  ) {
    this.main = options.main;
    this.accent = options.accent;
    this.variant = options.variant;
    this.label = options.label ?? '';
    this.sublabel = options.sublabel ?? '';
    this.rand = generator(hash(options.seed));
  }

  /** A pen for another drawing in the same SVG (decorations inside banners, items inside a basket). */
  with(main: string, extra: Partial<PenOptions> = {}): Pen {
    return new Pen(this.sheet, {
      main,
      accent: this.accent,
      variant: this.variant,
      seed: `${main}:${this.sheet.id()}`,
      ...extra,
    });
  }

  id(): string {
    return this.sheet.id();
  }

  random(): number {
    return this.rand();
  }

  between(low: number, high: number): number {
    return low + (high - low) * this.rand();
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rand() * items.length) % items.length] as T;
  }

  /** True on every other variant; lets a drawing flip or swap a detail between gallery pictures. */
  get odd(): boolean {
    return this.variant % 2 === 1;
  }

  def(markup: string): void {
    this.sheet.defs.push(markup);
  }

  /** Linear gradient in the shape's bounding box; returns the `url(#id)` to use as a fill. */
  lin(stops: Stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  rad(stops: Stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id();
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Top-lit body: lighter at the top left, darker at the bottom right. */
  body(color: string, amount = 0.18): string {
    return this.lin(
      [
        [0, tint(color, amount)],
        [1, shade(color, amount)],
      ],
      0.2,
      0,
      0.8,
      1,
    );
  }

  /** Side-lit cylinder (cans, bottles, tubes): bright band left of centre, dark edges. */
  cylinder(color: string): string {
    return this.lin(
      [
        [0, shade(color, 0.22)],
        [0.28, tint(color, 0.22)],
        [0.55, color],
        [1, shade(color, 0.3)],
      ],
      0,
      0,
      1,
      0,
    );
  }

  /** Round fruit and balls: a radial highlight up and to the left. */
  ball(color: string, light = 0.35, dark = 0.25): string {
    return this.rad(
      [
        [0, tint(color, light)],
        [0.55, color],
        [1, shade(color, dark)],
      ],
      0.38,
      0.32,
      0.75,
    );
  }
}

function stopsOf(stops: Stops): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

/** A soft white highlight. */
export function shine(x: number, y: number, rx: number, ry: number, rotate = 0, opacity = 0.4): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="#fff" opacity="${opacity}"${
    rotate ? ` transform="rotate(${f(rotate)} ${f(x)} ${f(y)})"` : ''
  }/>`;
}

/** Wraps markup in a transform group. */
export function place(markup: string, x: number, y: number, scale = 1, rotate = 0): string {
  const parts = [`translate(${f(x)} ${f(y)})`];
  if (rotate) parts.push(`rotate(${f(rotate)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return `<g transform="${parts.join(' ')}">${markup}</g>`;
}
