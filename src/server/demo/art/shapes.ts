import { f, place, type Pen } from './pen';
import type { ObjectMotif } from './types';

/**
 * A closed, smooth, wavy outline: `lobes` bumps of relative `depth` around an ellipse. Used for florets,
 * lettuce leaves, potatoes and clouds of frosting.
 */
export function blob(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  lobes: number,
  depth: number,
  phase = 0,
  wobble: () => number = () => 0.5,
): string {
  const n = lobes * 2;
  const points: [number, number][] = [];
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * Math.PI * 2 + phase;
    const bump = i % 2 === 0 ? 1 + depth : 1 - depth * 0.4;
    const k = bump * (0.94 + wobble() * 0.12);
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  // Quadratic curves through midpoints: every point becomes a smooth control point.
  const at = (i: number) => points[((i % n) + n) % n] as [number, number];
  const mid = (i: number) => `${f((at(i)[0] + at(i + 1)[0]) / 2)} ${f((at(i)[1] + at(i + 1)[1]) / 2)}`;
  let d = `M${mid(-1)}`;
  for (let i = 0; i < n; i += 1) d += ` Q${f(at(i)[0])} ${f(at(i)[1])} ${mid(i)}`;
  return `${d}Z`;
}

/** A star or sepal crown: `points` tips on an ellipse, with inner radius `inner` (0..1). */
export function star(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  points: number,
  inner: number,
  turn = -90,
): string {
  let d = '';
  for (let i = 0; i < points * 2; i += 1) {
    const a = ((turn + (i * 180) / points) * Math.PI) / 180;
    const k = i % 2 === 0 ? 1 : inner;
    d += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * rx * k)} ${f(cy + Math.sin(a) * ry * k)} `;
  }
  return `${d}Z`;
}

/** Draws another motif (from its 200×200 box) centred at (x, y), scaled and turned. */
export function item(def: ObjectMotif, p: Pen, color: string, x: number, y: number, scale: number, rotate = 0) {
  return place(`<g transform="translate(-100 -100)">${def.draw(p.with(color))}</g>`, x, y, scale, rotate);
}

/** Evenly spread small marks (seeds, pores, sprinkles) inside an ellipse, deterministic per pen. */
export function speckles(
  p: Pen,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  mark: (x: number, y: number, i: number) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    // Golden-angle spiral keeps the marks evenly spaced; a little jitter keeps them natural.
    const r = Math.sqrt((i + 0.5) / count);
    const a = i * 2.39996 + p.between(-0.2, 0.2);
    out += mark(cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r, i);
  }
  return out;
}

/** A gentle leaf with a midrib, pointing from (x, y) in direction `angle` degrees. */
export function leaf(p: Pen, x: number, y: number, length: number, angle: number, color = '#5a9e3a'): string {
  const w = length * 0.38;
  const shape = `<path d="M0 0 C${f(length * 0.3)} ${f(-w)} ${f(length * 0.75)} ${f(-w)} ${f(length)} 0 C${f(length * 0.75)} ${f(w * 0.9)} ${f(length * 0.3)} ${f(w * 0.9)} 0 0Z" fill="${p.body(color, 0.2)}"/>`;
  const rib = `<path d="M2 0 Q${f(length * 0.5)} ${f(-w * 0.18)} ${f(length * 0.92)} 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(Math.max(1, length / 28))}" fill="none"/>`;
  return place(shape + rib, x, y, 1, angle);
}
