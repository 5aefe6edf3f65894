import { shade } from './color';
import { f, type Pen } from './pen';
import { speckles, star } from './shapes';

/** Shared bits of the fruit and vegetable drawings. */

export const STEM = '#6d4c2f';

export function stem(d: string, width = 6): string {
  return `<path d="${d}" stroke="${STEM}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`;
}

export function pores(p: Pen, cx: number, cy: number, rx: number, ry: number, color: string, count = 26): string {
  return speckles(
    p,
    cx,
    cy,
    rx,
    ry,
    count,
    (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="1.3" fill="${shade(color, 0.25)}" opacity="0.35"/>`,
  );
}

export const GREEN = '#4e9a34';

export function calyx(p: Pen, cx: number, cy: number, size: number): string {
  return (
    `<path d="${star(cx, cy, size, size * 0.45, 5, 0.32, -90)}" fill="${p.body(GREEN)}"/>` +
    `<path d="M${cx} ${cy} C${cx} ${cy - size * 0.4} ${cx + size * 0.15} ${cy - size * 0.6} ${cx + size * 0.3} ${cy - size * 0.7}" stroke="#3f7a28" stroke-width="${f(size * 0.18)}" stroke-linecap="round" fill="none"/>`
  );
}
