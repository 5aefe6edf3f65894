import { luminance, mix, shade, tint } from './color';
import { f, hash, type Pen } from './pen';
import type { Canvas } from './types';

/** Lightens `base` until it is pale enough to sit behind a product and dark text. */
export function pale(base: string, target = 0.8): string {
  for (let t = 0.55; t < 0.97; t += 0.05) {
    const c = tint(base, t);
    if (luminance(c) >= target) return c;
  }
  return tint(base, 0.97);
}

const PATTERNS = ['dots', 'stripes', 'grid', 'plain', 'rings', 'dots'] as const;
type Texture = (typeof PATTERNS)[number];

/** Grid points as zero-length subpaths: stroked with round caps they become dots, the cheapest shape to paint. */
function points(w: number, h: number, cell: number): string {
  let d = '';
  for (let y = cell / 2; y < h; y += cell) for (let x = cell / 2; x < w; x += cell) d += `M${f(x)} ${f(y)}h0`;
  return d;
}

function circles(w: number, h: number, cell: number, r: number): string {
  let d = '';
  for (let y = cell / 2; y < h; y += cell) {
    for (let x = cell / 2; x < w; x += cell)
      d += `M${f(x - r)} ${f(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  }
  return d;
}

/**
 * A faint all-over texture drawn as one path. An SVG `<pattern>` would be shorter, but librsvg paints
 * pattern tiles one by one, which gets slow when small pictures shrink the tiles to a few pixels.
 */
export function texture(kind: Texture, w: number, h: number, ink: string, cell = 36): string {
  let d = '';
  switch (kind) {
    case 'dots':
      return `<path d="${points(w, h, cell)}" stroke="${ink}" stroke-width="5.2" stroke-linecap="round" stroke-opacity="0.09"/>`;
    case 'rings':
      return `<path d="${circles(w, h, cell, 7)}" fill="none" stroke="${ink}" stroke-width="1.6" stroke-opacity="0.06"/>`;
    case 'stripes':
      for (let k = -h; k < w; k += cell) d += `M${f(k)} ${f(h)}L${f(k + h)} 0`;
      return `<path d="${d}" stroke="${ink}" stroke-width="3" stroke-opacity="0.05"/>`;
    case 'grid':
      for (let x = cell; x < w; x += cell) d += `M${x} 0V${f(h)}`;
      for (let y = cell; y < h; y += cell) d += `M0 ${y}H${f(w)}`;
      return `<path d="${d}" stroke="${ink}" stroke-width="1.4" stroke-opacity="0.07"/>`;
    default:
      return '';
  }
}

/**
 * A studio-like backdrop: a vertical gradient in a pale tint, a faint texture picked from the colours and
 * variant, and a soft disc behind the subject. Radial or diagonal gradients over the whole canvas cost
 * librsvg several times more than a vertical one, so the light comes from the disc instead.
 */
export function backdrop(p: Pen, canvas: Canvas, base: string): string {
  const { w, h } = canvas;
  const light = pale(base);
  const fill = p.lin([
    [0, tint(light, 0.55)],
    [0.6, light],
    [1, mix(light, base, 0.12)],
  ]);
  // The texture follows the colours and the variant, not the subject: a product's gallery pictures differ,
  // while two products sharing colours sit on the same kind of ground.
  const kind: Texture = PATTERNS[(hash(base) + p.variant) % PATTERNS.length] ?? 'plain';
  let out = `<rect width="${f(w)}" height="${f(h)}" fill="${fill}"/>` + texture(kind, w, h, shade(base, 0.35));
  // Soft disc behind the subject, like a studio light.
  const r = Math.min(w, h) * 0.4;
  out += `<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(r * 1.12)}" fill="#ffffff" opacity="0.22"/>`;
  out += `<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(r)}" fill="#ffffff" opacity="0.35"/>`;
  return out;
}
